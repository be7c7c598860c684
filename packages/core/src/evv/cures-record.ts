import type { AppointmentStatus } from '../entities/appointment.ts';
import { serviceDateOf } from './service-date.ts';
import type { BillingData } from './billing-data.ts';
import { capturedCalls, type CapturedCall } from './captured-calls.ts';
import { visitLocation, type VisitLocation } from './service-location.ts';
import {
  adjustedTimes,
  billedBetween,
  visitChanges,
  type AdjustedTimes,
  type VisitChange,
} from './visit-changes.ts';
import type { VisitEvidence } from './visit-evidence.ts';

/**
 * The 21st Century Cures Act record of a visit (§12006): its six elements (type of service, person receiving it,
 * date, location, person providing it, start and end time), the calls exactly as captured, the adjusted times and
 * one entry per change.
 */
export interface CuresRecord {
  visitId: number;
  appointmentId: number;
  organizationId: number;
  evvState: string | null;
  timeZone: string;
  /** 1. Type of service: the activity and how it is billed. */
  serviceType: {
    activityId: number;
    activityCode: string;
    description: string;
    procedureCode: string | null;
    modifiers: string[];
  };
  /** 2. The person receiving the service. */
  recipient: { clientId: number; firstName: string; lastName: string; medicaidId: string | null };
  /** 3. The date of service (yyyy-MM-dd in the organization's zone, of the start). */
  serviceDate: string;
  /** 4. The location: the address each call is compared with, and why the visit was elsewhere, if it was. */
  location: VisitLocation;
  /** 5. The person providing the service. */
  provider: {
    staffId: number;
    firstName: string;
    lastName: string;
    employeeIdentifierPresent: boolean;
    employeeQualifier: BillingData['employeeQualifier'];
  };
  /** 6. The start and end time billed: the adjusted time where there is one, else the call's. */
  times: { start: string | null; end: string | null };
  calls: CapturedCall[];
  adjusted: AdjustedTimes;
  changes: VisitChange[];
  billing: Pick<BillingData, 'providerMedicaidId' | 'payerId' | 'payerProgram' | 'evvApplies'>;
  verification: {
    appointmentStatus: AppointmentStatus;
    clientSigned: boolean;
    servicesVerified: boolean | null;
    timesVerified: boolean | null;
    durationVerified: boolean | null;
  };
}

/** The Cures Act record of a visit (issue 32 item 2). Pure: the evidence is read, never changed. */
export function curesRecord(evidence: VisitEvidence): CuresRecord {
  const { visit, appointment, activity, client, staff, organization, billing } = evidence;
  const calls = capturedCalls(visit);
  const adjusted = adjustedTimes(evidence.edits, calls);
  const { start, end } = billedBetween(adjusted, calls);
  return {
    visitId: visit.evvVisitId,
    appointmentId: appointment.appointmentId,
    organizationId: organization.organizationId,
    evvState: organization.evvState,
    timeZone: organization.timeZone,
    serviceType: {
      activityId: activity.activityId,
      activityCode: activity.code,
      description: activity.description,
      procedureCode: billing.procedureCode,
      modifiers: [...billing.modifiers],
    },
    recipient: {
      clientId: client.clientId,
      firstName: client.firstName,
      lastName: client.lastName,
      medicaidId: billing.clientMedicaidId,
    },
    serviceDate: serviceDateOf(start, appointment.appointmentDate, organization.timeZone),
    location: visitLocation(evidence),
    provider: {
      staffId: staff.staffId,
      firstName: staff.firstName,
      lastName: staff.lastName,
      employeeIdentifierPresent: billing.employeeIdentifierPresent,
      employeeQualifier: billing.employeeQualifier,
    },
    times: { start, end },
    calls,
    adjusted,
    changes: visitChanges(evidence),
    billing: {
      providerMedicaidId: billing.providerMedicaidId,
      payerId: billing.payerId,
      payerProgram: billing.payerProgram,
      evvApplies: billing.evvApplies,
    },
    verification: {
      appointmentStatus: visit.appointmentStatus,
      clientSigned: visit.hasSignature,
      servicesVerified: visit.servicesVerified,
      timesVerified: visit.timesVerified,
      durationVerified: visit.durationVerified,
    },
  };
}

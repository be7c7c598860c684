import type { Appointment, VisitAddress } from '../entities/appointment.ts';
import type { Client } from '../entities/client.ts';
import type { Activity, Descriptor, Organization, Staff } from '../entities/organization.ts';
import type { Visit } from '../entities/visit.ts';
import type { BillingData } from './billing-data.ts';
import { correctionEdits, type VisitCorrection } from './visit-correction.ts';

/**
 * One change of a visit's times after they were captured: an Edit Times at verification, or a later correction
 * by the office. It never touches the calls; it sets the adjusted times beside them.
 */
export interface VisitTimeEdit {
  /** The staff member who made the change. */
  madeByStaffId: number;
  /** When the change was made (ISO instant). */
  madeAt: string;
  /** The adjusted begin and end the change set (ISO instants). */
  start: string;
  end: string;
  /** An EVV Reason Codes descriptor id; null when none was given. */
  reasonCodeId: number | null;
  memo: string | null;
}

/** The client's home (PHYS) address coordinates, for an appointment without visit addresses. */
export type HomeAddress = Pick<VisitAddress, 'addressLatitude' | 'addressLongitude'> &
  Partial<Pick<VisitAddress, 'street1' | 'city' | 'state' | 'zip'>>;

/** Everything a verified visit's Cures Act record is made from (issue 32 item 2). */
export interface VisitEvidence {
  /** The visit: its calls (actual times and GPS), verification answers, signature and reasoned events. */
  visit: Visit;
  appointment: Pick<
    Appointment,
    'appointmentId' | 'appointmentDate' | 'startVisitAddress' | 'endVisitAddress'
  >;
  activity: Pick<Activity, 'activityId' | 'code' | 'description'>;
  client: Pick<Client, 'clientId' | 'firstName' | 'lastName'>;
  staff: Pick<Staff, 'staffId' | 'firstName' | 'lastName'>;
  organization: Pick<Organization, 'organizationId' | 'evvState' | 'timeZone'>;
  homeAddress: HomeAddress | null;
  /** Every change of the visit's times, in the order made. */
  edits: readonly VisitTimeEdit[];
  /** The agency's EVV Reason Codes, to name each change's reason. */
  reasonCodes: readonly Pick<Descriptor, 'descriptorId' | 'name'>[];
  billing: BillingData;
}

const sameInstant = (a: string, b: string | null): boolean =>
  b !== null && new Date(a).getTime() === new Date(b).getTime();

/**
 * The time edits a visit row holds today: one Edit Times event (spec 1 §5), its adjusted times, reason and
 * comments; or, for an activity that asks no reason, shown times moved away from the calls with no event at all,
 * which is an edit without a reason. The row keeps no separate "who" and "when" of the edit: the caregiver of the
 * visit made it at verification, and a verified visit does not change afterwards, so the row's changedDate is
 * that moment. A supervisor's later corrections follow, in the order they were stored.
 */
export function visitTimeEdits(visit: Visit, corrections: readonly VisitCorrection[] = []): VisitTimeEdit[] {
  return [...verificationEdits(visit), ...correctionEdits(corrections)];
}

function verificationEdits(visit: Visit): VisitTimeEdit[] {
  const start = visit.adjustedBeginDateTime ?? visit.startDateTime;
  const end = visit.adjustedEndDateTime ?? visit.endDateTime;
  if (start === null || end === null) return [];
  const moved = !sameInstant(start, visit.beginActualDateTime) || !sameInstant(end, visit.endActualDateTime);
  if (visit.editTimesEventType === null && !moved) return [];
  return [
    {
      madeByStaffId: visit.staffId,
      madeAt: visit.changedDate,
      start,
      end,
      reasonCodeId: visit.editTimesReason,
      memo: visit.editTimesComments,
    },
  ];
}

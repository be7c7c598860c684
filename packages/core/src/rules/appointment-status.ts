import type { z } from 'zod';
import { appointmentStatuses } from '../entities/appointment.ts';
import type { AppointmentStatus } from '../entities/appointment.ts';
import type { visitComplete } from '../entities/visit.ts';
import { dateInZone } from '../time/central.ts';

export type VisitComplete = z.infer<typeof visitComplete>;

/**
 * spec 1 §4: the status is not editable once final. The final statuses are the outcomes: the visit
 * happened and was verified (Kept), or it will never happen (DNS did not show, CBC cancelled by client,
 * CBT cancelled by staff, Error entered in error). None, Checked In and In Session are steps on the way
 * to an outcome. Co-Staff is not final either: a co-staffed visit still runs and is verified (it is not
 * among the statuses that skip verification), so locking it would stop the visit from being completed.
 */
export const FINAL_STATUSES: readonly AppointmentStatus[] = ['Kept', 'DNS', 'CBC', 'CBT', 'Error'];

/** spec 1 §4: these statuses skip visit verification (the visit is not sent). */
export const VERIFICATION_SKIPPING_STATUSES: readonly AppointmentStatus[] = ['Error', 'CBT', 'CBC', 'DNS'];

export function isFinalStatus(status: AppointmentStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** spec 1 §4: Error, CBT, CBC and DNS skip verification; the confirmation says the visit will not be sent. */
export function skipsVerification(status: AppointmentStatus): boolean {
  return VERIFICATION_SKIPPING_STATUSES.includes(status);
}

/** Which status list a dialog shows: aggregator activities and the VVD variant do not offer In Session. */
export type StatusListVariant = 'standard' | 'aggregator' | 'vvd';

export interface SelectableStatusesInput {
  start: Date;
  now: Date;
  organization: { useCheckedIn: boolean; useCoStaff: boolean };
  variant: StatusListVariant;
  /** The organization's time zone: it decides when the start day has arrived. */
  timeZone: string;
}

/** The statuses a user may choose, in catalog order. */
export function selectableStatuses({
  start,
  now,
  organization,
  variant,
  timeZone,
}: SelectableStatusesInput): AppointmentStatus[] {
  const startArrived = start.getTime() <= now.getTime();
  // 'yyyy-MM-dd' strings compare in calendar order.
  const startDayArrived = dateInZone(start, timeZone) <= dateInZone(now, timeZone);
  return appointmentStatuses.filter((status) => {
    switch (status) {
      case 'In Session':
        // spec 1 §4: only once the start time has arrived; absent from the aggregator and VVD lists
        return startArrived && variant === 'standard';
      case 'Kept':
        // spec 1 §4: only once the start time has arrived
        return startArrived;
      case 'Checked In':
        // spec 1 §4: only when the start day has arrived and the organization uses it
        return startDayArrived && organization.useCheckedIn;
      case 'Co-Staff':
        // spec 1 §4: only when the start has arrived and the organization uses it
        return startArrived && organization.useCoStaff;
      case 'None':
      case 'CBC':
      case 'CBT':
      case 'DNS':
      case 'Error':
        return true;
    }
  });
}

export interface StatusEditableInput {
  status: AppointmentStatus;
  /** The appointment's visit: -1 pending, 0 active, 1 done; null when it has no visit. */
  visitComplete: VisitComplete | null;
}

/**
 * spec 1 §4: editable only if not final, and not In Session with an incomplete visit. Nor once the visit is
 * verified (complete 1): verify saved the status, and a verified visit is done (see verified-appointment.ts).
 */
export function isStatusEditable({ status, visitComplete }: StatusEditableInput): boolean {
  if (isFinalStatus(status) || visitComplete === 1) return false;
  // What is left of the visit here is pending (-1) or active (0): incomplete.
  return !(status === 'In Session' && visitComplete !== null);
}

/** spec 1 §4: choosing Kept reveals the Activity Qualifiers checklist. */
export function showsQualifiers(status: AppointmentStatus | null): boolean {
  return status === 'Kept';
}

/** spec 1 §4: on save only qualifiers whose descriptorId is a positive integer (a number) are kept. */
export function keptQualifiers<T extends { descriptorId?: unknown }>(list: readonly T[]): T[] {
  return list.filter(
    ({ descriptorId }) =>
      typeof descriptorId === 'number' && Number.isInteger(descriptorId) && descriptorId > 0,
  );
}

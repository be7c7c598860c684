import type { AppointmentStatus } from '../entities/appointment.ts';
import type { Message } from '../messages/format.ts';

export interface OverlapCandidate {
  /** null for an appointment not saved yet. */
  appointmentId: number | null;
  start: Date;
  end: Date;
}

export interface OverlapOther {
  appointmentId: number;
  start: Date;
  end: Date;
  status: AppointmentStatus;
  /** Its visit's actual begin and end (the appointment's actualStartTime and actualEndTime), when known. */
  actualStart?: Date | null;
  actualEnd?: Date | null;
  /** Who and when, to name an open visit in a refusal (issue 36): the client as lists show them, its start. */
  named?: OverlapName;
}

/** An appointment as the device keeps it: booked instants, status, and its visit's actual times once known. */
export interface DeviceAppointmentTimes {
  appointmentId: number;
  startDateInstance: string;
  endDateInstance: string;
  status: AppointmentStatus;
  actualStartTime?: string | null;
  actualEndTime?: string | null;
}

/** An appointment of the device as the overlap rule reads it (an ended visit occupies its actual times). */
export function overlapOtherOfDevice(appointment: DeviceAppointmentTimes): OverlapOther {
  const instant = (value: string | null | undefined) => (value ? new Date(value) : null);
  return {
    appointmentId: appointment.appointmentId,
    start: new Date(appointment.startDateInstance),
    end: new Date(appointment.endDateInstance),
    status: appointment.status,
    actualStart: instant(appointment.actualStartTime),
    actualEnd: instant(appointment.actualEndTime),
  };
}

/** An overlapping visit as a refusal names it: its client ('Doe, Jane') and the time it started ('02:05 PM'). */
export interface OverlapName {
  client: string;
  started: string;
}

/**
 * The time an appointment occupies. Once its visit has ended, the actual times: the booked slot of a finished
 * visit is no longer occupied, so a caregiver who finishes early can start the next visit (issue 20, item 4;
 * spec 1 §4 does not say which times), and one who stayed late still holds the time she stayed. Before, the
 * booked times.
 */
function occupiedTimes(other: OverlapOther): { start: Date; end: Date } {
  if (other.actualEnd) return { start: other.actualStart ?? other.start, end: other.actualEnd };
  return { start: other.start, end: other.end };
}

/**
 * spec 1 §4: appointments with status Error, DNS, CBT or CBC are ignored in the overlap check. The same
 * four skip verification; the lists stay separate because they are separate rules.
 */
const OVERLAP_IGNORED_STATUSES: readonly AppointmentStatus[] = ['Error', 'DNS', 'CBT', 'CBC'];

/**
 * spec 1 §4: the others that overlap the candidate, each by the time it occupies (occupiedTimes); touching
 * intervals (end = start) do not overlap.
 */
export function findOverlaps<T extends OverlapOther>(candidate: OverlapCandidate, others: readonly T[]): T[] {
  return others.filter((other) => {
    if (other.appointmentId === candidate.appointmentId || OVERLAP_IGNORED_STATUSES.includes(other.status)) {
      return false;
    }
    const { start, end } = occupiedTimes(other);
    return start.getTime() < candidate.end.getTime() && candidate.start.getTime() < end.getTime();
  });
}

export type OverlapDecision =
  { kind: 'ok' } | { kind: 'confirm'; message: Message } | { kind: 'refuse'; message: Message };

/**
 * spec 1 §4, §6: an overlap is refused for staff without isMultiBookSchedule; staff with it are asked
 * 'Do you want to continue?'. A refusal over a visit still in session says which one and what to do (issue 36:
 * the spec's words alone named neither), when the caller named it.
 */
export function overlapDecision(
  overlaps: readonly Pick<OverlapOther, 'status' | 'named'>[],
  isMultiBookSchedule: boolean,
): OverlapDecision {
  if (overlaps.length === 0) return { kind: 'ok' };
  if (isMultiBookSchedule) return { kind: 'confirm', message: { key: 'appointment.overlapContinue' } };
  const open = overlaps.find((other) => other.status === 'In Session' && other.named)?.named;
  if (open) return { kind: 'refuse', message: { key: 'appointment.overlapOpenVisit', params: { ...open } } };
  return { kind: 'refuse', message: { key: 'appointment.overlapRefused' } };
}

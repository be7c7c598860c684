import type { AppointmentStatus } from '../entities/appointment.ts';
import { dateInZone } from '../time/central.ts';
import { isFinalStatus, type StatusListVariant } from './appointment-status.ts';
import { isOpenVisit, type VisitProgress } from './visit-session.ts';

/**
 * Where the appointment's visit stands: none yet (or one the server prepared), running (complete 0, or a
 * verification the server refused, which is taken back to started), or verified and closed.
 */
export type SessionVisitState = 'none' | 'running' | 'verified';

/** Where an appointment's visit stands, from its visit as the device holds it (null: none). */
export function sessionVisitState(visit: VisitProgress | null): SessionVisitState {
  if (visit === null) return 'none';
  if (isOpenVisit(visit)) return 'running';
  return visit.complete === 1 ? 'verified' : 'none';
}

export interface SessionControlInput {
  start: Date;
  status: AppointmentStatus;
  visit: SessionVisitState;
  /** The activity's status list: only the standard one offers In Session (spec 1 §4). */
  variant: StatusListVariant;
  now: Date;
  /** The organization's time zone: it decides what "the current day" is. */
  timeZone: string;
}

/** What the card's start/stop control offers, if anything. */
export type SessionControl = 'start' | 'stop' | null;

/**
 * spec 1 §4: the start/stop control shows only for an appointment on the current day that is not in a final
 * status, or when a visit is active (so a running visit can always be stopped). A verified visit is done: its
 * appointment is billing evidence, whatever status it was verified with (Co-Staff is not final), so it
 * offers no new start. Starting opens the dialog with In Session locked, which only the standard status list
 * offers (the aggregator and VVD lists leave it out): elsewhere Start would lead to a dialog that cannot save.
 */
export function sessionControl({
  start,
  status,
  visit,
  variant,
  now,
  timeZone,
}: SessionControlInput): SessionControl {
  if (visit === 'running') return 'stop';
  if (visit === 'verified' || variant !== 'standard' || isFinalStatus(status)) return null;
  return dateInZone(start, timeZone) === dateInZone(now, timeZone) ? 'start' : null;
}

import type { SyncState } from '../entities/common.ts';
import type { AppointmentStatus } from '../entities/appointment.ts';
import type { VisitComplete } from './appointment-status.ts';
import { visitWillNotBeSent } from './visit-verification.ts';

const SECOND_MS = 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * spec 1 §2, §4: the session stopwatch as hh:mm:ss. Whole seconds only, rounded down, so the display never
 * runs ahead of the clock; a begin in the future (a clock moved back) shows 00:00:00. Hours keep counting
 * past 99 rather than wrapping, so a forgotten session is plain to see.
 */
export function formatStopwatch(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / SECOND_MS));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}

/** The stopwatch text of a session begun at `begin` (an ISO instant), read at `now`. */
export function stopwatchText(begin: string, now: Date): string {
  return formatStopwatch(now.getTime() - Date.parse(begin));
}

export interface VisitProgress {
  complete: VisitComplete;
  syncState: SyncState;
  /**
   * The server refused the device's verification because the visit was already verified (visit_already_verified,
   * issue 36): on another device, or by the agency.
   */
  verifiedElsewhere?: boolean;
}

/**
 * spec 1 §3, §4: a visit is active while complete is 0. A verification the server refused stays open too:
 * spec 1 §8 says a failed verify reverts to the started state, so the caregiver must still see the session
 * (with the server's reason) and be able to stop and verify it again. It leaves the list once the server has
 * taken the verification, or has refused it because the visit was already verified: verifying again could not
 * change it (issue 36).
 */
export function isOpenVisit(visit: VisitProgress): boolean {
  return visit.complete === 0 || isRejectedVerification(visit);
}

/**
 * A verification the server refused, to be stopped and verified again (spec 1 §8): closed on the device, rejected
 * by the server, for a reason other than the visit being verified already.
 */
export function isRejectedVerification({ complete, syncState, verifiedElsewhere }: VisitProgress): boolean {
  return complete === 1 && syncState === 'error' && verifiedElsewhere !== true;
}

/**
 * A visit this device verified that goes on to the payer (issue 32 item 7): complete with a status that sends the
 * visit (not DNS and the like, spec 1 §4), and not refused as verified already elsewhere (that verification is
 * someone else's record) nor waiting to be verified again.
 */
export function isVerifiedForPayer(visit: VisitProgress & { appointmentStatus: AppointmentStatus }): boolean {
  return (
    visit.complete === 1 &&
    !visitWillNotBeSent(visit.appointmentStatus) &&
    !visit.verifiedElsewhere &&
    !isRejectedVerification(visit)
  );
}

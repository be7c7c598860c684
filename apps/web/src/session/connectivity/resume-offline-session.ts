import type { ActiveSession } from '../session-store.ts';

/**
 * Issue 17 item 6, spec 1 §8 Offline mode: back online after a PIN sign-in, what waits is sent by itself with
 * the refresh token the device still keeps. False when there is none, or the server refused it: then, and only
 * then, the user is offered to log in again (Continue offline / Log In).
 */
export async function resumeOfflineSession(active: ActiveSession): Promise<boolean> {
  if (!active.api.currentTokens()) return false;
  const outcome = await active.routine.syncNow();
  return outcome.kind !== 'paused';
}

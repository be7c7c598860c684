import type { ActiveSession, SessionStore, SignedOutReason } from '../session-store.ts';

/** Where a signed-out user goes next (spec 1 §2): offline users to the offline sign-in, the others to the root. */
export type SignOutLanding = '/' | '/loginOffline';

// Sessions being signed out: their sync may meet the cleared tokens on the way, which is no session expiry.
const ending = new WeakSet<ActiveSession['engine']>();

/** True while this session is being signed out on purpose (log out, inactivity). */
export const isSigningOut = (active: ActiveSession): boolean => ending.has(active.engine);

/**
 * Logs the user out on this device and ends the session: sync stops first, the refresh token is revoked when
 * the server can be reached, and the tokens and the data key kept on the device are forgotten, in every tab. No record is deleted; unsynced ones wait for this
 * user's next sign-in. Single sign-on users then sign out at the identity provider too (spec 1 §7), which
 * leaves the app; otherwise, or when that cannot start, the caller navigates to the landing returned.
 */
export async function signOut(
  sessions: SessionStore,
  active: ActiveSession,
  reason: SignedOutReason,
  online: boolean,
): Promise<SignOutLanding> {
  ending.add(active.engine);
  active.routine.stop();
  const { session, api } = active;
  try {
    // Already loaded by the session store: a dynamic import keeps the data layer out of the first screen.
    const { logout } = await import('../../data/index.ts');
    // Revoking is best effort: without a connection the tokens are simply forgotten.
    await logout(session.offline ? undefined : api);
  } finally {
    await sessions.end(reason);
  }
  // spec 1 §2: offline users sign out offline and land on /loginOffline.
  const offline = session.offline || !online;
  if (!offline && session.profile.ssoEnabled) {
    const { ssoSignOut } = await import('../sso/sso-sign-out.ts');
    await ssoSignOut();
  }
  return offline ? '/loginOffline' : '/';
}

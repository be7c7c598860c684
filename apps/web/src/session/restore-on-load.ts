import { inactivityState } from '@carevisit/core';
import { now } from '../platform/clock.ts';
import { isOnline } from '../platform/online-status.ts';
import { signOut } from './connectivity/sign-out.ts';
import type { SessionStore } from './session-store.ts';

/**
 * Issue 17: a reload, a new tab or the app's update opens the session kept on the device, on the route the
 * address names. Judged first by spec 1 §4's inactivity rule from the last activity kept on the device: past
 * the auto-logoff and resume intervals the user is logged off exactly as the timer would have done it (the
 * same signOut, revoke and landing); inside the warning the app opens and the warning counts down at once.
 */
export async function restoreOnLoad(sessions: SessionStore): Promise<void> {
  const restored = await sessions.layer.restoreSession(sessions.db, sessions.vault);
  if (restored.kind === 'none') return;
  const { session, tokens, lastActivityMillis } = restored;
  const sso = session.profile.ssoEnabled && !session.offline;
  const renewTokens = sso ? (await import('./sso/sso-renew.ts')).renewSsoTokens : undefined;
  const api = sessions.createApi({ tokens, ...(renewTokens ? { renewTokens } : {}) });
  await sessions.begin(session, api, [], { restoredActivityMillis: lastActivityMillis });
  const state = sessions.getState();
  const rule = session.profile.securityRule;
  if (
    state.kind === 'signedIn' &&
    inactivityState(new Date(lastActivityMillis), now(), rule).kind === 'logOff'
  ) {
    await signOut(sessions, state.active, 'inactivity', isOnline());
  }
}

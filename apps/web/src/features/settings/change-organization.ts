import type { Message, Refusal, User } from '@carevisit/core';
import {
  RequestRejectedError,
  SyncPausedError,
  TransientError,
  saveProfile,
  type SyncTableName,
} from '../../data/index.ts';
import type { SessionStore } from '../../session/session-store.ts';

/** The part of the reply (the updated user, spec 1 §3) the device keeps. */
type ChangedUser = Pick<User, 'currentOrganizationId' | 'availableOrganizationIds'>;

/** Tables whose rows depend on the current organization's scope (spec 1 §6): read again in full. */
const SCOPED_TABLES: readonly SyncTableName[] = [
  'staff',
  'staffShift',
  'caseload',
  'client',
  'clientProgram',
  'appointment',
  'visit',
  'document',
  'evvSubmission',
];

export type ChangeOrganizationResult =
  | { kind: 'changed' }
  | { kind: 'failed'; message: Message | { refused: readonly Refusal[] } }
  /** The session could not be renewed: the session-expired dialog takes over. */
  | { kind: 'expired' };

/**
 * spec 1 §2 Change Organization: the server changes the current organization and returns the user; the
 * session and the stored profile follow, and the data of the new organization's scope is read again in the
 * background.
 */
export async function changeOrganization(
  sessions: SessionStore,
  organizationId: number,
): Promise<ChangeOrganizationResult> {
  const state = sessions.getState();
  if (state.kind === 'signedOut') return { kind: 'expired' };
  const { api, engine, routine } = state.active;
  let changed: ChangedUser;
  try {
    const user = await api.call('changeOrganization', { body: { organizationId } });
    changed = {
      currentOrganizationId: user.currentOrganizationId,
      availableOrganizationIds: user.availableOrganizationIds,
    };
  } catch (error) {
    return failureOf(error, () => void routine.syncNow());
  }
  sessions.updateSession((session) => ({ ...session, profile: { ...session.profile, ...changed } }));
  const updated = sessions.getState();
  if (updated.kind === 'signedOut') return { kind: 'expired' };
  const { store, profile } = updated.active.session;
  await saveProfile(store, profile);
  void engine.syncTables(SCOPED_TABLES, { ignoreLastSync: true }).catch(() => undefined);
  return { kind: 'changed' };
}

function failureOf(error: unknown, revealExpiry: () => void): ChangeOrganizationResult {
  if (error instanceof SyncPausedError) {
    // The tokens are gone: the next sync pauses on it, and the app asks the user to log in again.
    revealExpiry();
    return { kind: 'expired' };
  }
  if (error instanceof TransientError && error.reason === 'network') {
    return { kind: 'failed', message: { key: 'settingsPage.changeOrganizationOffline' } };
  }
  if (error instanceof RequestRejectedError && error.refusals.length > 0) {
    // spec 1 §8: the server's message without its ERROR/~/ prefix, one per line.
    return { kind: 'failed', message: { refused: error.refusals } };
  }
  return { kind: 'failed', message: { key: 'settingsPage.changeOrganizationFailed' } };
}

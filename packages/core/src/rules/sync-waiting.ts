import type { SyncState } from '../entities/common.ts';

/**
 * What a record made on the device is: the user's own data (appointments, visits, documents), or an activity
 * record the app writes by itself (an audit event of spec 1 §7: a View of each page opened).
 */
export type OutboundKind = 'userData' | 'activity';

export interface OutboundChange {
  kind: OutboundKind;
  syncState: Exclude<SyncState, 'clean'>;
}

/**
 * spec 1 §8 Synchronization Required: "this device holds data of yours that has not been synchronized". Only the
 * user's own records make an online sign-in ask; activity records go out with the first sync without a question.
 */
export function asksAtSignIn(change: OutboundChange): boolean {
  return change.kind === 'userData';
}

/**
 * Whether a record truly waits to be sent, as the header's badge and the 'Waiting to sync' list count it. The
 * user's records count until the server has them. Activity records are sent as soon as they are written while
 * the device is sending, so they count only when they cannot go: offline, sending held until a sign-in (issue 36:
 * the header counted 1 where Log Out counted 8), or refused by the server.
 */
export function waitsToBeSent(change: OutboundChange, sending: boolean): boolean {
  if (change.kind === 'userData') return true;
  return !sending || change.syncState === 'error';
}

import type { MessageKey, SyncState } from '@carevisit/core';
import { refusalsOf, type PendingChange } from '../../data/index.ts';
import type { SyncText } from './sync-text.ts';

type Table = PendingChange['table'];
type RecordId = PendingChange['id'];
type WaitingState = Exclude<SyncState, 'clean'>;

/** What the local database tells about a changed record in words a caregiver knows: whose, and when. */
export interface ChangeDetail {
  clientName: string | null;
  startMillis: number | null;
}

export const changeKey = (table: Table, id: RecordId): string => `${table}:${String(id)}`;

/** One line of the 'Waiting to sync' list: a record, or activity records summed up. */
export interface PendingItem {
  key: string;
  kind: 'record' | 'activity';
  table: Table;
  ids: RecordId[];
  state: WaitingState;
  /** Why the server refused it, when rejected. */
  reason: PendingChange['reason'];
  /** A document changed elsewhere meanwhile: keep mine as a new document, or take the server's. */
  resolvable: boolean;
  /** A refusal no retry can change (a visit verified already): Retry is not offered. */
  final: boolean;
  detail: ChangeDetail;
}

/**
 * What Discard loses (issue 30: a refused draft's Discard put the server's copy back without saying so): a record
 * made on this device (a temporary negative id) or activity records go whole; a record the server has keeps the
 * server's copy and loses only this device's changes since it was last sent.
 */
export function discardLoses(item: PendingItem): 'record' | 'changes' {
  const onServer = item.kind === 'record' && item.ids.every((id) => typeof id === 'number' && id > 0);
  return onServer ? 'changes' : 'record';
}

/** Audit events: one per page opened, so many; shown summed up, never one by one. */
const ACTIVITY_TABLE: Table = 'auditLog';
const TABLE_ORDER: readonly Table[] = ['appointment', 'visit', 'document'];
const NO_DETAIL: ChangeDetail = { clientName: null, startMillis: null };

const rank = (item: PendingItem): number[] => [
  item.state === 'error' ? 0 : 1,
  item.kind === 'activity' ? 1 : 0,
  TABLE_ORDER.indexOf(item.table) < 0 ? TABLE_ORDER.length : TABLE_ORDER.indexOf(item.table),
  item.detail.startMillis ?? Number.MAX_SAFE_INTEGER,
];

function compare(a: PendingItem, b: PendingItem): number {
  const [ra, rb] = [rank(a), rank(b)];
  for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * The list the dialog shows: rejected first, then appointments, visits and documents by time, then activity
 * records. Activity records that wait or are being sent make one line; rejected ones one line per server
 * message, so each reason is shown with its own Retry and Discard.
 */
export function pendingItems(
  changes: readonly PendingChange[],
  details: ReadonlyMap<string, ChangeDetail>,
): PendingItem[] {
  const items: PendingItem[] = [];
  const activity = new Map<string, PendingItem>();
  for (const change of changes) {
    if (change.table !== ACTIVITY_TABLE) {
      const key = changeKey(change.table, change.id);
      items.push({
        key,
        kind: 'record',
        table: change.table,
        ids: [change.id],
        state: change.syncState,
        reason: change.reason,
        resolvable: change.resolvable,
        final: change.final,
        detail: details.get(key) ?? NO_DETAIL,
      });
      continue;
    }
    const rejected = change.syncState === 'error';
    const said = refusalsOf(change.reason ?? []).map((refusal) => refusal.message);
    const group = rejected ? `activity:error:${said.join('\n')}` : 'activity:waiting';
    const item = activity.get(group) ?? {
      key: group,
      kind: 'activity' as const,
      table: change.table,
      ids: [],
      state: change.syncState,
      reason: rejected ? change.reason : null,
      resolvable: false,
      final: false,
      detail: NO_DETAIL,
    };
    item.ids.push(change.id);
    // Some of the group on its way to the server: the line says Sending.
    if (change.syncState === 'pending') item.state = 'pending';
    activity.set(group, item);
  }
  return [...items, ...activity.values()].sort(compare);
}

const RECORD_TITLES: Partial<Record<Table, [MessageKey, MessageKey]>> = {
  appointment: ['syncItem.appointment', 'syncItem.appointmentNoClient'],
  visit: ['syncItem.visit', 'syncItem.visitNoClient'],
  document: ['syncItem.document', 'syncItem.documentNoClient'],
  visitCorrection: ['syncItem.visitCorrection', 'syncItem.visitCorrection'],
};

/** 'Appointment with Jane Doe', '12 activity records'. */
export function itemTitle(item: PendingItem): SyncText {
  if (item.kind === 'activity') return { key: 'syncItem.activityMany', params: { count: item.ids.length } };
  const [withClient, without] = RECORD_TITLES[item.table] ?? ['syncItem.other', 'syncItem.other'];
  const client = item.detail.clientName;
  return client ? { key: withClient, params: { client } } : { key: without };
}

export function stateText(state: WaitingState): SyncText {
  return { key: `syncState.${state}` };
}

/** A client's name as the list shows it, from the decrypted client record; null when it has none. */
export function clientNameOf(client: { firstName?: string; lastName?: string } | undefined): string | null {
  const name = [client?.firstName, client?.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return name || null;
}

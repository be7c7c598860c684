import { en, type Message, type MessageKey, type MessageParams } from '@carevisit/core';
import type { LoadProgress, PendingChange, SyncOutcome } from '../../data/index.ts';

/** A catalog text whose parameters may be catalog texts themselves (a table's name inside a sentence). */
export interface SyncText {
  key: MessageKey;
  params?: Record<string, string | number | SyncText>;
}

/** Turns a key and plain parameters into words: i18next's t in the app, core's formatMessage in tests. */
export type FormatText = (key: MessageKey, params?: MessageParams) => string;

export function renderText(text: SyncText, format: FormatText): string {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(text.params ?? {}))
    params[name] = typeof value === 'object' ? renderText(value, format) : value;
  return format(text.key, params);
}

/** The friendly name of a synced table ('clients'), or 'data' for one the catalog does not name. */
function tableNameText(table: string): SyncText {
  const key = table in en.syncTable ? (table as keyof typeof en.syncTable) : 'other';
  return { key: `syncTable.${key}` };
}

/** The table loading now, if any: reads run one table at a time, so the first found is the one. */
export function activeLoad(all: readonly LoadProgress[]): LoadProgress | null {
  return all.find((progress) => progress.status === 'loading') ?? null;
}

/** 'Syncing clients 120 of 600', or 'Syncing clients…' while the server has not told the total. */
export function progressText(progress: LoadProgress): SyncText {
  const table = tableNameText(progress.table);
  if (progress.total === undefined) return { key: 'syncStatus.syncingTable', params: { table } };
  return {
    key: 'syncStatus.syncing',
    params: { table, loaded: Math.min(progress.loaded, progress.total), total: progress.total },
  };
}

/** The handheld's short form beside the spinner: '120/600', the count alone without a total, or nothing. */
export function compactProgress(progress: LoadProgress): SyncText | string | null {
  if (progress.total !== undefined)
    return {
      key: 'syncStatus.compactCount',
      params: { loaded: Math.min(progress.loaded, progress.total), total: progress.total },
    };
  return progress.loaded > 0 ? String(progress.loaded) : null;
}

/** 0..100 for a determinate progress bar, or null when the total is unknown. */
export function progressPercent(progress: LoadProgress): number | null {
  if (!progress.total) return null;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

export interface PendingSummary {
  total: number;
  rejected: number;
}

export function summarizePending(changes: readonly PendingChange[]): PendingSummary {
  return { total: changes.length, rejected: changes.filter((change) => change.syncState === 'error').length };
}

export type IndicatorState =
  | { kind: 'loading'; progress: LoadProgress }
  /** Signed in on a device that has not finished a single read yet: the first sync is about to run. */
  | { kind: 'notSynced' }
  | { kind: 'idle'; pending: PendingSummary; failed: Message | null };

/**
 * What the header shows: a load in progress first; otherwise what waits, and the last failed load while
 * online (offline, the header's offline icon already says why nothing loads).
 */
export function indicatorState(
  all: readonly LoadProgress[],
  pending: PendingSummary,
  online: boolean,
  everSynced: boolean,
): IndicatorState {
  const loading = activeLoad(all);
  if (loading) return { kind: 'loading', progress: loading };
  const failed = online ? (all.find((progress) => progress.status === 'error')?.error ?? null) : null;
  // Nothing was ever read: 'Everything is synced' would be a false promise, whatever waits to be sent.
  if (!everSynced && failed === null) return { kind: 'notSynced' };
  return { kind: 'idle', pending, failed };
}

/**
 * '3 records waiting to sync', '2 records waiting to sync, 1 rejected', '1 record rejected by the server', or
 * 'Everything is synced': a rejected record is not counted as waiting too (issue 36: one record read '1 record
 * waiting to sync, 1 rejected').
 */
function pendingText(pending: PendingSummary): SyncText {
  if (pending.total === 0) return { key: 'syncStatus.synced' };
  const count = pending.total - pending.rejected;
  if (count === 0) return { key: 'syncStatus.rejectedOnlyMany', params: { count: pending.rejected } };
  const waiting: SyncText = { key: 'syncStatus.waitingMany', params: { count } };
  if (pending.rejected === 0) return waiting;
  return { key: 'syncStatus.withRejected', params: { waiting, rejected: pending.rejected } };
}

/** The state in words, for the tooltip and the live region. */
export function indicatorText(state: IndicatorState): SyncText {
  if (state.kind === 'loading') return progressText(state.progress);
  if (state.kind === 'notSynced') return { key: 'syncStatus.neverSynced' };
  if (state.failed && state.pending.total === 0)
    return { key: 'syncStatus.loadFailed', params: { reason: state.failed } };
  return pendingText(state.pending);
}

/** The header button's accessible name: 'Sync status: …' with the state in words, and offline when it is. */
export function buttonLabel(state: IndicatorState, online = true): SyncText {
  const key = online ? 'syncStatus.buttonLabel' : 'syncStatus.buttonLabelOffline';
  return { key, params: { state: indicatorText(state) } };
}

/** What a screen reader hears as sync moves on: the table, not every page of it. */
export function announcementText(state: IndicatorState): SyncText {
  if (state.kind === 'loading')
    return { key: 'syncStatus.syncingTable', params: { table: tableNameText(state.progress.table) } };
  return indicatorText(state);
}

/** How 'Sync now', Retry or Discard ended; 'offline' when the device had no connection to try with. */
export type SyncResult =
  SyncOutcome | { kind: 'rejected'; count: number } | { kind: 'offline' } | { kind: 'discarded' };

/** A sync that went through while the server refused records says so: 'complete' alone would mislead. */
export function withRejected(result: SyncResult, pending: PendingSummary): SyncResult {
  return result.kind === 'synced' && pending.rejected > 0
    ? { kind: 'rejected', count: pending.rejected }
    : result;
}

export function outcomeText(result: SyncResult): SyncText {
  switch (result.kind) {
    case 'synced':
      return { key: 'syncOutcome.synced' };
    case 'rejected':
      return { key: 'syncOutcome.rejectedMany', params: { count: result.count } };
    case 'retrying':
      return { key: 'syncOutcome.retrying', params: { seconds: Math.max(1, Math.ceil(result.inMs / 1000)) } };
    case 'offline':
      return { key: 'syncOutcome.offline' };
    case 'paused':
      return { key: 'syncOutcome.paused' };
    case 'failed':
      return { key: 'syncOutcome.failed' };
    case 'discarded':
      return { key: 'syncOutcome.discarded' };
  }
}

export type OutcomeTone = 'success' | 'info' | 'warning' | 'error';

export function outcomeTone(result: SyncResult): OutcomeTone {
  switch (result.kind) {
    case 'synced':
    case 'discarded':
      return 'success';
    case 'retrying':
    case 'offline':
      return 'info';
    case 'rejected':
    case 'paused':
      return 'warning';
    case 'failed':
      return 'error';
  }
}

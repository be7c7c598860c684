import { describe, expect, it } from 'vitest';
import { formatMessage } from '@carevisit/core';
import type { LoadProgress } from '../../data/index.ts';
import {
  announcementText,
  buttonLabel,
  compactProgress,
  indicatorState,
  indicatorText,
  outcomeText,
  outcomeTone,
  progressPercent,
  progressText,
  renderText,
  summarizePending,
  withRejected,
  type SyncText,
} from './sync-text.ts';

const words = (text: SyncText | string | null) =>
  text === null || typeof text === 'string' ? text : renderText(text, formatMessage);
const loading = (table: string, loaded: number, total?: number): LoadProgress => ({
  table,
  status: 'loading',
  loaded,
  ...(total === undefined ? {} : { total }),
});
const done = (table: string): LoadProgress => ({ table, status: 'success', loaded: 3 });
const none = { total: 0, rejected: 0 };

describe('sync progress in words (issue 4 §5)', () => {
  it("says 'Syncing clients 120 of 600' with the table's friendly name", () => {
    expect(words(progressText(loading('client', 120, 600)))).toBe('Syncing clients 120 of 600');
    expect(words(progressText(loading('appointment', 0, 40)))).toBe('Syncing appointments 0 of 40');
    expect(words(progressText(loading('serviceLocation', 10, 20)))).toBe(
      'Syncing service locations 10 of 20',
    );
  });

  it('without a total names only the table, and an unknown table is data', () => {
    expect(words(progressText(loading('visit', 80)))).toBe('Syncing visits…');
    expect(words(progressText(loading('somethingNew', 5)))).toBe('Syncing data…');
  });

  it('never says more loaded than the total', () => {
    expect(words(progressText(loading('client', 700, 600)))).toBe('Syncing clients 600 of 600');
    expect(progressPercent(loading('client', 700, 600))).toBe(100);
  });

  it('the handheld shows the count only', () => {
    expect(words(compactProgress(loading('client', 120, 600)))).toBe('120/600');
    expect(compactProgress(loading('client', 100))).toBe('100');
    expect(compactProgress(loading('client', 0))).toBeNull();
    expect(progressPercent(loading('client', 150, 600))).toBe(25);
    expect(progressPercent(loading('client', 150))).toBeNull();
  });
});

describe('the header indicator', () => {
  it('shows the table loading now before anything else', () => {
    const state = indicatorState(
      [done('organization'), loading('client', 120, 600)],
      { total: 3, rejected: 1 },
      true,
      true,
    );
    expect(state.kind).toBe('loading');
    expect(words(buttonLabel(state))).toBe('Sync status: Syncing clients 120 of 600');
    // The live region names the table, not every page of it.
    expect(words(announcementText(state))).toBe('Syncing clients…');
  });

  it('when idle says everything is synced, or how many records wait and how many were refused', () => {
    expect(words(buttonLabel(indicatorState([done('client')], none, true, true)))).toBe(
      'Sync status: Everything is synced',
    );
    expect(words(indicatorText(indicatorState([], { total: 1, rejected: 0 }, true, true)))).toBe(
      '1 record waiting to sync',
    );
    expect(words(indicatorText(indicatorState([], { total: 4, rejected: 0 }, true, true)))).toBe(
      '4 records waiting to sync',
    );
    expect(words(indicatorText(indicatorState([], { total: 4, rejected: 2 }, true, true)))).toBe(
      '2 records waiting to sync, 2 rejected',
    );
    // Issue 36: a rejected record is not counted as waiting too.
    expect(words(indicatorText(indicatorState([], { total: 1, rejected: 1 }, true, true)))).toBe(
      '1 record rejected by the server',
    );
    expect(words(indicatorText(indicatorState([], { total: 3, rejected: 3 }, true, true)))).toBe(
      '3 records rejected by the server',
    );
    expect(words(indicatorText(indicatorState([], { total: 3, rejected: 1 }, true, true)))).toBe(
      '2 records waiting to sync, 1 rejected',
    );
  });

  it('before the first read ever finishes says it has not synced yet, not that everything is synced', () => {
    const state = indicatorState([], none, true, false);
    expect(state.kind).toBe('notSynced');
    expect(words(buttonLabel(state))).toBe('Sync status: Not synced yet');
    // A failed first read says why.
    const failed: LoadProgress = {
      table: 'staff',
      status: 'error',
      loaded: 0,
      error: { key: 'offline.mode' },
    };
    expect(indicatorState([failed], none, true, false).kind).toBe('idle');
  });

  it('tells a failed load while online, with its catalog message; offline the offline icon says it', () => {
    const failed: LoadProgress = {
      table: 'appointment',
      status: 'error',
      loaded: 0,
      error: { key: 'login.serviceResponseError' },
    };
    expect(words(indicatorText(indicatorState([failed], none, true, true)))).toBe(
      'Last sync failed: A problem occurred with the service response. Please try again later.',
    );
    expect(indicatorState([failed], none, false, true)).toEqual({
      kind: 'idle',
      pending: none,
      failed: null,
    });
    // Records waiting matter more than the reason the last read failed.
    expect(words(indicatorText(indicatorState([failed], { total: 2, rejected: 0 }, true, true)))).toBe(
      '2 records waiting to sync',
    );
  });

  it('counts what waits and what was refused', () => {
    expect(
      summarizePending([
        {
          table: 'appointment',
          kind: 'userData',
          id: -1,
          syncState: 'dirty',
          reason: null,
          resolvable: false,
          final: false,
        },
        {
          table: 'visit',
          kind: 'userData',
          id: -2,
          syncState: 'error',
          reason: 'Visit not found.',
          resolvable: false,
          final: false,
        },
        {
          table: 'auditLog',
          kind: 'activity',
          id: 'a',
          syncState: 'pending',
          reason: null,
          resolvable: false,
          final: false,
        },
      ]),
    ).toEqual({ total: 3, rejected: 1 });
  });
});

describe("how 'Sync now' ended", () => {
  it('in words, with the retry rounded up to whole seconds', () => {
    expect(words(outcomeText({ kind: 'synced' }))).toBe('Sync complete.');
    expect(words(outcomeText({ kind: 'retrying', inMs: 4200 }))).toBe(
      'The server could not be reached. Sync will retry in 5 s.',
    );
    expect(words(outcomeText({ kind: 'retrying', inMs: 0 }))).toContain('retry in 1 s');
    expect(words(outcomeText({ kind: 'offline' }))).toBe(
      'The device is offline. Records waiting here are sent when the connection returns.',
    );
    expect(words(outcomeText({ kind: 'paused', reason: 'refreshFailed' }))).toBe(
      'Sync is paused until you log in again.',
    );
    expect(words(outcomeText({ kind: 'failed', error: new Error('x') }))).toBe(
      'Sync did not complete. Please try again later.',
    );
    expect(words(outcomeText({ kind: 'discarded' }))).toBe('The record was discarded.');
  });

  it('a sync that went through while the server refused records says so', () => {
    expect(withRejected({ kind: 'synced' }, { total: 0, rejected: 0 })).toEqual({ kind: 'synced' });
    const one = withRejected({ kind: 'synced' }, { total: 2, rejected: 1 });
    expect(words(outcomeText(one))).toBe(
      'Sync complete, but the server rejected 1 record. Its reason is shown below.',
    );
    expect(words(outcomeText(withRejected({ kind: 'synced' }, { total: 3, rejected: 3 })))).toBe(
      'Sync complete, but the server rejected 3 records. Their reasons are shown below.',
    );
    expect(outcomeTone(one)).toBe('warning');
    // Only a sync that went through: a retry or offline says that instead.
    expect(withRejected({ kind: 'offline' }, { total: 3, rejected: 3 })).toEqual({ kind: 'offline' });
  });

  it('with a tone for the alert', () => {
    expect(outcomeTone({ kind: 'synced' })).toBe('success');
    expect(outcomeTone({ kind: 'offline' })).toBe('info');
    expect(outcomeTone({ kind: 'failed', error: null })).toBe('error');
  });
});

import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { weekOfDay } from '@carevisit/core';
import type { RecordStore } from '../record-store.ts';
import { T0 } from '../testing/samples.ts';
import { freshStore } from '../testing/test-db.ts';
import { payWeekVisits } from './pay-week-visits.ts';
import { localVisitStanding } from './local-visit-standing.ts';
import { VISIT_ID, put, putVerifiedVisit, submission } from './testing/evv-device.ts';

// Screens read where visits stand through live queries: a send the sync brings must reach them, though every
// record is decrypted (WebCrypto, outside Dexie) between the queries that read it.

let store: RecordStore | undefined;
afterEach(() => store?.db.close());

/** The statuses a live query emits until the one wanted (or the wait ends). */
function emitsUntil<T>(querier: () => Promise<T>, wanted: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the live query did not emit the change')), 3_000);
    const subscription = liveQuery(querier).subscribe({
      next: (value) => {
        if (!wanted(value)) return;
        clearTimeout(timer);
        subscription.unsubscribe();
        resolve(value);
      },
      error: reject,
    });
  });
}

describe('where a visit stands, live', () => {
  it('a send synced after the first answer reaches the visit standing and the pay week', async () => {
    store = await freshStore();
    await putVerifiedVisit(store);
    const s = store;
    const standing = emitsUntil(
      () => localVisitStanding(s, VISIT_ID),
      (value) => value?.status === 'accepted',
    );
    const week = emitsUntil(
      () => payWeekVisits(s, 7, weekOfDay(new Date(T0).toISOString().slice(0, 10)), 'America/New_York'),
      (visits) => visits[0]?.standing?.status === 'accepted',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await put(s, 'evvSubmission', submission(1, '5', 'accepted'));
    expect((await standing)?.status).toBe('accepted');
    expect((await week)[0]?.standing?.status).toBe('accepted');
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { readinessProblem } from '@carevisit/core';
import type { RecordStore } from '../record-store.ts';
import { freshStore } from '../testing/test-db.ts';
import { localVisitStanding } from './local-visit-standing.ts';
import {
  VISIT_ID,
  enrolment,
  personalCare,
  put,
  putVerifiedVisit,
  submission,
} from './testing/evv-device.ts';

// Issue 32 item 7: where a verified visit stands with the payer, on the device: its own check until the server's
// sends of it arrive, then the latest send.

let store: RecordStore | undefined;
afterEach(() => store?.db.close());

/** A verified visit whose client program has no Medicaid id: the device check finds it. */
async function visitNeedingAttention() {
  store = await freshStore();
  await putVerifiedVisit(store);
  await put(store, 'clientProgram', { ...enrolment, medicaidId: null });
  return store;
}

describe('where a verified visit stands, from the device', () => {
  it("is the device's check until the server has sent it: Needs attention, with the fix", async () => {
    const store = await visitNeedingAttention();
    expect(await localVisitStanding(store, VISIT_ID)).toEqual({
      status: 'needs_attention',
      problems: [readinessProblem('clientMedicaidIdMissing')],
      reasons: [],
    });
  });

  it('follows the latest send by SequenceID, whatever the device finds', async () => {
    const store = await visitNeedingAttention();
    await put(
      store,
      'evvSubmission',
      submission(1, '9', 'rejected', { exceptions: [{ id: '0', description: 'x' }] }),
    );
    expect(await localVisitStanding(store, VISIT_ID)).toMatchObject({
      status: 'rejected',
      reasons: [{ key: 'evvException.unknownClient' }],
    });
    await put(store, 'evvSubmission', submission(2, '10', 'accepted'));
    expect(await localVisitStanding(store, VISIT_ID)).toEqual({
      status: 'accepted',
      problems: [],
      reasons: [],
    });
    // Another visit's send is not this one's.
    await put(store, 'evvSubmission', submission(3, '11', 'rejected', { evvVisitId: 901 }));
    expect((await localVisitStanding(store, VISIT_ID))?.status).toBe('accepted');
  });

  it("once the server has checked a visit it holds back, its codes speak, not the device's", async () => {
    const store = await visitNeedingAttention();
    await put(store, 'evvSubmission', submission(1, '3', 'queued', { problems: ['payerMissing'] }));
    expect(await localVisitStanding(store, VISIT_ID)).toEqual({
      status: 'needs_attention',
      problems: [readinessProblem('payerMissing')],
      reasons: [],
    });
  });

  it('finds the sends of a visit a screen still knows by its temporary id', async () => {
    const store = await visitNeedingAttention();
    await store.db.idMap.put({ id: 'visit:-5', table: 'visit', tempId: -5, serverId: VISIT_ID });
    await put(store, 'evvSubmission', submission(1, '1', 'sent'));
    expect((await localVisitStanding(store, -5))?.status).toBe('sent');
  });

  it('is none for a visit of an activity EVV does not apply to: it is never sent to the payer', async () => {
    const store = await visitNeedingAttention();
    await put(store, 'activity', { ...personalCare, evvApplies: false });
    expect(await localVisitStanding(store, VISIT_ID)).toBeNull();
  });
});

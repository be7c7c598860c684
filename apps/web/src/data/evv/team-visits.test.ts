import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordStore } from '../record-store.ts';
import { freshStore } from '../testing/test-db.ts';
import { teamVisits } from './team-visits.ts';
import { saveVisitCorrection } from './visit-corrections.ts';
import { caregiver, put, submission } from './testing/evv-device.ts';

// Issue 32 item 7: a supervisor's list of her team's visits the payer has not accepted yet, from the sends the
// server gives her.

let store: RecordStore | undefined;
afterEach(() => store?.db.close());

const SUPERVISOR = 5;

describe("a supervisor's team visits", () => {
  it('lists each visit of her staff once, as its latest send, unless accepted, by date of service and start', async () => {
    store = await freshStore();
    await put(store, 'staff', caregiver, { ...caregiver, staffId: SUPERVISOR, lastName: 'Boss' });
    const early = '2030-01-09T14:00:00.000Z';
    const late = '2030-01-09T19:00:00.000Z';
    await put(
      store,
      'evvSubmission',
      // Her own visit: not a team visit.
      submission(1, '1', 'rejected', { evvVisitId: 800, staffId: SUPERVISOR }),
      // Rejected, then accepted once fixed: off the list.
      submission(2, '2', 'rejected', { evvVisitId: 901 }),
      submission(3, '3', 'accepted', { evvVisitId: 901 }),
      // Accepted before, sent again and rejected: on it, as the latest send.
      submission(4, '4', 'accepted', { evvVisitId: 902, serviceDate: '2030-01-09', visitStart: late }),
      submission(5, '15', 'rejected', { evvVisitId: 902, serviceDate: '2030-01-09', visitStart: late }),
      // A staff member whose record is not on her device, sent the same day earlier, and the day before.
      submission(6, '6', 'sent', {
        evvVisitId: 903,
        staffId: 9,
        serviceDate: '2030-01-09',
        visitStart: early,
      }),
      submission(7, '7', 'queued', {
        evvVisitId: 904,
        serviceDate: '2030-01-08',
        problems: ['payerMissing'],
      }),
    );

    const visits = await teamVisits(store, SUPERVISOR);
    expect(
      visits.map(({ submission, staffName, standing }) => [
        submission.evvVisitId,
        submission.submissionId,
        staffName,
        standing.status,
      ]),
    ).toEqual([
      [904, 7, 'Okafor, Grace', 'needs_attention'],
      [903, 6, null, 'sent'],
      [902, 5, 'Okafor, Grace', 'rejected'],
    ]);
    expect(visits[0]?.standing.problems.map(({ code }) => code)).toEqual(['payerMissing']);
  });

  it('shows a correction waiting on this device as ready to send, with its times, and a refused one beside the send', async () => {
    store = await freshStore();
    await put(store, 'staff', caregiver);
    await put(
      store,
      'evvSubmission',
      submission(1, '1', 'queued', { evvVisitId: 901, problems: ['editReasonMissing'] }),
      submission(2, '2', 'rejected', { evvVisitId: 902 }),
    );
    const correction = (evvVisitId: number, start: string) => ({
      evvVisitId,
      startDateTime: start,
      endDateTime: '2030-01-09T16:00:00.000Z',
      reasonCodeId: 7,
      memo: 'Caregiver forgot to clock out',
    });
    await saveVisitCorrection(store, () => 1_000, correction(901, '2030-01-09T14:00:00.000Z'));
    await saveVisitCorrection(store, () => 2_000, correction(901, '2030-01-09T14:30:00.000Z'));
    await saveVisitCorrection(store, () => 3_000, correction(902, '2030-01-09T15:00:00.000Z'));
    const refused = await store.table('visitCorrection').where('evvVisitId').equals(902).first();
    await store.table('visitCorrection').update(refused!.id, { syncState: 'error', syncError: 'No.' });

    const visits = await teamVisits(store, SUPERVISOR);
    const byVisit = new Map(visits.map((visit) => [visit.submission.evvVisitId, visit]));
    // The latest correction made of a visit is the one that counts.
    expect(byVisit.get(901)).toMatchObject({
      start: '2030-01-09T14:30:00.000Z',
      end: '2030-01-09T16:00:00.000Z',
      standing: { status: 'ready' },
      correction: { syncState: 'dirty' },
    });
    expect(byVisit.get(902)).toMatchObject({
      standing: { status: 'rejected' },
      correction: { syncState: 'error', syncError: 'No.' },
    });
    expect(byVisit.get(902)?.start).toBe(byVisit.get(902)?.submission.visitStart);
  });

  it('is empty without sends of others', async () => {
    store = await freshStore();
    expect(await teamVisits(store, SUPERVISOR)).toEqual([]);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { weekOfDay } from '@carevisit/core';
import type { RecordStore } from '../record-store.ts';
import { HOUR, T0 } from '../testing/samples.ts';
import { freshStore } from '../testing/test-db.ts';
import type { VisitData } from '../visit-data.ts';
import { payWeekVisits } from './pay-week-visits.ts';
import {
  VISIT_ID,
  enrolment,
  keptAppointment,
  put,
  putVerifiedVisit,
  storedCorrection,
  submission,
  verifiedVisit,
} from './testing/evv-device.ts';

// Issue 32 item 7, "Will I be paid": the caregiver's verified visits of a week, by the date of service the payer
// is told (in the organization's time zone, here New York's), each with the minutes it bills and where it stands.

let store: RecordStore | undefined;
afterEach(() => store?.db.close());

const NEW_YORK = 'America/New_York';
// T0 is Thursday 10 January 2030, 10:00 in New York: its week runs from Sunday the 6th to Saturday the 12th.
const WEEK = weekOfDay('2030-01-10');
const at = (iso: string) => Date.parse(iso);

/** A verified visit of caregiver 7 (or the one it names) with its appointment, from `start` for `hours`. */
async function putVisit(evvVisitId: number, start: number, visit: Partial<VisitData> = {}, hours = 1) {
  const appointmentId = evvVisitId - 600;
  const staffId = visit.staffId ?? 7;
  await put(store!, 'appointment', keptAppointment(appointmentId, start, { staffId }, hours));
  await put(store!, 'visit', verifiedVisit(evvVisitId, appointmentId, start, visit, hours));
}

describe("a caregiver's pay week", () => {
  it("holds her verified visits whose date of service in the organization's zone is in the week, by start", async () => {
    store = await freshStore();
    await putVerifiedVisit(store);
    // Saturday 21:00 in New York is already Sunday in UTC: still this week.
    await putVisit(911, at('2030-01-13T02:00:00Z'));
    // The Saturday before at 22:00 in New York is this week's Sunday in UTC: last week.
    await putVisit(912, at('2030-01-06T03:00:00Z'));
    // Sunday 00:30 in New York opens the week; the next Sunday 00:30 is the next week.
    await putVisit(913, at('2030-01-06T05:30:00Z'));
    await putVisit(914, at('2030-01-13T05:30:00Z'));
    // Not verified yet, another caregiver's, and a deleted one: none of them.
    await putVisit(915, T0 + 3 * HOUR, { complete: 0, visitStatus: 'end' });
    await putVisit(916, T0 + 3 * HOUR, { staffId: 8 });
    await putVisit(917, T0 + 5 * HOUR, { deletedDate: '2030-01-10T20:00:00.000Z' });

    const week = await payWeekVisits(store, 7, WEEK, NEW_YORK);
    expect(week.map(({ visit }) => visit.evvVisitId)).toEqual([913, VISIT_ID, 911]);
    // In UTC the same week would hold other visits: the zone decides.
    const utc = await payWeekVisits(store, 7, WEEK, 'UTC');
    expect(utc.map(({ visit }) => visit.evvVisitId)).toEqual([912, 913, VISIT_ID]);
  });

  it('gives each visit its appointment, client, the minutes it bills and where it stands', async () => {
    store = await freshStore();
    // Edited to 10:15-11:45 with a reason and comments: 90 minutes, though the calls were an hour apart.
    await putVerifiedVisit(store, {
      startDateTime: new Date(T0 + HOUR / 4).toISOString(),
      endDateTime: new Date(T0 + 1.75 * HOUR).toISOString(),
      adjustedBeginDateTime: new Date(T0 + HOUR / 4).toISOString(),
      adjustedEndDateTime: new Date(T0 + 1.75 * HOUR).toISOString(),
      editTimesReason: 13,
      editTimesComments: 'Client asked to start later.',
      editTimesEventType: 'EditTimes',
    });
    await putVisit(911, T0 + 4 * HOUR, {}, 2);
    await put(store, 'evvSubmission', submission(1, '5', 'accepted', { evvVisitId: 911 }));
    await put(store, 'clientProgram', { ...enrolment, medicaidId: null });

    const [edited, sent] = await payWeekVisits(store, 7, WEEK, NEW_YORK);
    expect(edited).toMatchObject({
      appointment: { appointmentId: 300, syncState: 'clean', syncError: null },
      clientName: 'Doe, Jane',
      minutes: 90,
      standing: { status: 'needs_attention', problems: [{ code: 'clientMedicaidIdMissing' }] },
    });
    expect(sent).toMatchObject({ minutes: 120, standing: { status: 'accepted' } });
  });

  it("bills a supervisor's latest correction the server stored, and checks the record it makes", async () => {
    store = await freshStore();
    await putVerifiedVisit(store);
    await put(store, 'evvSubmission', submission(1, '5', 'accepted'));
    const [before] = await payWeekVisits(store, 7, WEEK, NEW_YORK);
    expect(before).toMatchObject({ minutes: 60, standing: { status: 'accepted' } });

    // Corrected twice (the calls were an hour apart): the latest made counts, and its send waits on the server
    // unchecked, so the device's own check speaks, on the corrected record: nothing to fix.
    await put(store, 'storedVisitCorrection', storedCorrection(2, 105), storedCorrection(1, 90));
    await put(store, 'evvSubmission', submission(2, '6', 'queued'));
    const [after] = await payWeekVisits(store, 7, WEEK, NEW_YORK);
    expect(after).toMatchObject({
      minutes: 105,
      times: { end: new Date(T0 + 105 * 60_000).toISOString() },
      standing: { status: 'ready', problems: [] },
      // The latest made, with its reason code's name: her card says her hours were corrected, and why.
      correction: { madeAt: storedCorrection(2, 105).madeAt, reason: 'Caregiver forgot to clock in or out' },
    });
    expect(before?.correction).toBeNull();
  });

  it('names no client whose record is not on the device, and stands by the sends alone without evidence', async () => {
    store = await freshStore();
    await putVisit(911, T0);
    await put(store, 'evvSubmission', submission(1, '5', 'sent', { evvVisitId: 911 }));
    const [visit] = await payWeekVisits(store, 7, WEEK, NEW_YORK);
    expect(visit).toMatchObject({ clientName: null, minutes: 60, standing: { status: 'sent' } });
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordStore } from '../record-store.ts';
import { HOUR, T0 } from '../testing/samples.ts';
import { freshStore } from '../testing/test-db.ts';
import { deviceReadiness } from './device-readiness.ts';
import { VISIT_ID, enrolment, keptAppointment, put, putVerifiedVisit } from './testing/evv-device.ts';

// Issue 32 item 3: before she leaves, with no signal, the caregiver's device says what would make the aggregator
// reject the visit she just verified, with the fix, as the server's check will.

let store: RecordStore | undefined;
afterEach(() => store?.db.close());

async function device() {
  store = await freshStore();
  return store;
}

const codes = async (store: RecordStore) => (await deviceReadiness(store, VISIT_ID)).map(({ code }) => code);

describe("the device's readiness check of a verified visit", () => {
  it('finds nothing to fix in a visit with every identifier, both calls at home and no edit', async () => {
    const store = await device();
    await putVerifiedVisit(store);
    expect(await deviceReadiness(store, VISIT_ID)).toEqual([]);
  });

  it('says a client program without a Medicaid id needs the office, with the fix', async () => {
    const store = await device();
    await putVerifiedVisit(store);
    await put(store, 'clientProgram', { ...enrolment, medicaidId: null });
    expect(await deviceReadiness(store, VISIT_ID)).toEqual([
      {
        code: 'clientMedicaidIdMissing',
        sentence: { key: 'evvReadiness.clientMedicaidIdMissing' },
        fix: { action: 'askOffice', label: { key: 'evvFix.askOffice' } },
      },
    ]);
  });

  it('says times edited without a reason need one', async () => {
    const store = await device();
    const later = new Date(T0 + HOUR / 4).toISOString();
    await putVerifiedVisit(store, {
      startDateTime: later,
      adjustedBeginDateTime: later,
      adjustedEndDateTime: new Date(T0 + HOUR).toISOString(),
      editTimesReason: null,
      editTimesComments: 'Arrived late: traffic.',
    });
    expect(await codes(store)).toEqual(['editReasonMissing']);
  });

  it("weighs the caregiver's other visits as the server does: by the times they occupied, hers only", async () => {
    const store = await device();
    await putVerifiedVisit(store);
    await put(
      store,
      'appointment',
      // Booked over the visit, but its visit ended before: it no longer occupies the time.
      keptAppointment(301, T0 - HOUR / 2, { actualEndTime: new Date(T0 - HOUR / 4).toISOString() }),
      // Another caregiver's visit at the same time, and one of hers the client cancelled.
      keptAppointment(302, T0, { staffId: 8 }),
      keptAppointment(303, T0, { status: 'CBC' }),
    );
    expect(await codes(store)).toEqual([]);
    // Her visit that went on into this one's start does.
    await put(store, 'appointment', keptAppointment(304, T0 - HOUR, {}, 1.5));
    expect(await codes(store)).toEqual(['overlappingVisit']);
  });

  it('checks nothing before the visit is verified, nor without its evidence on the device', async () => {
    const store = await device();
    expect(await deviceReadiness(store, VISIT_ID)).toEqual([]);
    await putVerifiedVisit(store, { complete: 0, visitStatus: 'end', appointmentStatus: 'In Session' });
    await put(store, 'clientProgram', { ...enrolment, medicaidId: null });
    expect(await deviceReadiness(store, VISIT_ID)).toEqual([]);
  });
});

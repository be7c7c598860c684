import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { VisitEvidence } from '@carevisit/core';
import type { RecordStore } from '../record-store.ts';
import { freshStore } from '../testing/test-db.ts';
import { HOUR, T0 } from '../testing/samples.ts';
import { localVisitEvidence } from './local-visit-evidence.ts';
import {
  APPOINTMENT_ID,
  HOME,
  VISIT_ID,
  enrolment,
  putVerifiedVisit,
  verifiedVisit,
  visitAddress,
} from './testing/evv-device.ts';

// Issue 32 item 3: the device builds the evidence of a visit's Cures Act record from its local records exactly
// as the server builds it from its tables (apps/server/src/evv-export/visit-evidence.ts), so its readiness check
// answers as the server's will.

let store: RecordStore | undefined;
afterEach(() => store?.db.close());

const EDITED_START = new Date(T0 + HOUR / 4).toISOString();
const EDITED_END = new Date(T0 + HOUR + HOUR / 4).toISOString();
const edited = {
  startDateTime: EDITED_START,
  endDateTime: EDITED_END,
  originalStartDate: new Date(T0).toISOString(),
  originalEndDate: new Date(T0 + HOUR).toISOString(),
  adjustedBeginDateTime: EDITED_START,
  adjustedEndDateTime: EDITED_END,
  editTimesReason: 13,
  editTimesComments: 'Client asked to start later.',
  editTimesEventType: 'EditTimes',
};

/** What loadVisitEvidence returns for the same rows on the server, written out by hand. */
const serverEvidence: VisitEvidence = {
  visit: verifiedVisit(VISIT_ID, APPOINTMENT_ID, T0, edited) as VisitEvidence['visit'],
  appointment: {
    appointmentId: APPOINTMENT_ID,
    appointmentDate: '2030-01-10',
    startVisitAddress: visitAddress,
    endVisitAddress: null,
  },
  activity: { activityId: 4, code: 'PCA', description: 'Personal Care' },
  client: { clientId: 70, firstName: 'Jane', lastName: 'Doe' },
  staff: { staffId: 7, firstName: 'Grace', lastName: 'Okafor' },
  organization: { organizationId: 2, evvState: 'NJ', timeZone: 'America/New_York' },
  homeAddress: {
    addressLatitude: HOME.latitude,
    addressLongitude: HOME.longitude,
    street1: '14 Cooper St',
    city: 'Camden',
    state: 'NJ',
    zip: '08102',
  },
  edits: [
    {
      madeByStaffId: 7,
      madeAt: '2030-01-10T16:05:00.000Z',
      start: EDITED_START,
      end: EDITED_END,
      reasonCodeId: 13,
      memo: 'Client asked to start later.',
    },
  ],
  reasonCodes: [
    { descriptorId: 11, name: 'Caregiver forgot to clock in or out' },
    { descriptorId: 13, name: 'Client requested schedule change' },
  ],
  billing: {
    providerMedicaidId: '004210357',
    payerId: 'NJDHS',
    payerProgram: 'PCA',
    clientMedicaidId: '073914265',
    procedureCode: 'T1019',
    modifiers: ['U1'],
    evvApplies: true,
    employeeIdentifierPresent: true,
    employeeQualifier: 'EmployeeSSN',
  },
};

describe('the evidence of a visit, from the local database', () => {
  it("is what the server builds: the visit, the appointment's visit address, the client's home, the edits, reason codes and billing data", async () => {
    store = await freshStore();
    await putVerifiedVisit(store, edited, { startVisitAddress: visitAddress });
    expect(await localVisitEvidence(store, VISIT_ID)).toEqual(serverEvidence);
  });

  it('leaves out what only the device keeps, and follows a temporary id to the server id it became', async () => {
    store = await freshStore();
    await putVerifiedVisit(
      store,
      { ...edited, verifiedElsewhere: true },
      { startVisitAddress: visitAddress },
    );
    await store.db.idMap.put({ id: 'visit:-5', table: 'visit', tempId: -5, serverId: VISIT_ID });
    expect(await localVisitEvidence(store, -5)).toEqual(serverEvidence);
  });

  it('dates the edit by the Time Out while the server has not stored the visit yet', async () => {
    store = await freshStore();
    await putVerifiedVisit(store, { ...edited, changedDate: null });
    const evidence = await localVisitEvidence(store, VISIT_ID);
    expect(evidence?.visit.changedDate).toBe(new Date(T0 + HOUR).toISOString());
    expect(evidence?.edits[0]?.madeAt).toBe(new Date(T0 + HOUR).toISOString());
  });

  it('is null when a piece is not on the device: the visit, its client program, or the client record', async () => {
    store = await freshStore();
    expect(await localVisitEvidence(store, VISIT_ID)).toBeNull();
    await putVerifiedVisit(store, {}, { clientProgramId: null });
    expect(await localVisitEvidence(store, VISIT_ID)).toBeNull();
    await putVerifiedVisit(store);
    await store.table('clientProgram').delete(enrolment.clientProgramId);
    expect(await localVisitEvidence(store, VISIT_ID)).toBeNull();
    await putVerifiedVisit(store);
    await store.table('client').delete(70);
    expect(await localVisitEvidence(store, VISIT_ID)).toBeNull();
  });
});

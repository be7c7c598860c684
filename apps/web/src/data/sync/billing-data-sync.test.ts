import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Activity, ClientProgram, Staff } from '@carevisit/core';
import { engineHarness } from '../testing/engine-harness.ts';
import { newJersey } from '../testing/samples.ts';
import type { SyncTableName } from './read-sources.ts';

// Issue 32 item 1: the billing data reaches the local database with the ordinary reads, for the readiness check
// offline, and is stored like every record: encrypted, with only the usual ids in the clear.

let close: () => void = () => undefined;
afterEach(() => close());

const synced = { changedDate: '2030-01-01T00:00:00.000Z', deletedDate: null };
const MEDICAID_ID = '073914265';

const enrolment: ClientProgram = {
  clientProgramId: 70,
  clientId: 5,
  programId: 30,
  organizationId: 2,
  beginDate: '2024-01-01',
  endDate: null,
  payer: 'CTDSS',
  payerProgram: 'PCA',
  medicaidId: MEDICAID_ID,
  ...synced,
};
const personalCare: Activity = {
  activityId: 10,
  description: 'Personal Care',
  code: 'T1019',
  nonBillableMinutes: false,
  canAddDocumentInErc: true,
  isIncludeCarelogicEvv: true,
  requireEvvAddress: true,
  requireEditTimesReason: true,
  isAggregator: false,
  evvApplies: true,
  procedureCode: 'T1019',
  procedureModifiers: ['U1', 'TT'],
  ...synced,
};
const caregiver: Staff = {
  staffId: 7,
  firstName: 'Grace',
  lastName: 'Okafor',
  primaryOrganizationId: 2,
  additionalOrganizationIds: [],
  supervisoryIds: [],
  requireElectronicServDoc: false,
  isMultiBookSchedule: false,
  employeeIdQualifier: 'EmployeeSSN',
  hasEmployeeIdentifier: true,
  ...synced,
};

const cases: [SyncTableName, string, Record<string, unknown>, string[]][] = [
  ['organization', 'organization', newJersey, [newJersey.medicaidProviderId!]],
  ['clientProgram', 'clientprogram', enrolment, [MEDICAID_ID, 'CTDSS']],
  ['activity', 'activity', personalCare, ['T1019', 'U1']],
  ['staff', 'staff', caregiver, ['EmployeeSSN']],
];

describe('billing data on the device', () => {
  it('is stored as read, and on disk only as ciphertext', async () => {
    const h = await engineHarness();
    close = () => h.store.db.close();
    for (const [local, server, resource, secrets] of cases) {
      h.server.tables.set(server, [resource]);
      await h.engine.syncTable(local);
      const [row] = await h.store.table(local).toArray();
      expect(await h.store.open(local, row!)).toEqual(resource);
      const onDisk = JSON.stringify(row, (_key, value: unknown) =>
        value instanceof ArrayBuffer || ArrayBuffer.isView(value)
          ? Buffer.from(value as Uint8Array).toString('latin1')
          : value,
      );
      expect(row!.ciphertext).toBeInstanceOf(Uint8Array);
      for (const secret of secrets) expect(onDisk, `${local} on disk`).not.toContain(secret);
    }
  });
});

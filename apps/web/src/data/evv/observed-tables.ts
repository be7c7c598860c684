import type { EncryptedTableName } from '../local-tables.ts';
import type { RecordStore } from '../record-store.ts';

/**
 * Every table where a visit's standing comes from: its evidence (with a supervisor's corrections), the caregiver's
 * other appointments, its sends.
 */
export const STANDING_TABLES: readonly EncryptedTableName[] = [
  'visit',
  'storedVisitCorrection',
  'appointment',
  'evvSubmission',
  'activity',
  'clientProgram',
  'client',
  'organization',
  'staff',
  'descriptor',
];

/**
 * Dexie's live queries (the screens' useLiveQuery) see what a querier reads only until its first await of work
 * outside Dexie, and every record is opened with WebCrypto: a querier that reads again after opening records would
 * miss later changes (a send synced after the first answer). It names its tables first, reading their keys only,
 * so it runs again whenever any of them changes.
 */
export async function observeTables(
  store: RecordStore,
  tables: readonly EncryptedTableName[],
): Promise<void> {
  await Promise.all([
    ...tables.map((table) => store.table(table).toCollection().primaryKeys()),
    store.db.idMap.toCollection().primaryKeys(),
  ]);
}

import { useLiveResult } from './use-live-result.ts';
import type { RecordStore } from '../../data/record-store.ts';
import type { EncryptedTableName } from '../../data/local-tables.ts';

/** One local record, decrypted, kept current as sync changes it (architecture: screens read live queries). */
export function useRecord<T>(
  store: RecordStore,
  table: EncryptedTableName,
  id: number | string | null | undefined,
): T | undefined {
  return useLiveResult(
    async () => (id == null ? undefined : (await store.get<T>(table, id))?.data),
    [store, table, id],
  );
}

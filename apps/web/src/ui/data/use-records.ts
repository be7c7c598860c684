import { useLiveResult } from './use-live-result.ts';
import type { EncryptedTableName } from '../../data/local-tables.ts';
import type { RecordStore } from '../../data/record-store.ts';

/** Narrows a table to the rows whose clear index equals a value (e.g. caseload by staffId). */
export interface RecordFilter {
  index: string;
  equals: number | string;
}

/**
 * Every readable record of a local table, decrypted, kept current as sync changes it (architecture: screens read
 * live queries). A row that cannot be opened is left out here; the sync status lists it.
 */
export function useRecords<T>(
  store: RecordStore,
  table: EncryptedTableName,
  filter?: RecordFilter,
): T[] | undefined {
  return useLiveResult(async () => {
    const source = store.table(table);
    const rows = filter
      ? await source.where(filter.index).equals(filter.equals).toArray()
      : await source.toArray();
    const { opened } = await store.openReadable<T>(table, rows);
    return opened.map(({ data }) => data);
  }, [store, table, filter?.index, filter?.equals]);
}

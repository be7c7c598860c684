import { useActiveSession } from '../../../session/session-context.tsx';
import { useRecords } from '../../../ui/data/use-records.ts';

export type ClinicalTable = 'allergy' | 'medication' | 'diagnosis';

/** One record of a client's clinical table from the local database: undefined while read, null when absent. */
export function useClinicalRecord<T>(
  table: ClinicalTable,
  clientId: number,
  matches: (record: T) => boolean,
): T | null | undefined {
  const { session } = useActiveSession();
  const records = useRecords<T>(session.store, table, { index: 'clientId', equals: clientId });
  return records === undefined ? undefined : (records.find(matches) ?? null);
}

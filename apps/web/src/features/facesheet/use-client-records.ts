import { useEffect } from 'react';
import { useActiveSession } from '../../session/session-context.tsx';
import { useOnline } from '../../platform/online-status.ts';
import { useRecords } from '../../ui/data/use-records.ts';

/** The face sheet's own client records: read for one client (spec 2 §7), kept by clientId on the device. */
export type ClientRecordTable = 'vital' | 'message' | 'document' | 'allergy' | 'medication' | 'diagnosis';

/**
 * One client's records of a table from the local database, kept current as sync changes them. Online, the
 * client's records are read again first (spec 2 §7: clinical reads pass the client id; the documents read has
 * no client parameter, so it runs as the incremental read of the user's documents). When the read fails, the
 * local records stand (spec 2 §7: "If a fetch fails, the app loads from local data").
 */
export function useClientRecords<T>(table: ClientRecordTable, clientId: number): T[] | undefined {
  const { session, engine } = useActiveSession();
  const online = useOnline();
  useEffect(() => {
    if (!online || session.offline) return;
    // The engine reports a failed read on its status board; the screen keeps showing what it has.
    const read = table === 'document' ? engine.syncTable(table) : engine.syncTable(table, { clientId });
    read.catch(() => undefined);
  }, [engine, table, clientId, online, session.offline]);
  return useRecords<T>(session.store, table, { index: 'clientId', equals: clientId });
}

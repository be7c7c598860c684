import type { ClientData, PendingChange, Session } from '../../data/index.ts';
import { changeKey, clientNameOf, type ChangeDetail } from './pending-items.ts';

type Store = Session['store'];

/** A stored row's clear fields: its id and the indexes kept unencrypted. */
type Row = Record<string, unknown> & { id: PendingChange['id'] };

const DESCRIBED = ['appointment', 'visit', 'document'] as const;

const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * Whose record and when, for each changed appointment, visit and document. The client and time come from the
 * clear indexes (clientId, appointmentId, startMillis); only client names are decrypted, after every read, so
 * the live query sees all the tables it depends on (Dexie: other async work only at the end).
 */
export async function loadDetails(
  store: Store,
  changes: readonly PendingChange[],
): Promise<Map<string, ChangeDetail>> {
  const rows = new Map<string, Row>();
  for (const table of DESCRIBED) {
    const ids = changes.filter((change) => change.table === table).map((change) => change.id);
    const found = await store.table(table).bulkGet(ids);
    found.forEach((row, i) => row && rows.set(changeKey(table, ids[i]!), row));
  }
  const parentIds = new Set<number>();
  for (const [key, row] of rows) {
    const parent = numberOf(row.appointmentId);
    if (!key.startsWith('appointment:') && parent !== null) parentIds.add(parent);
  }
  const parents = new Map<number, Row>();
  for (const row of await store.table('appointment').bulkGet([...parentIds]))
    if (row) parents.set(row.id as number, row);

  const parentOf = (row: Row) => {
    const id = numberOf(row.appointmentId);
    return id === null ? undefined : parents.get(id);
  };
  const clientOf = (row: Row) => numberOf(row.clientId) ?? numberOf(parentOf(row)?.clientId);
  const clientIds = [...new Set([...rows.values()].map(clientOf).filter((id) => id !== null))];
  const clientRows = (await store.table('client').bulkGet(clientIds)).filter((row) => row !== undefined);
  const { opened } = await Promise.resolve(store.openReadable<ClientData>('client', clientRows));
  const names = new Map(opened.map(({ data }) => [data.clientId, clientNameOf(data)]));

  const details = new Map<string, ChangeDetail>();
  for (const [key, row] of rows) {
    // A visit or document is known by its appointment's time.
    const timed = key.startsWith('appointment:') ? row : parentOf(row);
    const clientId = clientOf(row);
    details.set(key, {
      clientName: clientId === null ? null : (names.get(clientId) ?? null),
      startMillis: numberOf(timed?.startMillis),
    });
  }
  return details;
}

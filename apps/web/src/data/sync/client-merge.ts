import { emptyClient, type ClientData } from '../client-data.ts';
import { cleanMeta, type StoredRecord } from '../record-types.ts';
import type { RecordStore } from '../record-store.ts';
import type { ClientPart } from './read-sources.ts';

type Resource = Record<string, unknown>;

interface ListPart {
  list: 'emails' | 'phones' | 'addresses';
  key: string;
  /** The clear multi-entry index of the ids in that list (see local-tables). */
  index: 'emailIds' | 'phoneIds' | 'addressIds';
}

const listParts: Partial<Record<ClientPart, ListPart>> = {
  email: { list: 'emails', key: 'emailId', index: 'emailIds' },
  telephone: { list: 'phones', key: 'phoneId', index: 'phoneIds' },
  address: { list: 'addresses', key: 'personAddressId', index: 'addressIds' },
};

const isTombstone = (resource: Resource) => typeof resource.deletedDate === 'string';

/**
 * Merges one page of a client part into the client records. Client records are written only by sync, one read
 * at a time, so no local change can interleave here.
 */
export async function mergeClientPart(
  store: RecordStore,
  part: ClientPart,
  resources: readonly Resource[],
): Promise<void> {
  if (resources.length === 0) return;
  const clients = store.table('client');
  const listPart = listParts[part];
  const touched = new Set<number>();
  for (const resource of resources) {
    if (typeof resource.clientId === 'number') touched.add(resource.clientId);
  }
  if (listPart) {
    // A tombstone names only its own id; the index says which client held it (or holds it, if it moved).
    const partIds = resources.map((resource) => resource[listPart.key] as number);
    const holders = await clients.where(listPart.index).anyOf(partIds).primaryKeys();
    for (const id of holders) touched.add(id as number);
  }

  const rows = (await clients.bulkGet([...touched])).filter((row) => row !== undefined);
  // A client row that does not decrypt is rebuilt from the server, which is the source of client data.
  const { opened } = await store.openReadable<ClientData>('client', rows);
  const byId = new Map<number, ClientData>(opened.map(({ row, data }) => [row.id as number, data]));
  const removed = new Set<number>();

  for (const resource of resources) {
    const clientId = resource.clientId as number;
    const client = () => byId.get(clientId) ?? emptyClient(clientId);
    if (listPart) {
      const id = resource[listPart.key];
      for (const [holderId, holder] of byId) {
        byId.set(holderId, {
          ...holder,
          [listPart.list]: holder[listPart.list].filter((item) => (item as Resource)[listPart.key] !== id),
        });
      }
      if (isTombstone(resource)) continue;
      const current = client();
      byId.set(clientId, { ...current, [listPart.list]: [...current[listPart.list], resource] });
    } else if (part === 'picture') {
      byId.set(clientId, {
        ...client(),
        picture: isTombstone(resource) ? null : (resource.picture as string),
      });
    } else if (isTombstone(resource)) {
      byId.delete(clientId);
      removed.add(clientId);
    } else {
      byId.set(clientId, { ...client(), ...resource, clientId });
      removed.delete(clientId);
    }
  }

  const puts: StoredRecord[] = [];
  for (const data of byId.values()) puts.push(await store.seal('client', data, cleanMeta()));
  await store.db.transaction('rw', clients, async () => {
    await clients.bulkPut(puts);
    await clients.bulkDelete([...removed]);
  });
}

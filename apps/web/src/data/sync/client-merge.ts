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

/** Every page of each client part read in one sync, in the order read: merged into the clients at the end. */
export type ClientParts = [ClientPart, readonly Resource[]][];

/**
 * Merges what the client reads brought (client, email, telephone, address, picture, in that order) into the
 * client records: each touched client opened once, merged with every part in memory, sealed and written once,
 * in one transaction. Client records are written only by sync, one read at a time, so no local change can
 * interleave here.
 */
export async function mergeClientParts(store: RecordStore, parts: ClientParts): Promise<void> {
  if (parts.every(([, resources]) => resources.length === 0)) return;
  const clients = store.table('client');
  const touched = new Set<number>();
  for (const [part, resources] of parts) {
    for (const resource of resources) {
      if (typeof resource.clientId === 'number') touched.add(resource.clientId);
    }
    const listPart = listParts[part];
    if (!listPart) continue;
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
  const client = (clientId: number) => {
    let found = byId.get(clientId);
    if (!found) byId.set(clientId, (found = emptyClient(clientId)));
    removed.delete(clientId);
    return found;
  };

  for (const [part, resources] of parts) {
    const listPart = listParts[part];
    if (listPart) mergeList(listPart, byId, client, resources);
    else mergeRecord(part, byId, removed, client, resources);
  }

  const puts: StoredRecord[] = [];
  for (const data of byId.values()) puts.push(await store.seal('client', data, cleanMeta()));
  await store.db.transaction('rw', clients, async () => {
    await clients.bulkPut(puts);
    if (removed.size) await clients.bulkDelete([...removed]);
  });
}

/** The client rows themselves and their pictures: one value per client. */
function mergeRecord(
  part: ClientPart,
  byId: Map<number, ClientData>,
  removed: Set<number>,
  client: (clientId: number) => ClientData,
  resources: readonly Resource[],
): void {
  for (const resource of resources) {
    const clientId = resource.clientId as number;
    if (part === 'picture') {
      client(clientId).picture = isTombstone(resource) ? null : (resource.picture as string);
    } else if (isTombstone(resource)) {
      byId.delete(clientId);
      removed.add(clientId);
    } else {
      byId.set(clientId, { ...client(clientId), ...resource, clientId });
    }
  }
}

/** Emails, phones or addresses: each item lands in its client's list, leaving whichever client held it before. */
function mergeList(
  listPart: ListPart,
  byId: Map<number, ClientData>,
  client: (clientId: number) => ClientData,
  resources: readonly Resource[],
): void {
  const holderOf = new Map<unknown, number>();
  for (const [clientId, data] of byId) {
    for (const item of data[listPart.list]) holderOf.set((item as Resource)[listPart.key], clientId);
  }
  for (const resource of resources) {
    const id = resource[listPart.key];
    const holderId = holderOf.get(id);
    if (holderId !== undefined) {
      const holder = byId.get(holderId)!;
      const kept = (holder[listPart.list] as Resource[]).filter((item) => item[listPart.key] !== id);
      byId.set(holderId, { ...holder, [listPart.list]: kept });
      holderOf.delete(id);
    }
    if (isTombstone(resource)) continue;
    const clientId = resource.clientId as number;
    const current = client(clientId);
    byId.set(clientId, { ...current, [listPart.list]: [...current[listPart.list], resource] });
    holderOf.set(id, clientId);
  }
}

import 'fake-indexeddb/auto';
import { openEvvDb, type EvvDB } from '../evv-db.ts';
import { generateDataKey } from '../crypto/key-wrap.ts';
import { RecordStore } from '../record-store.ts';

let counter = 0;

/** A fresh database per test: the same schema as EvvDB under its own name, so tests never share state. */
export function freshDb(): EvvDB {
  counter += 1;
  return openEvvDb({ name: `EvvDB-test-${counter}-${Math.random().toString(36).slice(2)}` });
}

export async function freshStore(db: EvvDB = freshDb()): Promise<RecordStore> {
  return new RecordStore(db, await generateDataKey());
}

/** Every value of every table, as JSON: what a copied disk image would show in the clear. */
export async function scanAllTables(db: EvvDB): Promise<string> {
  const dump: Record<string, unknown[]> = {};
  for (const table of db.tables) dump[table.name] = await table.toArray();
  return JSON.stringify(dump);
}

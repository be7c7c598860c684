// What the page's measures share: the fake server over a caseload, fresh databases, and dropping them.
import Dexie from 'dexie';
import { LOCAL_DATABASE } from '@carevisit/core';
import { generateDataKey } from '../../apps/web/src/data/crypto/key-wrap.ts';
import { evvDbSchema, openEvvDb, type EvvDB } from '../../apps/web/src/data/evv-db.ts';
import { RecordStore } from '../../apps/web/src/data/record-store.ts';
import { FakeEvvServer } from '../../apps/web/src/data/testing/fake-evv-server.ts';
import type { Caseload } from './caseload.ts';
import { SERVER_TABLES, type ServerTable } from './protocol.ts';

/** The unencrypted baseline: each server table as is, keyed by its id, with the clear indexes EvvDB has. */
const RAW_STORES: Record<ServerTable, string> = {
  client: 'clientId',
  picture: 'clientId',
  email: 'emailId, clientId',
  telephone: 'phoneId, clientId',
  address: 'personAddressId, clientId',
  appointment: 'appointmentId, staffId, clientId',
  visit: 'evvVisitId, appointmentId, clientId, staffId',
};

/** Every database gets a name of its own: no run ever sees another's rows. */
const freshName = (kind: string, run: number) => `bench-initial-sync-${kind}-${run}-${Date.now()}`;

/** The in-page fake server (testing/fake-evv-server.ts) holding the caseload: the very objects the baseline writes. */
export function serverOf(rows: Caseload): FakeEvvServer {
  const server = new FakeEvvServer();
  for (const table of SERVER_TABLES) server.tables.set(table, rows[table]);
  return server;
}

/** Transaction durability as Dexie passes it to Chromium; the app leaves it to the browser's default. */
export type Durability = 'default' | 'relaxed' | 'strict';

/** A fresh encrypted database, open before any clock starts, with a new data key (no PBKDF2 involved). */
export async function freshStore(kind: string, run: number, durability?: Durability): Promise<RecordStore> {
  const name = freshName(kind, run);
  let db: EvvDB;
  if (durability) {
    // openEvvDb takes no Dexie options: the same schema, opened here with the durability asked for.
    const dexie = new Dexie(name, { chromeTransactionDurability: durability });
    dexie.version(LOCAL_DATABASE.version).stores(evvDbSchema());
    db = dexie as EvvDB;
  } else {
    db = openEvvDb({ name });
  }
  await db.open();
  return new RecordStore(db, await generateDataKey());
}

/** A fresh unencrypted database with the baseline's tables, open. */
export async function freshRawDb(kind: string, run: number): Promise<Dexie> {
  const db = new Dexie(freshName(kind, run));
  db.version(1).stores(RAW_STORES);
  await db.open();
  return db;
}

export async function dropDb(db: Dexie | EvvDB): Promise<void> {
  db.close();
  await Dexie.delete(db.name);
}

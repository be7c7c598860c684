import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connection.ts';

/**
 * A fresh, migrated database on the PostgreSQL server of `serverUrl`, for the load test's servers to share;
 * dropped again by close(). (The test helper picks its engine when imported, too early for a script.)
 */
export async function openLoadDatabase(serverUrl: string): Promise<DatabaseHandle & { url: string }> {
  const name = `carevisit_load_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

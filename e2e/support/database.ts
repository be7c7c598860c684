import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connection.ts';

export interface WorkerDatabase {
  handle: DatabaseHandle;
  /** DATABASE_URL and DATA_DIR for readConfig, describing the database opened. */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  /** What the failure messages and the log call it. */
  description: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one Playwright worker: embedded PGlite in a new temporary DATA_DIR, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server (dropped again on close), so workers and
 * repeated runs never see each other's data. Mirrors apps/server/test/test-database.ts.
 */
export async function openWorkerDatabase(): Promise<WorkerDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carevisit-e2e-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir });
    return {
      handle,
      env: { DATA_DIR: dataDir },
      description: `PGlite in ${dataDir}`,
      async close() {
        await handle.close();
        removeDataDir();
      },
    };
  }

  const name = `carevisit_e2e_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    handle,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    description: `PostgreSQL database ${name}`,
    async close() {
      await handle.close();
      removeDataDir();
      // The pool has closed its connections; the server may take a moment to see them go.
      for (let attempt = 0; ; attempt++) {
        try {
          await adminQuery(serverUrl, `drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

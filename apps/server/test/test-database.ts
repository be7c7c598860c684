import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.ts';

export type TestEngine = 'pglite' | 'postgres';

export const testEngine: TestEngine =
  process.env.TEST_ENGINE === 'postgres' && process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite, or, in the PostgreSQL test project,
 * a new database on the DATABASE_URL server (dropped again on close), so files can run side by side. A
 * benchmark names the engine itself (TEST_ENGINE is read once, when this module loads).
 */
export async function openTestDatabase(engine: TestEngine = testEngine): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (engine === 'pglite' || !serverUrl) return openDatabase({ dataDir: null });
  const name = `carevisit_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The pool has closed its connections; the server may take a moment to see them go.
      for (let attempt = 0; ; attempt++) {
        try {
          await dropper.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await dropper.end();
    },
  };
}

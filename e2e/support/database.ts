import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connection.ts';
import { seedDemoAgency } from '../../apps/server/src/seed/index.ts';
import { adminQuery, closeForCopy, dropDatabase } from '../../apps/server/test/test-database.ts';
import { TEST_IDENTIFIER_KEY, testIdentifierCipher } from '../../apps/server/test/identifier-key.ts';
import { RUN_START } from './clock.ts';

export interface WorkerDatabase {
  handle: DatabaseHandle;
  /** DATABASE_URL, DATA_DIR and IDENTIFIER_KEY for readConfig, describing the database opened. */
  env: { DATABASE_URL?: string; DATA_DIR: string; IDENTIFIER_KEY: string };
  /** What the failure messages and the log call it. */
  description: string;
  close(): Promise<void>;
}

/**
 * A fresh database for one Playwright worker, migrated and with the demo agency seeded at RUN_START
 * (e2e/support/clock.ts): embedded PGlite in a new temporary DATA_DIR, or, when DATABASE_URL is set, a new
 * database on that PostgreSQL server (dropped again on close), so workers and repeated runs never see each
 * other's data. It is a copy of the run's seeded template (makeSeededTemplate, from e2e/support/global-setup.ts),
 * or, when the run has none (a run without the global setup, or one for another RUN_START or server), seeded here.
 */
export async function openSeededWorkerDatabase(): Promise<WorkerDatabase> {
  const template = seededTemplate();
  const database = await openWorker(template);
  if (template === null) {
    try {
      await seedDemoAgency(database.handle.db, RUN_START, await testIdentifierCipher(database.handle.db));
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

/** Where a run's seeded template is (passed from the global setup to the workers in TEMPLATE_ENV). */
type SeededTemplate = { runStart: string; serverUrl: string | null } & (
  { engine: 'postgres'; database: string } | { engine: 'pglite'; file: string }
);

const TEMPLATE_ENV = 'CAREVISIT_E2E_SEEDED_TEMPLATE';

function seededTemplate(): SeededTemplate | null {
  const text = process.env[TEMPLATE_ENV];
  if (!text) return null;
  const template = JSON.parse(text) as SeededTemplate;
  const serverUrl = process.env.DATABASE_URL?.trim() || null;
  const fits = template.runStart === RUN_START.toISOString() && template.serverUrl === serverUrl;
  return fits ? template : null;
}

/**
 * Once per Playwright run, before the workers start: a database migrated and seeded at RUN_START for
 * openSeededWorkerDatabase to copy (each worker used to migrate and seed its own, for tens of seconds), named
 * to the workers in an environment variable. Returns what takes it away at the end of the run.
 */
export async function makeSeededTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL?.trim() || null;
  const runStart = RUN_START.toISOString();
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carevisit-e2e-template-'));
    const handle = await openDatabase({ dataDir: null });
    try {
      await seedDemoAgency(handle.db, RUN_START, await testIdentifierCipher(handle.db));
      const { $client: client } = handle.db as unknown as { $client: PGlite };
      const file = path.join(dir, 'seeded.tar');
      fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      process.env[TEMPLATE_ENV] = JSON.stringify({ engine: 'pglite', file, runStart, serverUrl });
    } finally {
      await handle.close();
    }
    return () => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true }));
  }

  const name = `carevisit_e2e_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: null });
  try {
    await seedDemoAgency(handle.db, RUN_START, await testIdentifierCipher(handle.db));
  } finally {
    await closeForCopy(serverUrl, name, handle);
  }
  process.env[TEMPLATE_ENV] = JSON.stringify({ engine: 'postgres', database: name, runStart, serverUrl });
  return () => dropDatabase(serverUrl, name);
}

async function openWorker(template: SeededTemplate | null): Promise<WorkerDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carevisit-e2e-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    const loadDataDir = template?.engine === 'pglite' ? await fs.openAsBlob(template.file) : undefined;
    const handle = await openDatabase({ dataDir, loadDataDir });
    return {
      handle,
      env: { DATA_DIR: dataDir, IDENTIFIER_KEY: TEST_IDENTIFIER_KEY },
      description: `PGlite in ${dataDir}`,
      async close() {
        await handle.close();
        removeDataDir();
      },
    };
  }

  const name = `carevisit_e2e_${crypto.randomBytes(6).toString('hex')}`;
  const copied = template?.engine === 'postgres' ? ` template ${template.database}` : '';
  await adminQuery(serverUrl, `create database ${name}${copied}`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: null });
  return {
    handle,
    env: { DATABASE_URL: url, DATA_DIR: dataDir, IDENTIFIER_KEY: TEST_IDENTIFIER_KEY },
    description: `PostgreSQL database ${name}`,
    async close() {
      await handle.close();
      removeDataDir();
      await dropDatabase(serverUrl, name);
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

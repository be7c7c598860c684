import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.ts';
import type { Fixture } from './fixtures.ts';
import { NOW } from './seed-fixture.ts';

export type TestEngine = 'pglite' | 'postgres';

export const testEngine: TestEngine =
  process.env.TEST_ENGINE === 'postgres' && process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * What a test database can start as: migrated and empty, migrated with the demo agency seeded at NOW, or
 * migrated with the server tests' fixture (fixtures.ts).
 */
type TemplateKind = 'migrated' | 'seeded' | 'fixture';

/**
 * The templates apps/server/test/global-setup.ts made for this run, one of each kind: PostgreSQL database names
 * on the DATABASE_URL server, or files holding a PGlite data directory (dumpDataDir). fixtureRows is what
 * buildFixture returned for the fixture template.
 */
export interface TestDatabaseTemplates extends Record<TemplateKind, string> {
  engine: TestEngine;
  fixtureRows: Fixture;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates | null;
  }
}

/** The run's templates for `engine`; none outside Vitest (benchmarks) or without the global setup. */
async function templatesFor(engine: TestEngine): Promise<TestDatabaseTemplates | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  const templates = inject('testDatabaseTemplates');
  return templates?.engine === engine ? templates : null;
}

async function templateFor(engine: TestEngine, kind: TemplateKind): Promise<string | null> {
  return (await templatesFor(engine))?.[kind] ?? null;
}

/** A copy of the run's fixture template with what buildFixture returned for it, or null without templates. */
export async function openFixtureCopy(
  engine: TestEngine = testEngine,
): Promise<{ database: DatabaseHandle; fixture: Fixture } | null> {
  const templates = await templatesFor(engine);
  if (!templates) return null;
  // A copy of the rows, so that a file that changed its own could not pass that on to the next file of the worker.
  return {
    database: await openCopy(engine, templates.fixture),
    fixture: structuredClone(templates.fixtureRows),
  };
}

/**
 * A fresh, empty, migrated database for one test file: in-memory PGlite, or, in the PostgreSQL test project,
 * a new database on the DATABASE_URL server (dropped again on close), so files can run side by side. Under
 * Vitest it is a copy of the run's migrated template (global-setup.ts); elsewhere it is migrated here. A
 * benchmark names the engine itself (TEST_ENGINE is read once, when this module loads).
 */
export async function openTestDatabase(engine: TestEngine = testEngine): Promise<DatabaseHandle> {
  return openCopy(engine, await templateFor(engine, 'migrated'));
}

/**
 * As openTestDatabase, with the demo agency seeded at seed-fixture's NOW: a copy of the run's seeded template,
 * or, without one, seeded here.
 */
export async function openSeededTestDatabase(engine: TestEngine = testEngine): Promise<DatabaseHandle> {
  const template = await templateFor(engine, 'seeded');
  const handle = await openCopy(engine, template);
  if (template === null) {
    try {
      const { seedDemoAgency } = await import('../src/seed/index.ts');
      const { testIdentifierCipher } = await import('./identifier-key.ts');
      await seedDemoAgency(handle.db, NOW, await testIdentifierCipher(handle.db));
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

async function openCopy(engine: TestEngine, template: string | null): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (engine === 'pglite' || !serverUrl) {
    // openDatabase still runs the migrations over a copy: none is new, so that is a quick check.
    const loadDataDir = template === null ? undefined : await fs.openAsBlob(template);
    return openDatabase({ dataDir: null, loadDataDir });
  }
  const name = `carevisit_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template === null ? '' : ` template ${template}`}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Runs one statement on the DATABASE_URL server over a connection of its own. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops a database whose pool has just closed: the server may take a moment to see its connections go. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(serverUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Closes a template's pool and waits until the server has seen its connections go: a database is copied only
 * while nobody is connected to it.
 */
export async function closeForCopy(serverUrl: string, name: string, handle: DatabaseHandle): Promise<void> {
  await handle.close();
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) return;
      if (attempt >= 50) throw new Error(`template ${name} still has ${rows[0]!.n} connections`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.ts';
import { seedDemoAgency } from '../src/seed/index.ts';
import { NOW } from './seed-fixture.ts';
import { adminQuery, dropDatabase, type TestDatabaseTemplates } from './test-database.ts';

/**
 * Once per run and engine project, before its test files: the templates openTestDatabase and
 * openSeededTestDatabase copy, so that a file's database costs a copy instead of initdb, the migrations and, for
 * the demo agency, the seed (seconds each). Taken away again when the run ends.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env.TEST_ENGINE;
  const serverUrl = process.env.DATABASE_URL;
  const run = crypto.randomBytes(4).toString('hex');
  if (engine === 'postgres' && serverUrl) {
    const templates = await postgresTemplates(serverUrl, run);
    project.provide('testDatabaseTemplates', templates);
    return async () => {
      for (const name of [templates.seeded, templates.migrated]) await dropDatabase(serverUrl, name);
    };
  }
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `carevisit-templates-${run}-`));
    project.provide('testDatabaseTemplates', await pgliteTemplates(dir));
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  throw new Error(
    `global-setup.ts serves the server-pglite and server-postgres projects, not ${project.name}`,
  );
}

/** The migrated template, and the seeded one copied from it. */
async function postgresTemplates(serverUrl: string, run: string): Promise<TestDatabaseTemplates> {
  const migrated = `carevisit_template_${run}_migrated`;
  const seeded = `carevisit_template_${run}_seeded`;
  const databaseUrl = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  await adminQuery(serverUrl, `create database ${migrated}`);
  await closed(
    serverUrl,
    migrated,
    await openDatabase({ databaseUrl: databaseUrl(migrated), dataDir: null }),
  );
  await adminQuery(serverUrl, `create database ${seeded} template ${migrated}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(seeded), dataDir: null });
  await seedDemoAgency(handle.db, NOW);
  await closed(serverUrl, seeded, handle);
  return { engine: 'postgres', migrated, seeded };
}

/**
 * Closes a template's pool and waits until the server has seen its connections go: a database is copied only
 * while nobody is connected to it.
 */
async function closed(serverUrl: string, name: string, handle: DatabaseHandle): Promise<void> {
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

/** The data directory of a migrated in-memory PGlite, then of the same seeded, each dumped to a file in dir. */
async function pgliteTemplates(dir: string): Promise<TestDatabaseTemplates> {
  const handle = await openDatabase({ dataDir: null });
  try {
    const { $client: client } = handle.db as unknown as { $client: PGlite };
    const dump = async (name: string) => {
      const file = path.join(dir, `${name}.tar`);
      fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    const migrated = await dump('migrated');
    await seedDemoAgency(handle.db, NOW);
    return { engine: 'pglite', migrated, seeded: await dump('seeded') };
  } finally {
    await handle.close();
  }
}

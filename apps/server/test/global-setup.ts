import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.ts';
import { seedDemoAgency } from '../src/seed/index.ts';
import { buildFixture } from './fixtures.ts';
import { testIdentifierCipher } from './identifier-key.ts';
import { NOW } from './seed-fixture.ts';
import { adminQuery, closeForCopy, dropDatabase, type TestDatabaseTemplates } from './test-database.ts';

/**
 * Once per run and engine project, before its test files: the templates openTestDatabase, openSeededTestDatabase
 * and openFixtureDatabase copy, so that a file's database costs a copy instead of initdb, the migrations, and the
 * demo agency's seed or the fixture (with its password hash), seconds each. Taken away again when the run ends.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env.TEST_ENGINE;
  const serverUrl = process.env.DATABASE_URL;
  const run = crypto.randomBytes(4).toString('hex');
  if (engine === 'postgres' && serverUrl) {
    const templates = await postgresTemplates(serverUrl, run);
    project.provide('testDatabaseTemplates', templates);
    return async () => {
      for (const name of [templates.seeded, templates.fixture, templates.migrated])
        await dropDatabase(serverUrl, name);
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

/** The migrated template, and the seeded and fixture ones copied from it. */
async function postgresTemplates(serverUrl: string, run: string): Promise<TestDatabaseTemplates> {
  const name = (kind: string) => `carevisit_template_${run}_${kind}`;
  const [migrated, seeded, fixture] = [name('migrated'), name('seeded'), name('fixture')];
  const open = (database: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return openDatabase({ databaseUrl: url.toString(), dataDir: null });
  };
  await adminQuery(serverUrl, `create database ${migrated}`);
  await closeForCopy(serverUrl, migrated, await open(migrated));
  await adminQuery(serverUrl, `create database ${seeded} template ${migrated}`);
  await adminQuery(serverUrl, `create database ${fixture} template ${migrated}`);
  const seeding = open(seeded).then(async (handle) => {
    await seedDemoAgency(handle.db, NOW, await testIdentifierCipher(handle.db));
    await closeForCopy(serverUrl, seeded, handle);
  });
  const building = open(fixture).then(async (handle) => {
    const rows = await buildFixture(handle.db);
    await closeForCopy(serverUrl, fixture, handle);
    return rows;
  });
  const [, fixtureRows] = await Promise.all([seeding, building]);
  return { engine: 'postgres', migrated, seeded, fixture, fixtureRows };
}

/**
 * The data directory of a migrated in-memory PGlite, dumped to a file in dir; then of the same seeded, and of a
 * copy of the migrated one with the fixture.
 */
async function pgliteTemplates(dir: string): Promise<TestDatabaseTemplates> {
  const dump = async (handle: DatabaseHandle, kind: string) => {
    const { $client: client } = handle.db as unknown as { $client: PGlite };
    const file = path.join(dir, `${kind}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const handle = await openDatabase({ dataDir: null });
  try {
    const migrated = await dump(handle, 'migrated');
    const copy = await openDatabase({ dataDir: null, loadDataDir: await fs.openAsBlob(migrated) });
    try {
      const fixtureRows = await buildFixture(copy.db);
      const fixture = await dump(copy, 'fixture');
      await seedDemoAgency(handle.db, NOW, await testIdentifierCipher(handle.db));
      return { engine: 'pglite', migrated, seeded: await dump(handle, 'seeded'), fixture, fixtureRows };
    } finally {
      await copy.close();
    }
  } finally {
    await handle.close();
  }
}

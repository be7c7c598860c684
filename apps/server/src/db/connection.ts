import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../server-paths.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite in dataDir (in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  /**
   * PGlite only: start from this copy of a data directory (PGlite's dumpDataDir) instead of running initdb, which
   * takes seconds. The tests' database templates; the server never passes it.
   */
  loadDataDir?: Blob | undefined;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.loadDataDir);
  return handle;
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Dates come back as text so that yyyy-MM-dd columns are not shifted through a local-time Date.
  pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) is replaced on next use, not a crash.
  pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string | null, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: path.join(dataDir, 'pglite') } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
}

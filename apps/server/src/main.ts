import { readConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { buildApp } from './app.ts';
import { seedDemoAgency } from './seed/index.ts';
import { demoLogins } from './seed/demo-logins.ts';
import { openIdentifierCipher } from './billing/identifier-key.ts';
import { startAggregatorExport } from './evv-export/start-export.ts';

/** npm start: open (and migrate) the database, seed the demo agency on first start, serve. */
async function main() {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const identifiers = await openIdentifierCipher(database.db, config);
  if (config.seedDemo) {
    const { seeded } = await seedDemoAgency(database.db, new Date(), identifiers);
    if (seeded) console.log('Seeded the demo agency.');
  }
  const app = await buildApp({ config, database, logger: true });
  const evvExport = config.aggregator
    ? startAggregatorExport(config.aggregator, database.db, identifiers, (message) => app.log.info(message))
    : undefined;
  const shutdown = async () => {
    await evvExport?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nCareVisit is running at http://localhost:${config.port} (database: ${where})`);
  if (config.seedDemo) {
    console.log('Demo logins (account "demo"):');
    for (const login of demoLogins)
      console.log(`  ${login.username.padEnd(10)} ${login.password.padEnd(16)} ${login.note}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

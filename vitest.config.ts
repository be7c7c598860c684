import { configDefaults, defineConfig } from 'vitest/config';

// Server tests that open a database (*.int.test.ts) run on embedded PGlite always, and again on PostgreSQL when
// DATABASE_URL is set, each file over a copy of a template made once per run (apps/server/test/global-setup.ts).
// The server's other tests open none: they run once, in the 'server' project.
const serverIntegrationTests = ['apps/server/{src,test}/**/*.int.test.ts'];
const postgres = process.env.DATABASE_URL;
// They share their worker's modules (isolate: false): importing the server, drizzle and PGlite again for each file
// took 148 of PostgreSQL's 226 s. Each file opens its own database and closes what it started.
const integration = { globalSetup: ['apps/server/test/global-setup.ts'], isolate: false };

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores of the CI machine (the default leaves one idle); each fork stays well under 1 GB.
    maxWorkers: 2,
    projects: [
      // The pure tests share their worker's modules (isolate: false): importing core and the web's data layer
      // again for each of 170 files took about 75 of their 100 s. They keep no state between files (each
      // opens its own fake IndexedDB and restores timers and globals), which a shuffled run confirms.
      {
        extends: true,
        test: {
          name: 'core',
          include: ['packages/*/src/**/*.test.ts'],
          isolate: false,
          setupFiles: ['packages/core/src/fhir/testing/load-fhirpath.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...serverIntegrationTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pglite',
          include: serverIntegrationTests,
          env: { TEST_ENGINE: 'pglite' },
          ...integration,
        },
      },
      {
        extends: true,
        test: { name: 'aggregator-sim', include: ['apps/aggregator-sim/{src,test}/**/*.test.ts'] },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: 'server-postgres',
                include: serverIntegrationTests,
                env: { TEST_ENGINE: 'postgres' },
                ...integration,
              },
            },
          ]
        : []),
    ],
  },
});

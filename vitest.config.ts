import { defineConfig } from 'vitest/config';

// Server integration tests run on embedded PGlite always, and again on PostgreSQL when DATABASE_URL is set.
const serverTests = ['apps/server/{src,test}/**/*.test.ts'];
const postgres = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'core', include: ['packages/*/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
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
        test: { name: 'server-pglite', include: serverTests, env: { TEST_ENGINE: 'pglite' } },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: { name: 'server-postgres', include: serverTests, env: { TEST_ENGINE: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});

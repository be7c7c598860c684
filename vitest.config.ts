import { defineConfig } from 'vitest/config';

// One run covers every workspace; server integration tests open a database and share it per file.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/{src,test}/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

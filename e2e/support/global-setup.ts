import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSeededTemplate } from './database.ts';

/**
 * Before any worker starts: make sure apps/web/dist is built and current, so that `npx playwright test` works
 * on its own (with WEB_DIST set, that folder is served as it is); then the demo agency's database, seeded at
 * RUN_START once for the run, for every worker to copy (e2e/support/database.ts). Playwright calls the function
 * returned when the run ends: it takes that template away.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.WEB_DIST?.trim()) {
    const script = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../scripts/ensure-web-build.mjs',
    );
    const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error('The web app build failed; see above.');
  }
  return makeSeededTemplate();
}

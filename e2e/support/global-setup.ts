import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Before any worker starts: make sure apps/web/dist is built and current, so that `npx playwright test` works
 * on its own. With WEB_DIST set, that folder is served as it is.
 */
export default function globalSetup() {
  if (process.env.WEB_DIST?.trim()) return;
  const script = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../scripts/ensure-web-build.mjs',
  );
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error('The web app build failed; see above.');
}

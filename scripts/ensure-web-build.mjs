#!/usr/bin/env node
// Builds the web app (apps/web/dist, served by the server on its own port) when it is missing or older than
// its sources. Runs before `npm start` (prestart) and before the end-to-end tests. `--force` always builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
/** Everything vite build reads from this repository; unit tests (*.test.*) do not change the build. */
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/build',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/core/src',
];

/** The newest modification time under a file or folder, and which file has it. */
function newest(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return { time: 0, file: undefined };
  if (!stat.isDirectory()) return { time: stat.mtimeMs, file: target };
  let found = { time: 0, file: undefined };
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isFile() && /\.test\.[cm]?[jt]sx?$/.test(entry.name)) continue;
    const candidate = newest(path.join(target, entry.name));
    if (candidate.time > found.time) found = candidate;
  }
  return found;
}

function reasonToBuild() {
  if (process.argv.includes('--force')) return 'asked to (--force)';
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return 'apps/web/dist/index.html is missing';
  let latest = { time: 0, file: undefined };
  for (const input of inputs) {
    const candidate = newest(path.join(root, input));
    if (candidate.time > latest.time) latest = candidate;
  }
  if (latest.time > built.mtimeMs) return `${path.relative(root, latest.file)} is newer than the build`;
  return undefined;
}

const reason = reasonToBuild();
if (!reason) {
  console.log('The web app build (apps/web/dist) is up to date.');
} else {
  console.log(`Building the web app: ${reason}.`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@carevisit/web'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error('The web app build failed.');
    process.exit(result.status ?? 1);
  }
  if (!fs.existsSync(builtIndex)) {
    console.error('The web app build finished without apps/web/dist/index.html.');
    process.exit(1);
  }
}

// What scripts/ensure-web-build.mjs and scripts/ensure-server-build.mjs share: build an output when it is missing
// or older than any of its inputs (or when asked with --force), with one npm script, and say why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time under a file or folder, and which file has it; unit tests do not count. */
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

function reasonToBuild(output, inputs) {
  if (process.argv.includes('--force')) return 'asked to (--force)';
  const built = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
  if (!built) return `${output} is missing`;
  let latest = { time: 0, file: undefined };
  for (const input of inputs) {
    const candidate = newest(path.join(root, input));
    if (candidate.time > latest.time) latest = candidate;
  }
  if (latest.time > built.mtimeMs) return `${path.relative(root, latest.file)} is newer than the build`;
  return undefined;
}

/**
 * @param {{ name: string, output: string, inputs: string[], workspace: string }} build what is built (for the
 *   messages), the file the build writes last, everything it reads (paths from the repository root), and the
 *   workspace whose `build` script makes it.
 */
export function ensureBuild({ name, output, inputs, workspace }) {
  const reason = reasonToBuild(output, inputs);
  if (!reason) {
    console.log(`The ${name} build (${path.dirname(output)}) is up to date.`);
    return;
  }
  console.log(`Building the ${name}: ${reason}.`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`The ${name} build failed.`);
    process.exit(result.status ?? 1);
  }
  if (!fs.existsSync(path.join(root, output))) {
    console.error(`The ${name} build finished without ${output}.`);
    process.exit(1);
  }
}

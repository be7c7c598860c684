#!/usr/bin/env node
// npm run lighthouse: the web app built if stale, then Lighthouse on every main screen (e2e/lighthouse.spec.ts)
// alone, on real time. Lighthouse's own Chromium has no fake clock, so the demo is seeded at this moment (E2E_NOW)
// instead of the end-to-end run's fixed one.
import { spawnSync } from 'node:child_process';

const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('node', ['scripts/ensure-web-build.mjs']);
run('npx', ['playwright', 'test', '--project', 'lighthouse', '--no-deps', ...process.argv.slice(2)], {
  ...process.env,
  E2E_NOW: new Date().toISOString(),
});

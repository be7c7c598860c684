#!/usr/bin/env node
// `npm test`: the whole suite in stages, each stage's time and the total printed at the end.
//   1. the static checks (ESLint, tsc -b, knip, Prettier) and the web app build (when stale) side by side,
//      each one's output printed in one piece when it ends (scripts/run-parallel.mjs);
//   2. the unit and server tests (npm run test:unit);
//   3. the Playwright tests (npm run e2e), on the web build of stage 1.
// A stage runs only when the ones before it passed, as with `&&`.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { runParallel, seconds } from './run-parallel.mjs';

/** @type {{ name: string, parallel?: string[], script?: string }[]} */
const stages = [
  {
    name: 'checks and web build',
    // Longest first: with two cores, ESLint keeps one and the rest take turns on the other.
    parallel: ['lint:eslint', 'typecheck', 'build:if-stale', 'lint:prettier', 'lint:knip'],
  },
  { name: 'unit and server tests', script: 'test:unit' },
  { name: 'Playwright', script: 'e2e' },
];

function runScript(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const start = performance.now();
const summary = [];
let failed;
for (const stage of stages) {
  if (failed) {
    summary.push(`  ${stage.name}: not run`);
    continue;
  }
  console.log(`\n══ ${stage.name}\n`);
  const stageStart = performance.now();
  let ok;
  if (stage.parallel) {
    const results = await runParallel(stage.parallel);
    ok = results.every((result) => result.code === 0);
    summary.push(`  ${stage.name}: ${ok ? '' : 'FAILED, '}${seconds(stageStart)}`);
    for (const result of results) {
      summary.push(`    ${result.name}: ${result.code === 0 ? '' : 'FAILED, '}${result.time}`);
    }
  } else {
    ok = (await runScript(stage.script)) === 0;
    summary.push(`  ${stage.name} (npm run ${stage.script}): ${ok ? '' : 'FAILED, '}${seconds(stageStart)}`);
  }
  if (!ok) failed = stage.name;
}

const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(`\n══ npm test ${failed ? `FAILED at ${failed}` : 'passed'}`);
console.log(
  `${summary.join('\n')}\n  total: ${seconds(start)} (load average ${load}, ${os.availableParallelism()} cores)`,
);
process.exitCode = failed ? 1 : 0;

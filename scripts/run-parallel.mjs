#!/usr/bin/env node
// Runs npm scripts side by side and fails when any of them fails: `node scripts/run-parallel.mjs lint:eslint
// typecheck ...`. Each script's output is held until it ends and then printed in one piece under its name and
// time, so the tools' lines never interleave. All of them run to the end even when one fails, so one run shows
// every problem. At most CHECKS_CONCURRENCY (default: the machine's cores) run at once, started in the order
// given: name the longest first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const running = new Set();
let stopping = false;
// A terminal's Ctrl-C reaches the children itself; a SIGTERM (a CI timeout) is passed on to them, and the output
// they had written is printed as they end.
process.on('SIGTERM', () => {
  stopping = true;
  for (const child of running) child.kill('SIGTERM');
  process.exitCode = 143;
});

/** Seconds since `start` (a performance.now() value), one decimal. */
export function seconds(start) {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

function runOne(name, command) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      cwd: root,
      // Colors as on a terminal when this runs on one, though the tools write into a pipe.
      env: process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    running.add(child);
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const finish = (code, error) => {
      running.delete(child);
      resolve({ name, command, code, output: Buffer.concat(chunks).toString(), error, time: seconds(start) });
    };
    child.on('error', (error) => finish(1, error));
    child.on('close', (code, signal) => finish(code ?? 1, signal ? `killed by ${signal}` : undefined));
  });
}

/**
 * Runs the named npm scripts side by side, printing each one's output when it ends. Resolves to the results in
 * the order given, each with its name, exit code and time.
 * @param {string[]} names
 */
export async function runParallel(names) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const missing = names.filter((name) => !scripts[name]);
  if (missing.length) throw new Error(`No such npm script: ${missing.join(', ')}`);
  const limit = Math.max(1, Number(process.env.CHECKS_CONCURRENCY) || os.availableParallelism());
  const results = new Map();
  let next = 0;
  const worker = async () => {
    while (next < names.length && !stopping) {
      const name = names[next++];
      const result = await runOne(name, scripts[name]);
      results.set(name, result);
      const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
      const lines = [`── ${name} (${result.command}): ${verdict} in ${result.time}`];
      if (result.output.trim()) lines.push(result.output.trimEnd());
      if (result.error) lines.push(String(result.error));
      console.log(`${lines.join('\n')}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, names.length) }, worker));
  return names.map((name) => results.get(name) ?? { name, command: scripts[name], code: 1, time: 'not run' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  if (!names.length) {
    console.error('Usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
    process.exit(2);
  }
  const start = performance.now();
  const results = await runParallel(names);
  const failed = results.filter((result) => result.code !== 0);
  const times = results.map((result) => `${result.name} ${result.time}${result.code ? ' (failed)' : ''}`);
  console.log(`${times.join(', ')}; ${failed.length ? 'FAILED' : 'all passed'} in ${seconds(start)}.`);
  process.exitCode = failed.length ? 1 : 0;
}

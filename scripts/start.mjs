#!/usr/bin/env node
// `npm start` (after prestart's builds): the server, and beside it the simulated aggregator unless AGGREGATOR
// names a real one ('sandata-simulator', the default, means the simulator). Each runs as its own process; a
// signal to this launcher (Ctrl-C, SIGTERM) is passed on to both, and when either one exits the other is asked
// to stop and the launcher exits with the first one's code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const aggregator = process.env.AGGREGATOR || 'sandata-simulator';
const simulatorPort = process.env.AGGREGATOR_SIM_PORT || '8090';

/**
 * The Medicaid ids the simulated state's eligibility file does not hold unless AGGREGATOR_SIM_UNKNOWN_MEDICAID_IDS
 * says otherwise: the demo client's, so the demo shows a visit Rejected as Unknown Client. The server's list,
 * SIMULATED_STATE_UNKNOWN_MEDICAID_IDS in apps/server/src/evv-export/start-export.ts (a test checks they agree).
 */
const demoUnknownMedicaidIds = ['514164480'];

const programs = [];
if (aggregator === 'sandata-simulator') {
  programs.push({
    name: 'simulated aggregator',
    main: 'apps/aggregator-sim/dist/main.js',
    env: {
      AGGREGATOR_SIM_UNKNOWN_MEDICAID_IDS:
        process.env.AGGREGATOR_SIM_UNKNOWN_MEDICAID_IDS ?? demoUnknownMedicaidIds.join(','),
    },
  });
}
// The server finds the simulator on its port unless told otherwise.
const serverEnv =
  aggregator === 'sandata-simulator' && !process.env.AGGREGATOR_URL
    ? { AGGREGATOR_URL: `http://127.0.0.1:${simulatorPort}` }
    : {};
programs.push({ name: 'server', main: 'apps/server/dist/main.js', env: serverEnv });

let exitCode;
let stopping = false;
const children = programs.map((program) => {
  // Each child leads its own process group, so that a Ctrl-C in the terminal reaches it once, from here.
  const child = spawn(process.execPath, ['--enable-source-maps', program.main], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...program.env },
  });
  child.on('exit', (code, signal) => {
    if (exitCode === undefined) {
      exitCode = code ?? 1;
      if (!stopping)
        console.log(`The ${program.name} stopped (${signal ?? `exit code ${code}`}): stopping the rest.`);
      stopAll('SIGTERM');
    }
    if (children.every((other) => other.exitCode !== null || other.signalCode !== null))
      process.exit(exitCode);
  });
  return child;
});

function stopAll(signal) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));
// Should this launcher end for any other reason, its children do not outlive it.
process.on('exit', () => stopAll('SIGTERM'));

// `npm start` runs this (through scripts/start.mjs) unless AGGREGATOR names a real aggregator: the simulated
// aggregator on AGGREGATOR_SIM_PORT, its state under AGGREGATOR_SIM_DATA_DIR, the same credentials the server
// sends (AGGREGATOR_USER / AGGREGATOR_PASSWORD, demo defaults when unset), and the Medicaid ids the simulated
// state's eligibility file does not hold (AGGREGATOR_SIM_UNKNOWN_MEDICAID_IDS; scripts/start.mjs lists the demo's).
import { demoCredentials, startAggregatorSimulator } from './simulator.ts';

function wholeNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of 0 or more.`);
  return value;
}

/** A list in one variable, its items separated by commas or white space; none when unset. */
function list(name: string): string[] {
  return (process.env[name] ?? '').split(/[\s,]+/).filter((item) => item !== '');
}

async function main() {
  const simulator = await startAggregatorSimulator({
    port: wholeNumber('AGGREGATOR_SIM_PORT', 8090),
    host: process.env.AGGREGATOR_SIM_HOST || '127.0.0.1',
    dataDir: process.env.AGGREGATOR_SIM_DATA_DIR || 'data/aggregator-sim',
    notReadyMs: wholeNumber('AGGREGATOR_SIM_NOT_READY_MS', 5000),
    user: process.env.AGGREGATOR_USER || demoCredentials.user,
    password: process.env.AGGREGATOR_PASSWORD || demoCredentials.password,
    unknownMedicaidIds: list('AGGREGATOR_SIM_UNKNOWN_MEDICAID_IDS'),
  });
  const shutdown = async () => {
    await simulator.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  console.log(`Simulated EVV aggregator (a simulation, not Sandata) is running at ${simulator.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

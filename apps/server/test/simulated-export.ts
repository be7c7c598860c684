import { sandataProfile } from '@carevisit/core';
import { demoCredentials, startAggregatorSimulator } from '@carevisit/aggregator-sim';
import type { Database } from '../src/db/connection.ts';
import type { IdentifierCipher } from '../src/billing/identifier-cipher.ts';
import { sandataTransport } from '../src/evv-export/aggregator-transport.ts';
import { startOutboxWorker } from '../src/evv-export/outbox-worker.ts';
import { SIMULATED_STATE_UNKNOWN_MEDICAID_IDS } from '../src/evv-export/start-export.ts';

export interface SimulatedExportOptions {
  db: Database;
  cipher: IdentifierCipher;
  /** The worker's clock (the server's, in a test). */
  now: () => Date;
  /** How often the worker runs. */
  intervalMs: number;
  /** Counts and statuses only (the worker's own lines). */
  log?: (message: string) => void;
}

/**
 * The aggregator export of a server in a test process (e2e/support/server.ts), as `npm start` runs it beside the
 * server: the simulated aggregator (its state in memory, on a free port, results "not ready yet" for its default
 * few seconds of real time, the demo client's Medicaid id unknown to its state) and the outbox worker sending to
 * it. `stop` ends the worker, then the simulator.
 */
export async function startSimulatedExport(options: SimulatedExportOptions) {
  const simulator = await startAggregatorSimulator({
    port: 0,
    unknownMedicaidIds: SIMULATED_STATE_UNKNOWN_MEDICAID_IDS,
  });
  const worker = startOutboxWorker({
    sources: { db: options.db, cipher: options.cipher, profile: sandataProfile },
    transport: sandataTransport({ url: simulator.url, ...demoCredentials }),
    now: options.now,
    intervalMs: options.intervalMs,
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    /** The simulator's base URL: its test controls are under /_sim/ (received, faults). */
    url: simulator.url,
    async stop() {
      await worker.stop();
      await simulator.close();
    },
  };
}

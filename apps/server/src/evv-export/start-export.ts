import { sandataProfile } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import type { IdentifierCipher } from '../billing/identifier-cipher.ts';
import { MEDICAID_ID_UNKNOWN_TO_STATE } from '../seed/billing-lists.ts';
import { sandataTransport, type AggregatorEndpoint } from './aggregator-transport.ts';
import { startOutboxWorker } from './outbox-worker.ts';

/** How often the outbox looks for records to send and results to poll. */
const OUTBOX_INTERVAL_MS = 2_000;

/**
 * The Medicaid ids the simulated aggregator is told the state's eligibility file does not hold
 * (AGGREGATOR_SIM_UNKNOWN_MEDICAID_IDS), so the demo shows a visit Rejected for a reason the device cannot know:
 * the demo client's (seed/billing-lists.ts). `npm start` runs the simulator in a process of its own, so
 * scripts/start.mjs names them to it (apps/server/test/simulated-state.test.ts checks that it names these); the
 * e2e server's simulator is given them by test/simulated-export.ts.
 */
export const SIMULATED_STATE_UNKNOWN_MEDICAID_IDS: readonly string[] = [MEDICAID_ID_UNKNOWN_TO_STATE];

/**
 * The aggregator export of a running server (issue 32 item 5): the outbox worker, sending to the configured
 * aggregator (AGGREGATOR_URL, the simulator by default) in the Sandata profile, on the wall clock.
 */
export function startAggregatorExport(
  endpoint: AggregatorEndpoint,
  db: Database,
  cipher: IdentifierCipher,
  log: (message: string) => void,
  now: () => Date = () => new Date(),
) {
  return startOutboxWorker({
    sources: { db, cipher, profile: sandataProfile },
    transport: sandataTransport(endpoint),
    now,
    log,
    intervalMs: OUTBOX_INTERVAL_MS,
  });
}

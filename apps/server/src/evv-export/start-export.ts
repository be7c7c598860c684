import { sandataProfile } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import type { IdentifierCipher } from '../billing/identifier-cipher.ts';
import { sandataTransport, type AggregatorEndpoint } from './aggregator-transport.ts';
import { startOutboxWorker } from './outbox-worker.ts';

/** How often the outbox looks for records to send and results to poll. */
const OUTBOX_INTERVAL_MS = 2_000;

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

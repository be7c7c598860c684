// The faults a test can switch on through POST /_sim/faults, and how long results stay "not ready".
export interface Faults {
  /** Every aggregator call answers 503, as an aggregator that is down behind its gateway. */
  down: boolean;
  /** Each aggregator call waits this long before it is handled (a batch is taken after the wait). */
  delayMs: number;
  /** The next n aggregator calls are handled (a batch is taken) and then the connection is cut: no reply. */
  loseNextReplies: number;
  /** A transaction's results read "not ready yet" until this long after the batch was taken. */
  notReadyMs: number;
}

const numberFields = ['delayMs', 'loseNextReplies', 'notReadyMs'] as const;

/** The faults after a change asked for with POST /_sim/faults, or the problems with the request. */
export function changeFaults(current: Faults, body: unknown): { faults: Faults } | { errors: string[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { errors: ['The body must be a JSON object such as { "down": true }.'] };
  const errors: string[] = [];
  const next = { ...current };
  for (const [name, value] of Object.entries(body)) {
    if (name === 'down') {
      if (typeof value === 'boolean') next.down = value;
      else errors.push('down must be true or false.');
    } else if ((numberFields as readonly string[]).includes(name)) {
      if (Number.isSafeInteger(value) && (value as number) >= 0)
        next[name as (typeof numberFields)[number]] = value as number;
      else errors.push(`${name} must be a whole number of 0 or more.`);
    } else errors.push(`${name} is not a fault: use down, delayMs, loseNextReplies or notReadyMs.`);
  }
  return errors.length > 0 ? { errors } : { faults: next };
}

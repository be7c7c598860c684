export interface BackoffPolicy {
  /** Delay after the first failure, before jitter. */
  baseMs: number;
  /** The exponential part stops growing here. */
  maxMs: number;
}

/** 2 s, 4 s, 8 s ... up to 5 minutes: quick after a blip, gentle on a server that is down. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 2000, maxMs: 5 * 60_000 };

/**
 * Delay before the next try after `failures` transient failures in a row (1 = the first). "Equal jitter":
 * half the exponential delay fixed, half random, so devices that failed together do not retry together,
 * yet no retry comes immediately. A server's Retry-After is a floor, never shortened by jitter.
 */
export function backoffDelay(
  failures: number,
  random: () => number,
  retryAfterMs: number | null = null,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  return Math.round(Math.max(jittered, retryAfterMs ?? 0));
}

/** Counts failures in a row and says when the next try may start. */
export class Backoff {
  private failures = 0;
  private notBefore = 0;

  constructor(
    private readonly random: () => number = Math.random,
    private readonly policy: BackoffPolicy = DEFAULT_BACKOFF,
  ) {}

  /** Records a failure at `nowMillis` and returns the delay until the next try. */
  fail(nowMillis: number, retryAfterMs: number | null = null): number {
    this.failures += 1;
    const delay = backoffDelay(this.failures, this.random, retryAfterMs, this.policy);
    this.notBefore = nowMillis + delay;
    return delay;
  }

  succeed(): void {
    this.failures = 0;
    this.notBefore = 0;
  }

  failuresInARow(): number {
    return this.failures;
  }

  /** Milliseconds left before a try is due; 0 when one may start now. */
  waitMs(nowMillis: number): number {
    return Math.max(0, this.notBefore - nowMillis);
  }
}

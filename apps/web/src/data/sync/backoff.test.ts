import { describe, expect, it } from 'vitest';
import { Backoff, backoffDelay, DEFAULT_BACKOFF } from './backoff.ts';

describe('backoff: exponential with jitter', () => {
  it('doubles from 2 s, with half the delay random', () => {
    const low = [1, 2, 3, 4, 5].map((n) => backoffDelay(n, () => 0));
    const high = [1, 2, 3, 4, 5].map((n) => backoffDelay(n, () => 1));
    expect(low).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(high).toEqual([2000, 4000, 8000, 16000, 32000]);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
  });

  it('stops growing at 5 minutes', () => {
    expect(backoffDelay(30, () => 1)).toBe(DEFAULT_BACKOFF.maxMs);
    expect(backoffDelay(30, () => 0)).toBe(DEFAULT_BACKOFF.maxMs / 2);
  });

  it("never retries before the server's Retry-After", () => {
    expect(backoffDelay(1, () => 0, 60_000)).toBe(60_000);
    expect(backoffDelay(5, () => 1, 1000)).toBe(32_000);
  });

  it('counts failures in a row and says when the next try is due', () => {
    const randoms = [0, 1, 0.5];
    const backoff = new Backoff(() => randoms.shift() ?? 0);
    expect(backoff.waitMs(0)).toBe(0);
    expect(backoff.fail(10_000)).toBe(1000);
    expect(backoff.waitMs(10_500)).toBe(500);
    expect(backoff.fail(20_000)).toBe(4000);
    expect(backoff.fail(30_000, 9000)).toBe(9000);
    expect(backoff.failuresInARow()).toBe(3);
    expect(backoff.waitMs(39_000)).toBe(0);
    backoff.succeed();
    expect(backoff.failuresInARow()).toBe(0);
    expect(backoff.fail(50_000)).toBe(1000);
  });
});

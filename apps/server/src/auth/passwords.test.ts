import { describe, expect, it, vi } from 'vitest';

// The hand-off of a finished check's turn: never more than two argon2 computations at once, all done, in order.
describe('password checks take turns', () => {
  it('runs at most two at once and every one to the end', async () => {
    let active = 0;
    let most = 0;
    const finished: number[] = [];
    vi.doMock('argon2', () => ({
      default: {
        argon2id: 2,
        hash: async (plain: string) => {
          active++;
          most = Math.max(most, active);
          await new Promise((resolve) => setTimeout(resolve, 5));
          active--;
          finished.push(Number(plain));
          return `hash-${plain}`;
        },
        verify: () => Promise.resolve(true),
      },
    }));
    const { hashSecret } = await import('./passwords.ts');
    // Each mocked hash takes 5 ms of fake time: the checks overlap without the test waiting in real time.
    vi.useFakeTimers();
    const hashing = Promise.all(Array.from({ length: 7 }, (_, i) => hashSecret(String(i))));
    await vi.runAllTimersAsync().finally(() => vi.useRealTimers());
    const hashes = await hashing;
    expect(hashes).toEqual(Array.from({ length: 7 }, (_, i) => `hash-${i}`));
    expect(most).toBe(2);
    expect(active).toBe(0);
    expect([...finished].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    vi.doUnmock('argon2');
  });
});

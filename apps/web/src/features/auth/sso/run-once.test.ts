import { describe, expect, it } from 'vitest';
import { runOnce } from './run-once.ts';

describe('runOnce (the callback is processed once under StrictMode)', () => {
  it('shares the running work with a second caller of the same key', async () => {
    let runs = 0;
    let release!: (value: string) => void;
    const work = () => {
      runs++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = runOnce('callback?code=1', work);
    const second = runOnce('callback?code=1', work);
    expect(second).toBe(first);
    await Promise.resolve();
    release('done');
    expect(await first).toBe('done');
    expect(runs).toBe(1);
  });

  it('runs again once the earlier run has settled, and keeps keys apart', async () => {
    let runs = 0;
    const work = () => Promise.resolve(++runs);
    expect(await runOnce('a', work)).toBe(1);
    expect(await runOnce('a', work)).toBe(2);
    const failing = runOnce('b', () => Promise.reject(new Error('refused')));
    await expect(failing).rejects.toThrow('refused');
    expect(await runOnce('b', work)).toBe(3);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work that can wait', () => {
  it('runs when the browser is idle, within the time given, unless called off', () => {
    const requested: { work: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void, options?: { timeout?: number }) => {
      requested.push({ work, timeout: options?.timeout });
      return requested.length;
    });
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const callOff = whenIdle(work, 500);
    expect(work).not.toHaveBeenCalled();
    expect(requested[0]?.timeout).toBe(500);
    requested[0]?.work();
    expect(work).toHaveBeenCalledOnce();
    callOff();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('runs in the next task where the browser has no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
    const calledOff = vi.fn();
    whenIdle(calledOff)();
    vi.advanceTimersByTime(10);
    expect(calledOff).not.toHaveBeenCalled();
  });

  it('goes on in a task of its own, after the work already queued', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const next = nextTask().then(() => order.push('next task'));
    order.push('this task');
    await vi.runAllTimersAsync();
    await next;
    expect(order).toEqual(['this task', 'queued before', 'next task']);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadStatusBoard } from '../../data/sync/load-status.ts';
import { PROGRESS_REFRESH_MS, useLoadProgress } from './use-load-progress.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function follow(board: LoadStatusBoard) {
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useLoadProgress(board);
  });
  return { hook, renders: () => renders };
}

describe('the load progress a screen follows (spec 1 §4)', () => {
  it('draws a burst of moves once, at its last state, and nothing before the refresh interval', () => {
    const board = new LoadStatusBoard();
    const { hook, renders } = follow(board);
    expect(renders()).toBe(1);

    act(() => {
      board.set({ table: 'program', status: 'loading', loaded: 0 });
      board.set({ table: 'program', status: 'success', loaded: 3 });
      board.set({ table: 'client', status: 'loading', loaded: 0 });
      board.set({ table: 'client', status: 'loading', loaded: 120, total: 600 });
    });
    act(() => {
      vi.advanceTimersByTime(PROGRESS_REFRESH_MS - 1);
    });
    expect(renders()).toBe(1);
    expect(hook.result.current).toEqual([]);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(renders()).toBe(2);
    expect(hook.result.current).toEqual([
      { table: 'program', status: 'success', loaded: 3 },
      { table: 'client', status: 'loading', loaded: 120, total: 600 },
    ]);
  });

  it('follows a move that comes after the interval, and stops following when the screen goes', () => {
    const board = new LoadStatusBoard();
    const { hook, renders } = follow(board);
    act(() => {
      board.set({ table: 'client', status: 'loading', loaded: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(PROGRESS_REFRESH_MS);
    });
    act(() => {
      board.set({ table: 'client', status: 'success', loaded: 600 });
    });
    act(() => {
      vi.advanceTimersByTime(PROGRESS_REFRESH_MS);
    });
    expect(renders()).toBe(3);
    expect(hook.result.current).toEqual([{ table: 'client', status: 'success', loaded: 600 }]);

    hook.unmount();
    board.set({ table: 'client', status: 'loading', loaded: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { useCallback, useSyncExternalStore } from 'react';
import type { LoadProgress, SyncEngine } from '../../data/index.ts';

type Board = SyncEngine['status'];

/**
 * How often a screen follows the board at most. A sync of ~35 tables moves it several times per table, and
 * between two tables it says for a moment that none loads: followed move by move, the header's indicator was
 * drawn (and its spinner mounted again) about a hundred times per sync.
 */
export const PROGRESS_REFRESH_MS = 100;

// board.all() makes a new array on every call; useSyncExternalStore needs the same one until something changes.
const snapshots = new WeakMap<Board, readonly LoadProgress[]>();

const sameItems = (a: readonly LoadProgress[], b: readonly LoadProgress[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

function snapshotOf(board: Board): readonly LoadProgress[] {
  const known = snapshots.get(board);
  const current = board.all();
  if (known && sameItems(known, current)) return known;
  snapshots.set(board, current);
  return current;
}

/** Tells React of the board's moves once per PROGRESS_REFRESH_MS at most, the last of them included. */
function subscribeThrottled(board: Board, changed: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const unsubscribe = board.subscribe(() => {
    timer ??= setTimeout(() => {
      timer = null;
      changed();
    }, PROGRESS_REFRESH_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}

/** The load state of every table (spec 1 §4: idle, loading, success, error), kept current as sync runs. */
export function useLoadProgress(board: Board): readonly LoadProgress[] {
  const subscribe = useCallback((changed: () => void) => subscribeThrottled(board, changed), [board]);
  const getSnapshot = useCallback(() => snapshotOf(board), [board]);
  return useSyncExternalStore(subscribe, getSnapshot);
}

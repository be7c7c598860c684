import { useCallback, useSyncExternalStore } from 'react';
import type { LoadProgress, SyncEngine } from '../../data/index.ts';

type Board = SyncEngine['status'];

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

/** The load state of every table (spec 1 §4: idle, loading, success, error), kept current as sync runs. */
export function useLoadProgress(board: Board): readonly LoadProgress[] {
  const subscribe = useCallback((changed: () => void) => board.subscribe(() => changed()), [board]);
  const getSnapshot = useCallback(() => snapshotOf(board), [board]);
  return useSyncExternalStore(subscribe, getSnapshot);
}

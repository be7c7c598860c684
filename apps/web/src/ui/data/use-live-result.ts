import { useRef } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { shareEqual } from './share-equal.ts';

/**
 * Dexie's live query (architecture: screens read live queries), answering with the earlier result's objects wherever
 * the new answer equals them (share-equal.ts): a write that changes nothing a screen reads, such as sync's refetch
 * of unchanged rows, renders nothing again. `undefined` until the first answer.
 */
export function useLiveResult<T>(query: () => Promise<T> | T, deps: readonly unknown[]): T | undefined {
  const last = useRef<T | undefined>(undefined);
  return useLiveQuery(async () => {
    last.current = shareEqual(last.current, await query());
    return last.current;
  }, [...deps]);
}

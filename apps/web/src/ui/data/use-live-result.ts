import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react';
import { liveQuery } from 'dexie';
import { shareEqual } from './share-equal.ts';

/** The latest answer of a live query, or the error of its latest run. */
type Answer<T> =
  { value: T | undefined; failed: false } | { value: T | undefined; failed: true; error: unknown };

/**
 * A Dexie live query (architecture: screens read live queries), answered again whenever a table it reads changes.
 * Two things set it apart from dexie-react-hooks' useLiveQuery:
 *
 * - The answer keeps the earlier answer's objects wherever it equals them (share-equal.ts): sync rewrites rows that
 *   are mostly unchanged, and a screen then renders nothing again.
 * - An answer renders in a transition. An update from a promise is urgent to React, rendered in one piece: a
 *   screen's list arriving from the local database took one 37 ms task on a laptop (150 ms on a phone), while a
 *   transition's render yields to the browser every few milliseconds (issue 33 item 4).
 *
 * `undefined` until the first answer; with new `deps` the earlier answer shows until the new one comes. A failing
 * query throws from the hook, for the nearest error boundary.
 */
export function useLiveResult<T>(query: () => Promise<T> | T, deps: DependencyList): T | undefined {
  const [answer, setAnswer] = useState<Answer<T>>({ value: undefined, failed: false });
  /** The answer last given to React: an equal one is not given again (React would call the component to see). */
  const given = useRef<Answer<T>>(answer);
  useEffect(() => {
    const give = (next: Answer<T>) => {
      given.current = next;
      startTransition(() => setAnswer(next));
    };
    const subscription = liveQuery(async () => shareEqual(given.current.value, await query())).subscribe({
      next: (value) => {
        if (given.current.failed || given.current.value !== value) give({ value, failed: false });
      },
      error: (error: unknown) => give({ value: given.current.value, failed: true, error }),
    });
    return () => subscription.unsubscribe();
    // The caller's deps name what the query reads, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (answer.failed) throw answer.error;
  return answer.value;
}

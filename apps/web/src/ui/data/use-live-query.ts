import { startTransition, type DependencyList } from 'react';
import { liveQuery } from 'dexie';
import { useObservable, type InteropableObservable } from 'dexie-react-hooks';

/**
 * A live query's results, each drawn as a transition: React draws it in slices and gives way to the user's input
 * between them, and results that arrive close together (a screen's several queries, a sync's tables) are drawn
 * once. Drawn at once, a face sheet's results were each a long task on a phone (issue 33).
 */
function drawnAsTransitions<T>(results: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) =>
      results.subscribe((result) => {
        startTransition(() => {
          onNext(result);
        });
      }, onError),
    getValue: results.getValue && (() => results.getValue!()),
    hasValue: results.hasValue && (() => results.hasValue!()),
  };
}

/**
 * The screens' live query (architecture: screens read live queries): what `querier` reads from the local
 * database, read again whenever a table it read from changes; undefined until the first result. Until a new
 * query (its deps changed) has its first result, the last one stays, as with dexie-react-hooks.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: DependencyList): T | undefined {
  return useObservable(() => drawnAsTransitions(liveQuery(querier)), [...deps]);
}

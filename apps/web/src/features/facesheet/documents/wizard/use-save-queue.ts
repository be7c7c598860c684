import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLatest } from '../../../../ui/use-latest.ts';

/** A save on the device that failed and what retries it; shown by SaveProblemAlert until a save succeeds. */
export interface SaveProblem {
  error: unknown;
  retry: () => void;
}

export interface SaveQueue {
  /** Marks a change as waiting and saves it after the save in flight; a failure is reported, not thrown. */
  schedule: () => void;
  /** Saves what waits now; rejects when that save fails (the change stays waiting). */
  flush: () => Promise<void>;
  /** Resolves once the saves queued so far have ended, stored or not. */
  settled: () => Promise<void>;
  /** Whether a change has not been stored yet (waiting, or its save failed). */
  pending: () => boolean;
  /** The last failure, until a save succeeds. */
  problem: SaveProblem | null;
}

const ignore = () => undefined;

/**
 * One save at a time to the encrypted local database, each writing the latest state `write` reads (saves of one
 * record racing each other would each find it changed under them). A save that fails (quota exceeded, the record
 * gone, the database closed) leaves the change waiting, so the next change, a retry, the page being hidden or
 * the form closing saves it again; it never blocks later saves, and it is reported until one succeeds.
 */
export function useSaveQueue(write: () => Promise<void>): SaveQueue {
  const writeRef = useLatest(write);
  const running = useRef<Promise<void>>(Promise.resolve());
  const waiting = useRef(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const flush = useCallback((): Promise<void> => {
    const previous = running.current;
    const run = (async () => {
      // Its failure was reported by its own run; what it left waiting is saved here.
      await previous.catch(ignore);
      while (waiting.current) {
        waiting.current = false;
        try {
          await writeRef.current();
        } catch (error) {
          waiting.current = true;
          setFailure({ error });
          throw error;
        }
      }
      setFailure(null);
    })();
    running.current = run;
    return run;
  }, [writeRef]);

  const schedule = useCallback(() => {
    waiting.current = true;
    flush().catch(ignore);
  }, [flush]);

  const retry = useCallback(() => void flush().catch(ignore), [flush]);
  const settled = useCallback(() => running.current.catch(ignore), []);
  const pending = useCallback(() => waiting.current, []);

  // A change still waiting is saved when the page is hidden or left and when the form closes.
  useEffect(() => {
    const saveWaiting = () => {
      if (waiting.current) retry();
    };
    const hidden = () => {
      if (globalThis.document.visibilityState === 'hidden') saveWaiting();
    };
    globalThis.document.addEventListener('visibilitychange', hidden);
    globalThis.addEventListener('pagehide', saveWaiting);
    return () => {
      globalThis.document.removeEventListener('visibilitychange', hidden);
      globalThis.removeEventListener('pagehide', saveWaiting);
      saveWaiting();
    };
  }, [retry]);

  const problem = useMemo(() => (failure ? { error: failure.error, retry } : null), [failure, retry]);
  return { schedule, flush, settled, pending, problem };
}

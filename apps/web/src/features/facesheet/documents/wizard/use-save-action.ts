import { useCallback, useMemo, useRef, useState } from 'react';
import { useLatest } from '../../../../ui/use-latest.ts';
import type { SaveProblem } from './use-save-queue.ts';

export interface SaveAction {
  save: () => Promise<void>;
  /** While the save runs (its button waits). */
  busy: boolean;
  /** The last Save's failure, until Save runs again; its retry saves again. */
  problem: SaveProblem | null;
}

/**
 * A wizard's Save: `write` (null while Save may not run), then `onSaved` (leaving the wizard). A failure keeps the
 * wizard open with Save enabled again and is reported for SaveProblemAlert, never thrown.
 */
export function useSaveAction(write: (() => Promise<void>) | null, onSaved: () => void): SaveAction {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const running = useRef(false);
  const latest = useLatest({ write, onSaved });

  const save = useCallback(async () => {
    const { write, onSaved } = latest.current;
    if (!write || running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await write();
    } catch (error) {
      setFailure({ error });
      return;
    } finally {
      running.current = false;
      setBusy(false);
    }
    onSaved();
  }, [latest]);

  const problem = useMemo(
    () => (failure ? { error: failure.error, retry: () => void save() } : null),
    [failure, save],
  );
  return { save, busy, problem };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '@carevisit/core';
import type { ModuleDataEntry } from '../../../../data/index.ts';
import type { DocumentDraft } from './use-document-draft.ts';
import type { PageChecker } from './page-kind.ts';

/** spec 2 §9: next page 200 ms, page click 200 ms. */
const PAGE_CHANGE_MS = 200;

export interface WizardNavigation {
  index: number;
  /** Module ids whose page had Next pressed: their required messages show. */
  nextClicked: ReadonlySet<number>;
  floating: Message | null;
  busy: boolean;
  /** Next on the page's entry, or on the entry a page hands over (PageProps.onNext); never rejects. */
  next: (given?: ModuleDataEntry) => Promise<void>;
  go: (index: number) => Promise<void>;
  dismissFloating: () => void;
}

/**
 * Whether the page's save went through. A failed one is shown by the wizard (the draft's problem) and the page
 * stays, so what was entered is neither lost nor left behind unsaved.
 */
const stored = (save: Promise<void>): Promise<boolean> =>
  save.then(
    () => true,
    () => false,
  );

/**
 * spec 2 §4 Wizard navigation: Next validates the page, stores its data, marks it validated and moves on after
 * 200 ms; Previous and the navigator save without validating, reset the page's flag, and move after 200 ms.
 * An invalid page stays, showing its messages, with the floating count when more than one; so does a page whose
 * save on the device failed.
 */
export function useWizardNavigation(
  pageCount: number,
  entryAt: (index: number) => ModuleDataEntry | null,
  draft: DocumentDraft,
  checkerRef: React.RefObject<PageChecker | null>,
  readOnly: boolean,
): WizardNavigation {
  const [index, setIndex] = useState(0);
  const [nextClicked, setNextClicked] = useState<ReadonlySet<number>>(new Set());
  const [floating, setFloating] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const moveTo = useCallback(
    (target: number) => {
      setBusy(true);
      timer.current = setTimeout(() => {
        setIndex(Math.max(0, Math.min(pageCount - 1, target)));
        setBusy(false);
      }, PAGE_CHANGE_MS);
    },
    [pageCount],
  );

  const next = useCallback(
    async (given?: ModuleDataEntry) => {
      const entry = given ?? entryAt(index);
      if (entry && !readOnly) {
        const verdict = checkerRef.current?.(entry) ?? null;
        if (verdict && !verdict.valid) {
          setNextClicked((before) => new Set(before).add(entry.moduleId));
          const first = verdict.messages[0] ?? null;
          const counted: Message | null =
            verdict.errorCount > 1 ? { key: 'forms.floating', params: { count: verdict.errorCount } } : first;
          setFloating(verdict.floating === undefined ? counted : verdict.floating);
          return;
        }
        if (!(await stored(draft.flush(verdict ? { ...verdict.stored, formValidated: true } : entry))))
          return;
      }
      moveTo(index + 1);
    },
    [entryAt, index, readOnly, checkerRef, draft, moveTo],
  );

  const go = useCallback(
    async (target: number) => {
      const entry = entryAt(index);
      if (entry && !readOnly && !(await stored(draft.flush({ ...entry, formValidated: false })))) return;
      moveTo(target);
    },
    [entryAt, index, readOnly, draft, moveTo],
  );

  return { index, nextClicked, floating, busy, next, go, dismissFloating: () => setFloating(null) };
}

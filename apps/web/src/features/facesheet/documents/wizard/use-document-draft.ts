import { useCallback, useEffect, useRef, useState } from 'react';
import {
  documentStatusOf,
  moduleProgressOf,
  type DocumentStatus,
  type TemplateModule,
} from '@carevisit/core';
import type {
  DocumentData,
  DocumentsRepository,
  ModuleDataEntry,
  TemplateData,
} from '../../../../data/index.ts';
import { useLatest } from '../../../../ui/use-latest.ts';

/** spec 2 §4: the status from the template's pages and what they hold (no staff signature on these pages). */
export function statusFor(
  template: TemplateData,
  document: DocumentData,
  moduleData: readonly ModuleDataEntry[],
): DocumentStatus {
  return documentStatusOf({
    previousStatus: document.documentStatus,
    signatureConfiguration: template.signatureConfiguration,
    modules: moduleProgressOf(template.modules, moduleData),
    staffSignatureValidated: false,
    signature: document.signature,
  });
}

/** A module's entry, or an empty one for a page the document has no data for yet. */
export function entryOf(moduleData: readonly ModuleDataEntry[], module: TemplateModule): ModuleDataEntry {
  return (
    moduleData.find((entry) => entry.moduleId === module.moduleId) ?? {
      moduleId: module.moduleId,
      moduleType: module.moduleType,
      fieldData: [],
      formValidated: false,
    }
  );
}

/** spec 2 §4, §9: after a write, the local copy is reloaded after 2 seconds. */
const RELOAD_AFTER_WRITE_MS = 2000;

export interface DocumentDraft {
  moduleData: ModuleDataEntry[];
  /** A page's change: shown at once and sealed into the local database right after. */
  change: (entry: ModuleDataEntry) => void;
  /** Saves what waits now (Next, Previous, the navigator, closing the wizard). */
  flush: (entry?: ModuleDataEntry) => Promise<void>;
}

/**
 * The wizard's working copy of a document's pages (issue 13: every change in the encrypted local database within
 * a second, so a reload or a closed tab loses nothing). A change shows at once and is saved at once, with the
 * status recomputed; saves run one at a time, and changes made during one are saved together right after it.
 */
export function useDocumentDraft(
  document: DocumentData,
  template: TemplateData,
  repository: DocumentsRepository,
  readOnly: boolean,
): DocumentDraft {
  const [moduleData, setModuleData] = useState(document.moduleData);
  const latest = useRef(moduleData);
  const running = useRef<Promise<void> | null>(null);
  const unsaved = useRef(false);
  /** Counts the wizard's own changes, so a reload never lands over one made while it read. */
  const generation = useRef(0);
  const documentRef = useLatest(document);

  const save = useCallback((): Promise<void> => {
    if (readOnly) return Promise.resolve();
    const run = async () => {
      // A save in flight finishes first; what changed meanwhile goes in the next round.
      await running.current;
      while (unsaved.current) {
        unsaved.current = false;
        const data = latest.current;
        await repository.save(documentRef.current.id, {
          moduleData: data,
          documentStatus: statusFor(template, documentRef.current, data),
        });
      }
    };
    const next = run();
    running.current = next;
    return next;
  }, [repository, template, readOnly, documentRef]);

  const change = useCallback(
    (entry: ModuleDataEntry) => {
      const next = [...latest.current.filter((each) => each.moduleId !== entry.moduleId), entry];
      latest.current = next;
      unsaved.current = true;
      generation.current += 1;
      setModuleData(next);
      void save();
    },
    [save],
  );

  const flush = useCallback(
    async (entry?: ModuleDataEntry) => {
      if (entry) change(entry);
      await save();
    },
    [change, save],
  );

  useEffect(() => {
    const hidden = () => {
      if (globalThis.document.visibilityState === 'hidden') void save();
    };
    const leaving = () => void save();
    globalThis.document.addEventListener('visibilitychange', hidden);
    globalThis.addEventListener('pagehide', leaving);
    return () => {
      globalThis.document.removeEventListener('visibilitychange', hidden);
      globalThis.removeEventListener('pagehide', leaving);
      void save();
    };
  }, [save]);

  // spec 2 §4: after a write (the server's version of this copy changed: its write was taken, a newer copy was
  // read, or the server's copy was taken in the resolve choice) the wizard reloads the local copy 2 s later,
  // unless the clinician changed something since; their change is saved and goes with the next write.
  const loadedVersion = useRef(document.version);
  useEffect(() => {
    if (document.version === loadedVersion.current) return;
    const startedAt = generation.current;
    const timer = setTimeout(() => {
      void (async () => {
        await running.current;
        const fresh = await repository.get(documentRef.current.id);
        if (!fresh || unsaved.current || generation.current !== startedAt) return;
        loadedVersion.current = fresh.version;
        latest.current = fresh.moduleData;
        setModuleData(fresh.moduleData);
      })();
    }, RELOAD_AFTER_WRITE_MS);
    return () => clearTimeout(timer);
  }, [document.version, repository, documentRef]);

  return { moduleData, change, flush };
}

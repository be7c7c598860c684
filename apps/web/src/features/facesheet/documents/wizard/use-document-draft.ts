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
import { useSaveQueue, type SaveProblem } from './use-save-queue.ts';

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
  /** Saves what waits now (Next, Previous, the navigator, closing the wizard); rejects when that save fails. */
  flush: (entry?: ModuleDataEntry) => Promise<void>;
  /** A failed save, kept waiting and shown until a save succeeds. */
  problem: SaveProblem | null;
}

/**
 * The wizard's working copy of a document's pages (issue 13: every change in the encrypted local database within
 * a second, so a reload or a closed tab loses nothing). A change shows at once and is saved at once, with the
 * status recomputed; saves run one at a time, and changes made during one are saved together right after it.
 * A failed save keeps its change waiting and is reported (useSaveQueue), so the clinician sees it and can retry.
 */
export function useDocumentDraft(
  document: DocumentData,
  template: TemplateData,
  repository: DocumentsRepository,
  readOnly: boolean,
): DocumentDraft {
  const [moduleData, setModuleData] = useState(document.moduleData);
  const latest = useRef(moduleData);
  /** Counts the wizard's own changes, so a reload never lands over one made while it read. */
  const generation = useRef(0);
  const documentRef = useLatest(document);
  const queue = useSaveQueue(async () => {
    const data = latest.current;
    await repository.save(documentRef.current.id, {
      moduleData: data,
      documentStatus: statusFor(template, documentRef.current, data),
    });
  });
  const { schedule, flush: saveWaiting, settled, pending } = queue;

  const change = useCallback(
    (entry: ModuleDataEntry) => {
      const next = [...latest.current.filter((each) => each.moduleId !== entry.moduleId), entry];
      latest.current = next;
      generation.current += 1;
      setModuleData(next);
      if (!readOnly) schedule();
    },
    [schedule, readOnly],
  );

  const flush = useCallback(
    async (entry?: ModuleDataEntry) => {
      if (entry) change(entry);
      if (!readOnly) await saveWaiting();
    },
    [change, readOnly, saveWaiting],
  );

  // spec 2 §4: after a write (the server's version of this copy changed: its write was taken, a newer copy was
  // read, or the server's copy was taken in the resolve choice) the wizard reloads the local copy 2 s later,
  // unless the clinician changed something since; their change is saved and goes with the next write. A change
  // whose save failed is still waiting, so it is not reloaded over either.
  const loadedVersion = useRef(document.version);
  useEffect(() => {
    if (document.version === loadedVersion.current) return;
    const startedAt = generation.current;
    const timer = setTimeout(() => {
      void (async () => {
        await settled();
        const fresh = await repository.get(documentRef.current.id);
        if (!fresh || pending() || generation.current !== startedAt) return;
        loadedVersion.current = fresh.version;
        latest.current = fresh.moduleData;
        setModuleData(fresh.moduleData);
      })();
    }, RELOAD_AFTER_WRITE_MS);
    return () => clearTimeout(timer);
  }, [document.version, repository, documentRef, settled, pending]);

  return { moduleData, change, flush, problem: queue.problem };
}

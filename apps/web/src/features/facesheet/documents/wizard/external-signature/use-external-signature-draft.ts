import { useEffect, useRef, useState } from 'react';
import { contentHash, externalSignatureSlots, type ExternalSignature } from '@carevisit/core';
import type { DocumentData, DocumentsRepository, TemplateData } from '../../../../../data/index.ts';
import { useLatest } from '../../../../../ui/use-latest.ts';
import { useSaveQueue, type SaveProblem } from '../use-save-queue.ts';

export interface ExternalSignatureDraft {
  slots: ExternalSignature[];
  /** The blocks changed since the wizard opened: only they show their errors. */
  touched: ReadonlySet<number>;
  change: (index: number, next: ExternalSignature) => void;
  /** core's contentHash of the document, which each drawn pad vouches for; null while it is worked out. */
  hash: string | null;
  /** Stores the blocks still waiting, so that Save signs what they stored; rejects when that save fails. */
  saved: () => Promise<void>;
  /** A failed save of the blocks, kept waiting and shown until a save succeeds. */
  problem: SaveProblem | null;
}

/**
 * The external-signature wizard's blocks (spec 2 §2), saved to the encrypted local database as they change, like
 * the signature page's, so a reload or a turned screen keeps what was drawn, named and chosen (issue 13 §8, issue
 * 16). The status stays External Signature Needed until Save.
 */
export function useExternalSignatureDraft(
  document: DocumentData,
  template: TemplateData,
  repository: DocumentsRepository,
  readOnly: boolean,
): ExternalSignatureDraft {
  const [slots, setSlots] = useState<ExternalSignature[]>(() =>
    externalSignatureSlots(document.signature, template.signatureConfiguration.numberOfExternalSignatures),
  );
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [hash, setHash] = useState<string | null>(null);
  const changed = useRef(false);
  const signature = useLatest(document.signature);
  const latestSlots = useLatest(slots);
  const queue = useSaveQueue(async () => {
    const before = signature.current;
    await repository.save(document.id, {
      signature: {
        ...before,
        externalSignatures: latestSlots.current,
        signedBy: before?.signedBy ?? null,
        signedDate: before?.signedDate ?? null,
        nextStaffId: before?.nextStaffId ?? null,
      },
    });
  });
  const { schedule, flush } = queue;

  useEffect(() => {
    let current = true;
    void contentHash(document).then((found) => {
      if (current) setHash(found);
    });
    return () => {
      current = false;
    };
  }, [document]);

  // One save at a time (useSaveQueue), of the latest blocks: typing a reason changes them at every key.
  useEffect(() => {
    if (!changed.current || readOnly) return;
    schedule();
  }, [schedule, slots, readOnly]);

  const change = (index: number, next: ExternalSignature) => {
    changed.current = true;
    setSlots((before) => before.map((each, i) => (i === index ? next : each)));
    setTouched((before) => new Set(before).add(index));
  };
  return { slots, touched, change, hash, saved: flush, problem: queue.problem };
}

import { useEffect, useRef, useState } from 'react';
import { contentHash, externalSignatureSlots, type ExternalSignature } from '@carevisit/core';
import type { DocumentData, DocumentsRepository, TemplateData } from '../../../../../data/index.ts';
import { useLatest } from '../../../../../ui/use-latest.ts';

export interface ExternalSignatureDraft {
  slots: ExternalSignature[];
  /** The blocks changed since the wizard opened: only they show their errors. */
  touched: ReadonlySet<number>;
  change: (index: number, next: ExternalSignature) => void;
  /** core's contentHash of the document, which each drawn pad vouches for; null while it is worked out. */
  hash: string | null;
  saved: () => Promise<void>;
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
  const saving = useRef<Promise<void>>(Promise.resolve());
  const signature = useLatest(document.signature);

  useEffect(() => {
    let current = true;
    void contentHash(document).then((found) => {
      if (current) setHash(found);
    });
    return () => {
      current = false;
    };
  }, [document]);

  useEffect(() => {
    if (!changed.current || readOnly) return;
    // One save at a time, in the order of the changes: saves of one record racing each other would each find it
    // changed under them (typing a reason changes the blocks at every key).
    const previous = saving.current;
    saving.current = (async () => {
      await previous;
      const before = signature.current;
      await repository.save(document.id, {
        signature: {
          ...before,
          externalSignatures: slots,
          signedBy: before?.signedBy ?? null,
          signedDate: before?.signedDate ?? null,
          nextStaffId: before?.nextStaffId ?? null,
        },
      });
    })().catch(() => undefined);
  }, [repository, document.id, slots, readOnly, signature]);

  const change = (index: number, next: ExternalSignature) => {
    changed.current = true;
    setSlots((before) => before.map((each, i) => (i === index ? next : each)));
    setTouched((before) => new Set(before).add(index));
  };
  /** Waits for the blocks' saves in flight, so that Save signs what they stored. */
  const saved = () => saving.current;
  return { slots, touched, change, hash, saved };
}

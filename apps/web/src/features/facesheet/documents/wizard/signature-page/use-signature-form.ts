import { useCallback, useEffect, useRef, useState } from 'react';
import {
  staffSignaturesOf,
  contentHash,
  signDocument,
  signaturePageErrors,
  signaturePagePasses,
  type ProgramChoice,
  type SignaturePageErrors,
  type StoredSlot,
  type DocumentStatus,
  type SignatureCheck,
} from '@carevisit/core';
import type {
  DocumentData,
  DocumentsRepository,
  ModuleDataEntry,
  TemplateData,
} from '../../../../../data/index.ts';
import { now } from '../../../../../platform/clock.ts';
import { useLatest } from '../../../../../ui/use-latest.ts';
import { useRestingValue } from '../../../../../ui/use-resting-value.ts';
import { useSaveQueue, type SaveProblem } from '../use-save-queue.ts';
import type { SignatureContext } from './use-signature-context.ts';

/** How long a typed staff signature rests before it is checked (and, when wrong, counted). */
const SIGNATURE_REST_MS = 400;

const EMPTY_SLOT: StoredSlot = {
  name: null,
  signature: null,
  unableToCollectYN: 'N',
  unableReason: null,
  signedDate: null,
  docSignaturePadId: null,
  role: null,
  roleOther: null,
};

export interface SignatureForm {
  slots: StoredSlot[];
  program: ProgramChoice;
  nextStaffId: number | null;
  staffSignature: string;
  /** The staff member signs after the author named them as next staff to sign. */
  coSigning: boolean;
  /** The staff signatures the document holds before this signer's. */
  signedBefore: number;
  errors: SignaturePageErrors | null;
  passes: boolean;
  /** The checks ran on the staff signature as typed now (until then its message is the previous value's). */
  staffSignatureChecked: boolean;
  setSlot: (index: number, slot: StoredSlot) => void;
  setProgram: (program: ProgramChoice) => void;
  setNextStaffId: (staffId: number | null) => void;
  setStaffSignature: (value: string) => void;
  /** spec 2 §4: writes the signatures for the pages as they are; true when the staff member signed. */
  sign: (statusWithoutStaff: DocumentStatus, moduleData: readonly ModuleDataEntry[]) => Promise<boolean>;
  /** A failed save of what was drawn, named, chosen or assigned, until a save succeeds. */
  problem: SaveProblem | null;
}

/**
 * The signature page's values (spec 2 §4, §5): what is drawn, named, chosen and assigned is saved on the
 * device at once, encrypted like the rest of the document, so a reload or a turned screen keeps it; the typed
 * staff signature only as the signing's proof (issue 31). Every check runs again on each change (the staff
 * signature against the device verifier once typing rests, offline too).
 */
export function useSignatureForm(
  document: DocumentData,
  template: TemplateData,
  context: SignatureContext,
  repository: DocumentsRepository,
): SignatureForm {
  const config = template.signatureConfiguration;
  const coSigning =
    document.documentStatus === 'Signed' &&
    !document.fullySigned &&
    document.signature?.nextStaffId === context.staffId;
  const signedBefore = staffSignaturesOf(document).length;
  const [slots, setSlots] = useState<StoredSlot[]>(() =>
    Array.from({ length: config.numberOfExternalSignatures }, (_, i) => ({
      ...EMPTY_SLOT,
      ...document.signature?.externalSignatures[i],
    })),
  );
  const [program, setProgram] = useState<ProgramChoice>(document.clientProgramId);
  const [nextStaffId, setNextStaffId] = useState<number | null>(
    coSigning ? null : (document.signature?.nextStaffId ?? null),
  );
  const [staffSignature, setStaffSignature] = useState('');
  const [checked, setErrors] = useState<{ signature: string; found: SignaturePageErrors } | null>(null);
  const errors = checked?.found ?? null;
  const changed = useRef(false);

  // Issue 31 items 2, 3: a typed signature is checked once it rests, each value once per page, so that typing
  // it costs no wrong tries on the device's count.
  const checkedSignature = useRestingValue(staffSignature, SIGNATURE_REST_MS);
  const checks = useRef(new Map<string, Promise<SignatureCheck>>());
  const { checkStaffSignature } = context;
  const checkOnce = useCallback(
    (entered: string) => {
      const known = checks.current.get(entered) ?? checkStaffSignature(entered);
      checks.current.set(entered, known);
      return known;
    },
    [checkStaffSignature],
  );

  useEffect(() => {
    let current = true;
    void signaturePageErrors({
      signatureConfiguration: config,
      isClientProgram: template.isClientProgram,
      program,
      externalSlots: slots,
      staffSignature: checkedSignature,
      checkStaffSignature: checkOnce,
      coSigning,
      signedBefore,
      nextStaffId,
    }).then((found) => {
      if (current) setErrors({ signature: checkedSignature, found });
    });
    return () => {
      current = false;
    };
  }, [
    config,
    template.isClientProgram,
    program,
    slots,
    checkedSignature,
    checkOnce,
    coSigning,
    signedBefore,
    nextStaffId,
  ]);

  const entered = useLatest({ slots, program, nextStaffId });
  const queue = useSaveQueue(async () => {
    const { slots, program, nextStaffId } = entered.current;
    await repository.save(document.id, {
      signature: { externalSignatures: slots, signedBy: null, signedDate: null, nextStaffId },
      clientProgramId: typeof program === 'number' ? program : null,
    });
  });
  const { schedule, flush } = queue;
  useEffect(() => {
    if (!changed.current || coSigning) return;
    schedule();
  }, [schedule, slots, program, nextStaffId, coSigning]);

  const touched =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      changed.current = true;
      set(value);
    };

  const sign = useCallback(
    async (statusWithoutStaff: DocumentStatus, moduleData: readonly ModuleDataEntry[]) => {
      // What waits is stored first (a failure stops the signing), so that it cannot land over the signatures.
      await flush();
      const staffId = staffSignature === '' ? null : context.staffId;
      const clientProgramId = coSigning
        ? document.clientProgramId
        : typeof program === 'number'
          ? program
          : null;
      const change = signDocument({
        document,
        contentHash: await contentHash({ ...document, clientProgramId, moduleData: [...moduleData] }),
        slots,
        staffId,
        nextStaffId,
        statusWithoutStaff,
        now: now(),
      });
      // Issue 31 item 1: the typed signature goes with the write as the signer's proof, inside the encrypted
      // record only until the server has acknowledged it.
      const proof = staffId === null ? {} : { signerProof: staffSignature };
      await repository.save(document.id, { ...change, ...proof, ...(coSigning ? {} : { clientProgramId }) });
      return staffId !== null;
    },
    [flush, staffSignature, context.staffId, slots, coSigning, nextStaffId, repository, document, program],
  );

  return {
    slots,
    program,
    nextStaffId,
    staffSignature,
    coSigning,
    signedBefore,
    errors,
    passes: checked?.signature === staffSignature && signaturePagePasses(checked.found),
    staffSignatureChecked: checked?.signature === staffSignature,
    setSlot: (index, slot) => {
      changed.current = true;
      setSlots((before) => before.map((each, i) => (i === index ? slot : each)));
    },
    setProgram: touched(setProgram),
    setNextStaffId: touched(setNextStaffId),
    setStaffSignature,
    sign,
    problem: queue.problem,
  };
}

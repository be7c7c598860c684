import type { DocumentSignature, DocumentStatus } from '../entities/document.ts';
import { isFullySigned } from './document-status.ts';
import type { ExternalSlot } from './signature-external.ts';

/** A signature block as the device keeps it: the slot plus when its pad was signed and the pad's id. */
export type StoredSlot = ExternalSlot & { signedDate: string | null; docSignaturePadId: number | null };

export interface SignInput {
  slots: readonly StoredSlot[];
  /** The signer whose staff signature was checked; null when the template allows saving without one. */
  staffId: number | null;
  nextStaffId: number | null;
  /** The status the document has without a staff signature (spec 2 §4). */
  statusWithoutStaff: DocumentStatus;
  now: Date;
}

export interface SignedChange {
  signature: DocumentSignature;
  documentStatus: DocumentStatus;
  fullySigned: boolean;
}

/**
 * spec 2 §4 Saving on the signature page: with a checked staff signature the document is Signed, and fully
 * signed unless a next staff signer is named; each external block keeps the time its pad was signed, or is
 * marked unable with its reason (no name or image kept). Without a staff signature (a minimum of 0) the
 * captured pads are saved and the status stays as the pages make it.
 */
export function signDocument(input: SignInput): SignedChange {
  const externalSignatures = input.slots.map((slot) =>
    slot.unableToCollectYN === 'Y'
      ? { ...slot, name: null, signature: null, signedDate: null, unableReason: slot.unableReason!.trim() }
      : { ...slot, name: slot.name?.trim() ?? null, unableReason: null },
  );
  const signed = input.staffId !== null;
  const signature: DocumentSignature = {
    externalSignatures,
    signedBy: input.staffId,
    signedDate: signed ? input.now.toISOString() : null,
    nextStaffId: signed ? input.nextStaffId : null,
  };
  const documentStatus: DocumentStatus = signed ? 'Signed' : input.statusWithoutStaff;
  return { signature, documentStatus, fullySigned: isFullySigned(documentStatus, signature) };
}

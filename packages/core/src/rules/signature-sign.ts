import type { DocumentSignature, DocumentStatus, EvvDocument } from '../entities/document.ts';
import { isFullySigned } from './document-status.ts';
import type { ExternalSlot } from './signature-external.ts';
import { withStaffSignature } from './signature-staff.ts';

/** A signature block as the device keeps it: the slot plus when its pad was signed and the pad's id. */
export type StoredSlot = ExternalSlot & {
  signedDate: string | null;
  docSignaturePadId: number | null;
  contentHash?: string | null | undefined;
};

export interface SignInput {
  /** The document as stored before this signing: its author and the signatures it already holds. */
  document: Pick<EvvDocument, 'staffId' | 'signature'>;
  /** core's contentHash of the content being signed. */
  contentHash: string;
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
 * captured pads are saved and the status stays as the pages make it. Every staff signature given before is kept
 * (a co-signer adds theirs, issue 16 item 3), and each captured pad and the new staff signature keep the hash of
 * the content they were given for.
 */
export function signDocument(input: SignInput): SignedChange {
  const externalSignatures = input.slots.map((slot) =>
    slot.unableToCollectYN === 'Y'
      ? {
          ...slot,
          name: null,
          signature: null,
          signedDate: null,
          unableReason: slot.unableReason!.trim(),
          contentHash: null,
        }
      : {
          ...slot,
          name: slot.name?.trim() ?? null,
          unableReason: null,
          contentHash: slot.signature ? (slot.contentHash ?? input.contentHash) : null,
        },
  );
  const { staffId } = input;
  const signed = staffId !== null;
  const before = input.document.signature;
  const at = input.now.toISOString();
  const signature: DocumentSignature = signed
    ? {
        externalSignatures,
        signedBy: staffId,
        signedDate: at,
        nextStaffId: input.nextStaffId,
        staffSignatures: withStaffSignature(input.document, staffId, at, input.contentHash),
      }
    : {
        externalSignatures,
        signedBy: before?.signedBy ?? null,
        signedDate: before?.signedDate ?? null,
        nextStaffId: null,
        ...(before?.staffSignatures ? { staffSignatures: before.staffSignatures } : {}),
      };
  const documentStatus: DocumentStatus = signed ? 'Signed' : input.statusWithoutStaff;
  return { signature, documentStatus, fullySigned: isFullySigned(documentStatus, signature) };
}

import type { DocumentSignature, DocumentStatus, ExternalSignature } from '../entities/document.ts';
import { documentStatusOf, isFullySigned } from './document-status.ts';
import { externalSignatureErrors } from './signature-external.ts';

const emptySlot = (): ExternalSignature => ({
  name: null,
  signature: null,
  signedDate: null,
  unableToCollectYN: 'N',
  unableReason: null,
  docSignaturePadId: null,
  role: null,
  roleOther: null,
});

/**
 * The external signature blocks of a document needing external signature pads (spec 2 §2
 * serviceDocumentExternalSignNeeded): those it holds, and empty ones up to the template's number.
 */
export function externalSignatureSlots(
  signature: DocumentSignature | null,
  numberOfExternalSignatures: number,
): ExternalSignature[] {
  const held = signature?.externalSignatures ?? [];
  const missing = Math.max(numberOfExternalSignatures - held.length, 0);
  return [...held, ...Array.from({ length: missing }, emptySlot)];
}

export interface ExternalSigning {
  signature: DocumentSignature;
  documentStatus: DocumentStatus;
  fullySigned: boolean;
}

/**
 * spec 2 §4 Signature flow, §7 write document: saving an external-signature document once every block is
 * captured or marked unable. Each block gets the time it was saved (a block signed earlier keeps its own), the
 * status follows core's documentStatusOf (External Signature Needed until every pad is captured, then Signed),
 * and fullySigned is true on the write. Each drawn pad keeps the hash of the content it was signed for, and the
 * staff signatures the document holds are kept. Null while a block still has an error: Save stays disabled.
 */
export function signExternalDocument(
  signature: DocumentSignature | null,
  slots: readonly ExternalSignature[],
  signedAt: string,
  contentHash: string,
): ExternalSigning | null {
  if (slots.length === 0) return null;
  if (externalSignatureErrors(slots).some((errors) => Object.keys(errors).length > 0)) return null;
  const signed: DocumentSignature = {
    ...signature,
    externalSignatures: slots.map((slot) => ({
      ...slot,
      signedDate: slot.signedDate ?? signedAt,
      contentHash: slot.signature ? (slot.contentHash ?? contentHash) : null,
    })),
    signedBy: signature?.signedBy ?? null,
    signedDate: signature?.signedDate ?? null,
    nextStaffId: signature?.nextStaffId ?? null,
  };
  const documentStatus = documentStatusOf({
    previousStatus: 'External Signature Needed',
    signatureConfiguration: { minimumNumberOfStaffSignatures: 0, numberOfExternalSignatures: slots.length },
    modules: [],
    staffSignatureValidated: false,
    signature: signed,
  });
  if (documentStatus !== 'Signed') return null;
  return { signature: signed, documentStatus, fullySigned: isFullySigned(documentStatus, signed) };
}

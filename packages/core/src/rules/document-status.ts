import type {
  DocumentSignature,
  DocumentStatus,
  EvvDocument,
  ModuleData,
  SignatureConfiguration,
  TemplateModule,
} from '../entities/document.ts';

/** One page of the document as the status rules see it (the form engine and module validators decide both). */
export interface ModuleProgress {
  moduleId: number;
  /** Confirmed with Next (spec 2 §4 Wizard navigation). */
  formValidated: boolean;
  /** Some value differs from the data last saved. */
  changed: boolean;
}

export interface DocumentStatusInput {
  /** The status stored before this change; null for a document not saved yet. */
  previousStatus: DocumentStatus | null;
  signatureConfiguration: Pick<
    SignatureConfiguration,
    'minimumNumberOfStaffSignatures' | 'numberOfExternalSignatures'
  >;
  /** Every page of the document's template version (see moduleProgressOf). */
  modules: readonly ModuleProgress[];
  /** The staff signature was entered and matched the signature on file. */
  staffSignatureValidated: boolean;
  signature: DocumentSignature | null;
}

/**
 * spec 2 §4 document status. An uploaded PDF stays PDF; a document waiting for external signature pads is
 * Signed once every pad is captured or marked unable. Otherwise: Signed when the staff signature is validated
 * or the document is already Signed; else Incomplete if any page changed since saved or lacks validation;
 * else Complete when no staff signature is required, Unsigned when one is.
 */
export function documentStatusOf(input: DocumentStatusInput): DocumentStatus {
  if (input.previousStatus === 'PDF') return 'PDF';
  if (input.previousStatus === 'External Signature Needed') {
    return externalSignaturesCaptured(
      input.signature,
      input.signatureConfiguration.numberOfExternalSignatures,
    )
      ? 'Signed'
      : 'External Signature Needed';
  }
  if (input.staffSignatureValidated || input.previousStatus === 'Signed') return 'Signed';
  if (input.modules.some((module) => module.changed || !module.formValidated)) return 'Incomplete';
  return input.signatureConfiguration.minimumNumberOfStaffSignatures === 0 ? 'Complete' : 'Unsigned';
}

/**
 * The progress of every page of a template version: a page with no data yet is not validated. `changedIds`
 * names the pages whose values differ from what was saved (the server, storing what it was sent, has none).
 */
export function moduleProgressOf(
  templateModules: readonly Pick<TemplateModule, 'moduleId'>[],
  moduleData: readonly Pick<ModuleData, 'moduleId' | 'formValidated'>[],
  changedIds: ReadonlySet<number> = new Set(),
): ModuleProgress[] {
  return templateModules.map(({ moduleId }) => ({
    moduleId,
    formValidated: moduleData.find((data) => data.moduleId === moduleId)?.formValidated ?? false,
    changed: changedIds.has(moduleId),
  }));
}

/** spec 2 §4 Signature flow: each external slot has a name and a drawn signature, or is marked unable with a reason. */
export function externalSignaturesCaptured(signature: DocumentSignature | null, required: number): boolean {
  const captured = (signature?.externalSignatures ?? []).filter((slot) =>
    slot.unableToCollectYN === 'Y'
      ? Boolean(slot.unableReason?.trim())
      : Boolean(slot.name?.trim() && slot.signature),
  );
  return captured.length >= required;
}

/** spec 2 §4: saving on the last page marks the document Signed and fully signed unless a next staff signer is set. */
export function isFullySigned(status: DocumentStatus, signature: DocumentSignature | null): boolean {
  return status === 'Signed' && !signature?.nextStaffId;
}

/** spec 2 §4, §6: a fully signed document is read-only; editable only while not fully signed. */
export function isDocumentReadOnly(document: Pick<EvvDocument, 'fullySigned'>): boolean {
  return document.fullySigned;
}

/**
 * Issue 31 item 2: the pages of a document are fixed once a staff signature is on (Signed, waiting for a
 * co-signer or fully signed): what was signed is not changed, and the server refuses a change. Only the signature
 * page stays open, to the Next Staff to Sign.
 */
export function arePagesFixed(document: Pick<EvvDocument, 'fullySigned' | 'documentStatus'>): boolean {
  return document.fullySigned || document.documentStatus === 'Signed';
}

/** spec 2 §4: the document is saved when the wizard closes, unless already Signed. */
export function isSavedOnClose(status: DocumentStatus): boolean {
  return status !== 'Signed';
}

export type DocumentStatusColour = 'green' | 'red' | 'amber' | 'blue' | 'grey';

/** spec 2 §4 status colours; the spec gives none for Missing Service Document or External Signature Needed. */
export const DOCUMENT_STATUS_COLOURS: Record<DocumentStatus, DocumentStatusColour> = {
  Complete: 'green',
  Signed: 'green',
  Incomplete: 'red',
  Unsigned: 'amber',
  PDF: 'blue',
  'Missing Service Document': 'grey',
  'External Signature Needed': 'grey',
};

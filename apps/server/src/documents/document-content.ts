import {
  coSigningRefusal,
  documentStatusOf,
  externalSignaturesCaptured,
  isFullySigned,
  moduleProgressOf,
  signatureImageLimitParams,
  staffSignaturesRefusal,
  type DocumentStatus,
  type DocumentWrite,
  type TemplateModule,
} from '@carevisit/core';
import type { documents } from '../db/schema/index.ts';
import { checkSignaturePng } from '../images/checked-signature-png.ts';
import { DocumentRefused } from './document-refusal.ts';
import type { TemplateVersion } from './template-versions.ts';

type DocumentRow = typeof documents.$inferSelect;

export interface CheckedContent {
  documentStatus: DocumentStatus;
  fullySigned: boolean;
}

/**
 * The pages, signatures and status of a document write, judged against the template version the document
 * was started on. The server computes and stores its own status with core's rule (spec 2 §4): it stores what
 * it was sent, so no page differs from saved data; the staff signature counts when the caller signed.
 */
export function checkContent(
  staffId: number,
  input: DocumentWrite,
  template: TemplateVersion,
  stored: DocumentRow | undefined,
): CheckedContent {
  const modules = template.modules as TemplateModule[];
  const seen = new Set<number>();
  for (const data of input.moduleData) {
    const module = modules.find((m) => m.moduleId === data.moduleId && m.moduleType === data.moduleType);
    if (!module || seen.has(data.moduleId)) {
      throw DocumentRefused.rejected({
        key: 'documentWrite.moduleNotInTemplate',
        params: { moduleId: data.moduleId },
      });
    }
    seen.add(data.moduleId);
  }

  const signature = input.signature;
  // Issue 16 item 3: every staff signature given stays; only the caller's may be added. Issue 31 item 1: in
  // the order the template's co-signature rules allow.
  const signing = stored ?? { staffId, signature: null };
  const refusal =
    staffSignaturesRefusal(stored, signature, staffId, signing.staffId) ??
    coSigningRefusal(signing, signature, template.signatureConfiguration);
  if (refusal) throw DocumentRefused.rejected({ key: refusal });

  const progress = moduleProgressOf(modules, input.moduleData);
  const staffSignatureValidated = signature?.signedBy === staffId && signature.signedDate !== null;
  if (staffSignatureValidated && progress.some((page) => !page.formValidated)) {
    throw DocumentRefused.rejected({ key: 'documentWrite.notValidated' });
  }
  const { numberOfExternalSignatures } = template.signatureConfiguration;
  if (staffSignatureValidated && !externalSignaturesCaptured(signature, numberOfExternalSignatures)) {
    throw DocumentRefused.rejected({ key: 'documentWrite.externalNotCaptured' });
  }
  if (staffSignatureValidated && template.isClientProgram && input.clientProgramId === null) {
    throw DocumentRefused.rejected({ key: 'documentWrite.programRequired' });
  }
  const previousStatus = (stored?.documentStatus as DocumentStatus | undefined) ?? null;
  // spec 2 §7: an external-signature document is signed by the write that says fullySigned; before it, the pads
  // the device keeps as they are drawn (issue 16) are a draft.
  const externalDraft = previousStatus === 'External Signature Needed' && !input.fullySigned;
  const documentStatus: DocumentStatus = externalDraft
    ? previousStatus
    : documentStatusOf({
        previousStatus,
        signatureConfiguration: template.signatureConfiguration,
        modules: progress,
        staffSignatureValidated,
        signature,
      });
  const fullySigned = isFullySigned(documentStatus, signature);
  if (input.fullySigned && !fullySigned) {
    throw DocumentRefused.rejected({ key: 'documentWrite.notFullySigned' });
  }
  return { documentStatus, fullySigned };
}

/**
 * The write with each drawn external signature as it is stored: a PNG the server can draw within the limits, as
 * its base64 alone (a data URL's prefix dropped), so a resend compares equal and a PDF never meets a data URL.
 * Any other image refuses the write (issue 30). Checked before the write's transaction: inflating an image holds
 * no lock.
 */
export function withStoredSignatureImages(input: DocumentWrite): DocumentWrite {
  if (!input.signature) return input;
  const externalSignatures = input.signature.externalSignatures.map((slot) => {
    if (!slot.signature) return slot;
    const { png, refusal } = checkSignaturePng(slot.signature);
    if (refusal === 'tooLarge') {
      throw DocumentRefused.rejected({
        key: 'documentWrite.signatureTooLarge',
        params: signatureImageLimitParams,
      });
    }
    if (!png) throw DocumentRefused.rejected({ key: 'documentWrite.signatureNotPng' });
    return { ...slot, signature: png.base64 };
  });
  return { ...input, signature: { ...input.signature, externalSignatures } };
}

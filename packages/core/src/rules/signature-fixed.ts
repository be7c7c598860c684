import type { DocumentSignature, EvvDocument, ExternalSignature } from '../entities/document.ts';
import { canonicalJson } from './signature-record.ts';
import type { Message } from '../messages/format.ts';
import { externalSlotErrors } from './signature-external.ts';
import { staffSignaturesOf } from './signature-staff.ts';

type SignedDocument = Pick<EvvDocument, 'staffId' | 'signature'>;

/**
 * Two writes of one external pad are the same pad when everything a person gave is the same: the name, the
 * image, unable to collect and its reason, and any field added later (such as a role). Its time and content hash
 * are not compared: the server stamps them (issue 31 item 2), so a device's own figures never make a pad new.
 */
export function samePad(a: ExternalSignature, b: ExternalSignature): boolean {
  const given = (pad: ExternalSignature) => canonicalJson({ ...pad, signedDate: null, contentHash: null });
  return given(a) === given(b);
}

const samePads = (a: readonly ExternalSignature[], b: readonly ExternalSignature[]): boolean =>
  a.length === b.length && a.every((pad, i) => samePad(pad, b[i]!));

/**
 * Issue 31 item 2: once a document carries a staff signature, what was signed is fixed. Its external pads stay
 * as they were signed (no image swapped, no signer renamed, no pad turned unable); later writes only add staff
 * signatures.
 */
export function signedPadsChanged(stored: SignedDocument, written: DocumentSignature | null): boolean {
  if (staffSignaturesOf(stored).length === 0) return false;
  return !samePads(stored.signature?.externalSignatures ?? [], written?.externalSignatures ?? []);
}

/**
 * A written signature that is the stored one (a resend after a lost reply): the same pads, the same staff members
 * having signed in the same order, and the same next signer. The times and hashes the server stamped are not
 * compared, as a device's own figures never replace them.
 */
export function sameSignature(stored: SignedDocument, written: DocumentSignature | null): boolean {
  const before = stored.signature;
  if (!before || !written) return before === written;
  const signers = (signature: DocumentSignature) =>
    staffSignaturesOf({ staffId: stored.staffId, signature })
      .map((each) => each.staffId)
      .join();
  return (
    samePads(before.externalSignatures, written.externalSignatures) &&
    signers(before) === signers(written) &&
    before.nextStaffId === written.nextStaffId
  );
}

/**
 * Issue 31 item 4: a pad a write adds, once signed or marked unable, says whose signature it is: a role, and for
 * 'other' its words. A pad the document already holds is left as it was signed (one kept from before roles were
 * asked has none). The first such error, or null.
 */
export function addedPadRoleError(stored: SignedDocument, written: DocumentSignature): Message | null {
  for (const [i, pad] of written.externalSignatures.entries()) {
    const kept = stored.signature?.externalSignatures[i];
    const captured = pad.unableToCollectYN === 'Y' || Boolean(pad.signature);
    if (!captured || (kept && samePad(kept, pad))) continue;
    const error = externalSlotErrors(pad).role;
    if (error) return error;
  }
  return null;
}

import type { DocumentSignature, EvvDocument, SignatureConfiguration } from '../entities/document.ts';
import type { MessageKey } from '../messages/format.ts';
import { staffSignaturesOf } from './signature-staff.ts';

type SignedDocument = Pick<EvvDocument, 'staffId' | 'signature'>;
type StaffCounts = Pick<SignatureConfiguration, 'numberOfStaffSignatures' | 'minimumNumberOfStaffSignatures'>;

/**
 * Issue 31 item 1 (spec 2 §4, §5 Next Staff to Sign), whatever a device sends. The author signs first, then only
 * the staff member named to sign next, one signature a write. The next signer is named, changed or cleared only
 * by a signature, never in between. While fewer staff members have signed than the template requires (its
 * minimum, within its number), the signer must name the next one; once its number have signed, nobody; and never
 * someone who has signed. So a document is fully signed (Signed, nobody named next) only once every required
 * staff signature is on.
 *
 * `document` is the document as stored (a new one: its author and no signature). Runs after
 * staffSignaturesRefusal, which keeps the signatures given and adds only the caller's.
 */
export function coSigningRefusal(
  document: SignedDocument,
  written: DocumentSignature | null,
  config: StaffCounts,
): MessageKey | null {
  const given = staffSignaturesOf(document);
  const after = staffSignaturesOf({ staffId: document.staffId, signature: written });
  const added = after.slice(given.length);
  const named = document.signature?.nextStaffId ?? null;
  const next = written?.nextStaffId ?? null;
  if (added.length === 0) {
    return given.length > 0 && next !== named ? 'documentWrite.nextStaffFixed' : null;
  }
  const expected = given.length === 0 ? document.staffId : named;
  if (added.length > 1 || added[0]!.staffId !== expected) return 'documentWrite.signerNotNext';
  const { numberOfStaffSignatures: most, minimumNumberOfStaffSignatures: minimum } = config;
  if (after.length > most) return 'documentWrite.staffSignaturesFull';
  if (next === null) {
    return after.length < Math.min(minimum, most) ? 'documentWrite.nextStaffRequired' : null;
  }
  if (after.length === most) return 'documentWrite.staffSignaturesFull';
  return after.some((each) => each.staffId === next) ? 'documentWrite.nextStaffSigned' : null;
}

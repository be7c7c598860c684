import type { DocumentSignature, EvvDocument, ExternalSignature } from '../entities/document.ts';
import { claimedInstant, offlineWindowStart } from '../time/claimed-time.ts';
import { samePad } from './signature-fixed.ts';
import { staffSignaturesOf, withStaffSignature, type KeptStaffSignature } from './signature-staff.ts';

type SignedDocument = Pick<EvvDocument, 'staffId' | 'signature'>;

export interface SigningStamp {
  /** core's contentHash of the content as the server stores it with this write. */
  contentHash: string;
  now: Date;
  /** When the document was started, as the server keeps it. */
  startedAt: Date;
}

/**
 * Issue 31 item 2 (architecture principle 9: the server computes content hashes and signing times): a written
 * signature as the server stores it. What the document holds keeps its own figures: a pad that is the same pad
 * (samePad), and the staff signatures given. What the write adds takes the server's: the content hash it computed,
 * and the time the device claims only when that lies after the document was started (and, for a staff
 * signature, after the one before it), within the offline window, and not after now; otherwise now.
 *
 * `document` is the document as stored (a new one: its author and no signature), and the write has passed the
 * signature rules: the staff signatures given are kept, at most one is added.
 */
export function stampedSignature(
  document: SignedDocument,
  written: DocumentSignature,
  stamp: SigningStamp,
): DocumentSignature {
  const before = document.signature;
  const earliest = new Date(Math.max(stamp.startedAt.getTime(), offlineWindowStart(stamp.now).getTime()));
  const externalSignatures = written.externalSignatures.map((pad, i) => {
    const kept = before?.externalSignatures[i];
    return kept && samePad(kept, pad) ? kept : stampedPad(pad, stamp, earliest);
  });
  const given = staffSignaturesOf(document);
  const added = staffSignaturesOf({ staffId: document.staffId, signature: written })[given.length];
  const staff = added
    ? addedStaffSignature(document, added, stamp, laterOf(earliest, given.at(-1)))
    : {
        signedBy: before?.signedBy ?? null,
        signedDate: before?.signedDate ?? null,
        ...(before?.staffSignatures ? { staffSignatures: before.staffSignatures } : {}),
      };
  return { externalSignatures, nextStaffId: written.nextStaffId, ...staff };
}

/** A co-signature is given after the signature before it. */
const laterOf = (earliest: Date, previous: KeptStaffSignature | undefined): Date =>
  previous ? new Date(Math.max(earliest.getTime(), Date.parse(previous.signedDate))) : earliest;

function addedStaffSignature(
  document: SignedDocument,
  added: KeptStaffSignature,
  stamp: SigningStamp,
  earliest: Date,
) {
  const at = claimedInstant(added.signedDate, stamp.now, earliest).toISOString();
  return {
    signedBy: added.staffId,
    signedDate: at,
    staffSignatures: withStaffSignature(document, added.staffId, at, stamp.contentHash),
  };
}

/** A pad new to the document: a drawn one vouches for the content as stored, at a time the server believes. */
function stampedPad(pad: ExternalSignature, stamp: SigningStamp, earliest: Date): ExternalSignature {
  const drawn = pad.unableToCollectYN === 'N' && Boolean(pad.signature);
  const signedDate =
    drawn || pad.signedDate !== null
      ? claimedInstant(pad.signedDate, stamp.now, earliest).toISOString()
      : null;
  return { ...pad, signedDate, contentHash: drawn ? stamp.contentHash : null };
}

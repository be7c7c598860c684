import type { DocumentSignature, EvvDocument, StaffSignature } from '../entities/document.ts';
import type { MessageKey } from '../messages/format.ts';

type SignedDocument = Pick<EvvDocument, 'staffId' | 'signature'>;

/** A staff signature as kept; one read from a record older than the list (signedBy only) has no hash. */
export type KeptStaffSignature = Omit<StaffSignature, 'contentHash'> & { contentHash: string | null };

/** The meaning of the staff signature given at `index`: the author's first signature, otherwise a co-signature. */
function staffSignatureMeaning(index: number, staffId: number, authorId: number): StaffSignature['meaning'] {
  return index === 0 && staffId === authorId ? 'staff' : 'co-signing staff';
}

/**
 * Every staff signature a document holds, in the order given (issue 16 item 3). A record written before the
 * list existed holds one, in signedBy and signedDate.
 */
export function staffSignaturesOf(document: SignedDocument): KeptStaffSignature[] {
  const signature = document.signature;
  if (!signature) return [];
  if (signature.staffSignatures?.length) return signature.staffSignatures;
  if (signature.signedBy === null || signature.signedDate === null) return [];
  return [
    {
      staffId: signature.signedBy,
      signedDate: signature.signedDate,
      meaning: staffSignatureMeaning(0, signature.signedBy, document.staffId),
      contentHash: null,
    },
  ];
}

/**
 * The staff signatures after `staffId` signs at `at` the content whose hash is `contentHash`: those given before
 * are kept (a co-signer never replaces the author), the new one is added with its meaning. An earlier signature
 * read without a hash gets this one: a signed document's content cannot change (the server refuses it), so it is
 * the content that signature vouched for.
 */
export function withStaffSignature(
  document: SignedDocument,
  staffId: number,
  at: string,
  contentHash: string,
): StaffSignature[] {
  const kept = staffSignaturesOf(document).map((each) => ({
    ...each,
    contentHash: each.contentHash ?? contentHash,
  }));
  return [
    ...kept,
    {
      staffId,
      signedDate: at,
      meaning: staffSignatureMeaning(kept.length, staffId, document.staffId),
      contentHash,
    },
  ];
}

/**
 * Why the server refuses the staff signatures of a write, or null (issue 16 item 3): every signature already
 * stored is kept (the same staff members in the same order), each one added is the caller's with its meaning, and
 * signedBy and signedDate name the latest. The time and hash a write gives a kept signature are not compared: the
 * server keeps its own (issue 31 item 2, core's stampedSignature), which a device's copy may not have yet.
 */
export function staffSignaturesRefusal(
  stored: SignedDocument | undefined,
  written: DocumentSignature | null,
  callerId: number,
  authorId: number,
): MessageKey | null {
  const before = stored ? staffSignaturesOf(stored) : [];
  const after = staffSignaturesOf({ staffId: authorId, signature: written });
  const kept = before.every((each, i) => after[i]?.staffId === each.staffId);
  if (!kept) return 'documentWrite.signatureRemoved';
  const added = after.slice(before.length);
  if (added.some((each) => each.staffId !== callerId)) return 'documentWrite.signerNotCaller';
  const latest = after.at(-1);
  const consistent =
    added.every(
      (each, i) => each.meaning === staffSignatureMeaning(before.length + i, each.staffId, authorId),
    ) &&
    (latest === undefined ||
      (written?.signedBy === latest.staffId && written.signedDate === latest.signedDate));
  return consistent ? null : 'documentWrite.staffSignaturesInconsistent';
}

import type { EvvDocument, ExternalSignerRole } from '../entities/document.ts';
import type { Message, MessageKey } from '../messages/format.ts';
import { sha256HexUpper } from './credentials.ts';
import { isSelfSignatureName } from './signature-external.ts';
import { staffSignaturesOf } from './signature-staff.ts';

/**
 * JSON with object keys sorted at every depth and no spaces: the same content gives the same text on the device
 * and the server. Undefined members are left out, as JSON.stringify does; a number that JSON cannot hold is
 * refused rather than silently written as null.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('canonicalJson: a number must be finite');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  throw new TypeError(`canonicalJson: cannot hold a ${typeof value}`);
}

type SignedFields = Pick<
  EvvDocument,
  | 'serviceDocumentId'
  | 'serviceDocumentVersion'
  | 'clientId'
  | 'clientProgramId'
  | 'serviceDate'
  | 'moduleData'
>;

/**
 * The content a signature vouches for (spec 2 §3; 21 CFR 11.70 as the model): which template version, for
 * whom, on which date, and every page's values. The signatures themselves, statuses and sync fields are not
 * content.
 */
export function signedContent(document: SignedFields): SignedFields {
  return {
    serviceDocumentId: document.serviceDocumentId,
    serviceDocumentVersion: document.serviceDocumentVersion,
    clientId: document.clientId,
    clientProgramId: document.clientProgramId,
    serviceDate: document.serviceDate,
    moduleData: document.moduleData,
  };
}

/** The SHA-256 (upper-case hex) of the document's content as signed, in canonical JSON. */
export async function contentHash(document: SignedFields): Promise<string> {
  return sha256HexUpper(canonicalJson(signedContent(document)));
}

/** spec 2 §3: a later change to a signed document's content no longer matches the hash its signature recorded. */
export async function contentUnchangedSince(document: SignedFields, recordedHash: string): Promise<boolean> {
  return (await contentHash(document)) === recordedHash.toUpperCase();
}

export type SignatureMeaning = ExternalSignerRole | 'staff' | 'co-signing staff';

const SIGNATURE_MEANING_TEXT: Record<SignatureMeaning, MessageKey> = {
  client: 'signatureMeaning.client',
  guardian: 'signatureMeaning.guardian',
  parent: 'signatureMeaning.parent',
  'legal representative': 'signatureMeaning.legalRepresentative',
  interpreter: 'signatureMeaning.interpreter',
  witness: 'signatureMeaning.witness',
  other: 'signatureMeaning.other',
  staff: 'signatureMeaning.staff',
  'co-signing staff': 'signatureMeaning.coSigningStaff',
};

/** A role as the screens and the PDF say it: its name, or an 'other' role in the signer's words. */
export function signatureMeaningMessage(meaning: SignatureMeaning, roleOther: string | null): Message {
  return meaning === 'other' && roleOther
    ? { key: 'signatureMeaning.otherNamed', params: { role: roleOther } }
    : { key: SIGNATURE_MEANING_TEXT[meaning] };
}

/** The meaning the signature audit records: the role, with an 'other' role's words. */
export const auditedMeaning = (record: Pick<SignatureRecord, 'meaning' | 'roleOther'>): string =>
  record.meaning === 'other' && record.roleOther ? `other: ${record.roleOther}` : record.meaning;

/** One signature as an audit or the PDF shows it: who signed, when, what it means, and the image if drawn. */
export interface SignatureRecord {
  meaning: SignatureMeaning;
  /** An external signer's role in their own words, when it is 'other'. */
  roleOther: string | null;
  /** The printed name: as written on the pad for an external signer, the staff member's name otherwise. */
  signerName: string;
  /** The staff member who signed; null for a client or guardian. */
  staffId: number | null;
  signedAt: string | null;
  /** The drawn signature, PNG base64; null for a staff member's electronic signature. */
  image: string | null;
  /** The SHA-256 of the content as signed; null on a record written before it was kept. */
  contentHash: string | null;
}

type SignedDocument = Pick<EvvDocument, 'staffId' | 'signature'>;

/**
 * Every signature a document holds, external pads first, then the staff signature. A pad signs as the role it
 * records (issue 31 item 4); one written before roles were asked is the client's when named 'last, first
 * (Self)', else a guardian's; a pad marked unable holds no signature. Then
 * every staff signature in the order given: the author's ('staff') and each co-signer's.
 */
export function signatureRecords(
  document: SignedDocument,
  staffName: (staffId: number) => string,
): SignatureRecord[] {
  const signature = document.signature;
  if (!signature) return [];
  const external = signature.externalSignatures.flatMap((pad): SignatureRecord[] =>
    pad.unableToCollectYN === 'N' && pad.name?.trim() && pad.signature
      ? [
          {
            meaning: pad.role ?? (isSelfSignatureName(pad.name) ? 'client' : 'guardian'),
            roleOther: pad.role === 'other' ? (pad.roleOther?.trim() ?? null) : null,
            signerName: pad.name.trim(),
            staffId: null,
            signedAt: pad.signedDate,
            image: pad.signature,
            contentHash: pad.contentHash ?? null,
          },
        ]
      : [],
  );
  const staff = staffSignaturesOf(document).map((each): SignatureRecord => ({
    meaning: each.meaning,
    roleOther: null,
    signerName: staffName(each.staffId),
    staffId: each.staffId,
    signedAt: each.signedDate,
    image: null,
    contentHash: each.contentHash,
  }));
  return [...external, ...staff];
}

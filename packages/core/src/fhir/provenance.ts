import type { ExternalSignerRole, StaffSignature } from '../entities/document.ts';
import type { Coding, Provenance } from './resources.ts';
import { referenceTo, type ResponseParty } from './questionnaire-response.ts';

/** One signature on a document, as plain values (the server adapts its signature rows to this). */
export interface SignatureProvenanceInput {
  readonly id?: string;
  /** What was signed, by reference: the QuestionnaireResponse (and the document, if the server keeps one). */
  readonly targets: readonly string[];
  readonly signer: ResponseParty;
  /** The organization the signer signed for, if any. */
  readonly onBehalfOf?: ResponseParty;
  /** When, an ISO instant with its offset. */
  readonly signedDate: string;
  /** As what they signed: the author or a co-signer (staff), or an external signer's role. */
  readonly meaning: StaffSignature['meaning'] | ExternalSignerRole;
  /** The SHA-256 of the content as signed, 64 hex digits (StaffSignature.contentHash). */
  readonly contentHash: string;
}

const ASTM = 'urn:iso-astm:E1762-95:2013';
const PARTICIPANT = 'http://terminology.hl7.org/CodeSystem/provenance-participant-type';

/** ASTM E1762-95 signature types, and the Provenance agent type, of each meaning. */
const MEANINGS: Readonly<
  Record<SignatureProvenanceInput['meaning'], { code: string; display: string; agent: string }>
> = {
  staff: { code: '1.2.840.10065.1.12.1.1', display: 'Author’s Signature', agent: 'author' },
  'co-signing staff': {
    code: '1.2.840.10065.1.12.1.5',
    display: 'Verification Signature',
    agent: 'verifier',
  },
  client: { code: '1.2.840.10065.1.12.1.7', display: 'Consent Signature', agent: 'attester' },
  guardian: { code: '1.2.840.10065.1.12.1.7', display: 'Consent Signature', agent: 'attester' },
  parent: { code: '1.2.840.10065.1.12.1.7', display: 'Consent Signature', agent: 'attester' },
  'legal representative': { code: '1.2.840.10065.1.12.1.7', display: 'Consent Signature', agent: 'attester' },
  interpreter: { code: '1.2.840.10065.1.12.1.12', display: 'Interpreter Signature', agent: 'attester' },
  witness: { code: '1.2.840.10065.1.12.1.8', display: 'Signature Witness Signature', agent: 'attester' },
  other: { code: '1.2.840.10065.1.12.1.3', display: 'Co-participant’s Signature', agent: 'attester' },
};

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes given as hex, in base64url without padding. */
function hexToBase64Url(hex: string): string {
  const bytes = hex.match(/../g)!.map((pair) => parseInt(pair, 16));
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    text += BASE64URL[(n >> 18) & 63]! + BASE64URL[(n >> 12) & 63]!;
    if (b !== undefined) text += BASE64URL[(n >> 6) & 63]!;
    if (c !== undefined) text += BASE64URL[n & 63]!;
  }
  return text;
}

/**
 * The content hash as an identifier: RFC 6920's ni URI (ni:///sha-256;<base64url>), a URI, so its system is RFC
 * 3986's.
 */
function contentHashIdentifier(sha256Hex: string): { system: string; value: string } {
  if (!/^[0-9a-fA-F]{64}$/.test(sha256Hex)) throw new RangeError('a content hash is 64 hex digits (SHA-256)');
  return { system: 'urn:ietf:rfc:3986', value: `ni:///sha-256;${hexToBase64Url(sha256Hex)}` };
}

/**
 * A signature as a Provenance (issue 34; 21 CFR 11.50 as the model): who signed, when, as what (an ASTM E1762
 * signature type and the agent's role), what they signed (the targets) and the SHA-256 of the content as signed
 * (an entity, the content's source, named by its ni URI).
 */
export function signatureProvenance(input: SignatureProvenanceInput): Provenance {
  const meaning = MEANINGS[input.meaning];
  const signatureType: Coding = { system: ASTM, code: meaning.code, display: meaning.display };
  const who = referenceTo(input.signer);
  return {
    resourceType: 'Provenance',
    ...(input.id === undefined ? {} : { id: input.id }),
    target: input.targets.map((target) => ({ reference: target })),
    recorded: input.signedDate,
    agent: [
      {
        type: { coding: [{ system: PARTICIPANT, code: meaning.agent }] },
        who,
        ...(input.onBehalfOf ? { onBehalfOf: referenceTo(input.onBehalfOf) } : {}),
      },
    ],
    entity: [
      {
        role: 'source',
        what: {
          identifier: contentHashIdentifier(input.contentHash),
          display: `SHA-256 ${input.contentHash.toUpperCase()}`,
        },
      },
    ],
    signature: [{ type: [signatureType], when: input.signedDate, who }],
  };
}

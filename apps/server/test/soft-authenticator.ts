import crypto from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for the server's passkey tests (issue 35): ES256 keys from node:crypto,
 * 'none' attestation, discoverable credentials. It answers the server's options as a browser and platform
 * authenticator would, and can be told to lie in each of the ways the server must refuse.
 */

const UP = 0x01;
const UV = 0x04;
const BE = 0x08;
const BS = 0x10;
const AT = 0x40;

export interface SoftCredential {
  id: string;
  privateKey: crypto.KeyObject;
  publicKeyCose: Uint8Array;
  userHandle: string;
  counter: number;
}

/** Ways to make a ceremony wrong: each a check the server makes. */
export interface Tampering {
  origin?: string;
  /** The relying party the authenticator signs for (its rpIdHash). */
  rpId?: string;
  challenge?: string;
  type?: string;
  /** The counter to report instead of the next one. */
  counter?: number;
  /** Whether the user was verified (fingerprint, face, screen lock); true unless said. */
  userVerified?: boolean;
  /** Sign with a key that is not the credential's. */
  wrongKey?: boolean;
  /** The credential id to claim instead of the one used. */
  credentialId?: string;
  /** Register this credential again instead of making a new one. */
  reuse?: SoftCredential;
}

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /**
   * @param origin the page the ceremonies run on
   * @param counting whether the authenticator keeps a signature counter (synced passkeys report 0)
   */
  constructor(
    readonly origin: string,
    readonly counting = true,
  ) {}

  /** navigator.credentials.create(): a RegistrationResponseJSON for these creation options. */
  create(options: Record<string, unknown>, tampering: Tampering = {}) {
    const { challenge, rp, user } = options as unknown as Options;
    const credential = tampering.reuse ?? this.newCredential(user!.id);
    const id = credential.id;
    const rawId = isoBase64URL.toBuffer(id);
    const attested = concat(
      new Uint8Array(16), // AAGUID: none, as a 'none' attestation may say
      new Uint8Array([rawId.length >> 8, rawId.length & 0xff]),
      rawId,
      credential.publicKeyCose,
    );
    const authData = concat(
      this.authDataHead(tampering.rpId ?? rp!.id!, flagsOf(tampering) | AT, tampering.counter ?? 0),
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: tampering.credentialId ?? id,
      rawId: tampering.credentialId ?? id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', challenge, tampering),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** navigator.credentials.get(): an AuthenticationResponseJSON from `credential` (the user's pick). */
  get(options: Record<string, unknown>, credential = this.credentials[0]!, tampering: Tampering = {}) {
    const { challenge, rpId } = options as unknown as Options;
    if (this.counting && tampering.counter === undefined) credential.counter += 1;
    const authData = this.authDataHead(
      tampering.rpId ?? rpId!,
      flagsOf(tampering),
      tampering.counter ?? credential.counter,
    );
    const clientDataJSON = this.clientData('webauthn.get', challenge, tampering);
    const signed = concat(authData, sha256(isoBase64URL.toBuffer(clientDataJSON)));
    const key = tampering.wrongKey
      ? crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
      : credential.privateKey;
    const id = tampering.credentialId ?? credential.id;
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authData),
        // ES256 signatures are DER, which node:crypto gives by default.
        signature: isoBase64URL.fromBuffer(new Uint8Array(crypto.sign('sha256', signed, key))),
        userHandle: credential.userHandle,
      },
    };
  }

  private newCredential(userHandle: string): SoftCredential {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = isoBase64URL.fromBuffer(new Uint8Array(crypto.randomBytes(16)));
    const credential = { id, privateKey, publicKeyCose: coseKeyOf(publicKey), userHandle, counter: 0 };
    this.credentials.push(credential);
    return credential;
  }

  private clientData(type: string, challenge: string, tampering: Tampering): string {
    const data = {
      type: tampering.type ?? type,
      challenge: tampering.challenge ?? challenge,
      origin: tampering.origin ?? this.origin,
      crossOrigin: false,
    };
    return isoBase64URL.fromBuffer(new TextEncoder().encode(JSON.stringify(data)));
  }

  private authDataHead(rpId: string, flags: number, counter: number): Uint8Array<ArrayBuffer> {
    const counterBytes = new Uint8Array(4);
    new DataView(counterBytes.buffer).setUint32(0, counter);
    return concat(sha256(new TextEncoder().encode(rpId)), new Uint8Array([flags]), counterBytes);
  }
}

/** User present and, unless told otherwise, verified; a platform passkey, backed up (a synced one). */
function flagsOf(tampering: Tampering): number {
  return UP | (tampering.userVerified === false ? 0 : UV) | BE | BS;
}

/** The COSE_Key of an EC2 P-256 public key for ES256 (RFC 9053): kty 2, alg -7, crv 1, x, y. */
function coseKeyOf(publicKey: crypto.KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]) as never,
  );
}

function sha256(data: Uint8Array): Uint8Array {
  return new Uint8Array(crypto.createHash('sha256').update(data).digest());
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

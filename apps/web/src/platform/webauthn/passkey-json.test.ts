import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url.ts';
import {
  authenticationJsonOf,
  creationOptionsOf,
  registrationJsonOf,
  requestOptionsOf,
} from './passkey-json.ts';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;
const prfResult = bytes(1, 2, 3, 4, 5, 6, 7, 8);

/** What a browser's create() or get() hands back, as far as the conversion reads it. */
function credential(response: object): PublicKeyCredential {
  return {
    id: 'AQID',
    rawId: bytes(1, 2, 3),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => ({
      credProps: { rk: true },
      prf: { enabled: true, results: { first: prfResult } },
    }),
  } as unknown as PublicKeyCredential;
}

describe('base64url', () => {
  it('round-trips every byte, without padding or + and /', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    const text = toBase64url(all);
    expect(text).not.toMatch(/[+/=]/);
    expect(fromBase64url(text)).toEqual(all);
    expect(toBase64url(new Uint8Array([251, 255]))).toBe('-_8');
  });
});

describe("WebAuthn's JSON, by hand (issue 35)", () => {
  it('adds the app’s PRF input as eval only (never evalByCredential) to both ceremonies', () => {
    const input = new Uint8Array(32).fill(9);
    const create = creationOptionsOf(
      {
        rp: { id: 'evv.example.org', name: 'CareVisit' },
        user: { id: 'aGFuZGxl', name: 'n', displayName: 'n' },
        challenge: 'Y2g',
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        excludeCredentials: [{ type: 'public-key', id: 'AQID' }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      },
      input,
    );
    expect(create.extensions).toEqual({ credProps: true, prf: { eval: { first: input } } });
    expect(new Uint8Array(create.user.id as ArrayBuffer)).toEqual(fromBase64url('aGFuZGxl'));
    expect(create.excludeCredentials?.[0]?.id).toEqual(fromBase64url('AQID'));

    const get = requestOptionsOf(
      { challenge: 'Y2g', rpId: 'evv.example.org', userVerification: 'required' },
      input,
    );
    expect(get.extensions).toEqual({ prf: { eval: { first: input } } });
    expect(get.extensions?.prf).not.toHaveProperty('evalByCredential');
    expect(get.rpId).toBe('evv.example.org');
  });

  it('never carries a PRF result to the server, whatever the browser returned with the credential', () => {
    const registration = registrationJsonOf(
      credential({
        clientDataJSON: bytes(123, 125),
        attestationObject: bytes(9, 9),
        getTransports: () => ['internal', 'hybrid'],
        getPublicKeyAlgorithm: () => -7,
        getPublicKey: () => bytes(4, 4),
        getAuthenticatorData: () => bytes(5, 5),
      }),
    );
    expect(registration).toEqual({
      id: 'AQID',
      rawId: 'AQID',
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: 'e30',
        attestationObject: 'CQk',
        authenticatorData: 'BQU',
        transports: ['internal', 'hybrid'],
        publicKeyAlgorithm: -7,
        publicKey: 'BAQ',
      },
      clientExtensionResults: { credProps: { rk: true } },
    });

    const assertion = authenticationJsonOf(
      credential({
        clientDataJSON: bytes(123, 125),
        authenticatorData: bytes(5, 5),
        signature: bytes(6, 6),
        userHandle: bytes(7),
      }),
    );
    expect(assertion.clientExtensionResults).toEqual({});
    expect(assertion.response).toEqual({
      clientDataJSON: 'e30',
      authenticatorData: 'BQU',
      signature: 'BgY',
      userHandle: 'Bw',
    });
    const sent = JSON.stringify([registration, assertion]);
    expect(sent).not.toContain('prf');
    expect(sent).not.toContain(toBase64url(prfResult));
  });
});

import { fromBase64url, toBase64url } from './base64url.ts';

// WebAuthn's JSON forms (Level 3; what @simplewebauthn/server reads), converted by hand: not every browser the
// app runs on has PublicKeyCredential.parseCreationOptionsFromJSON or toJSON, and toJSON would carry the PRF
// results along with the rest. What goes to the server is built here field by field, and never an extension
// output: clientExtensionResults keeps credProps alone.

// A type, not an interface: it is sent as core's JSON record (calls.ts registerPasskey).
export type RegistrationResponseJSON = {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment?: 'platform' | 'cross-platform';
  response: {
    clientDataJSON: string;
    attestationObject: string;
    authenticatorData?: string;
    transports?: string[];
    publicKeyAlgorithm?: number;
    publicKey?: string;
  };
  clientExtensionResults: { credProps?: { rk?: boolean } };
};

export interface AuthenticationResponseJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment?: 'platform' | 'cross-platform';
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string;
  };
  clientExtensionResults: Record<string, never>;
}

const descriptorOf = (descriptor: PublicKeyCredentialDescriptorJSON): PublicKeyCredentialDescriptor => ({
  type: 'public-key',
  id: fromBase64url(descriptor.id),
  ...(descriptor.transports ? { transports: descriptor.transports as AuthenticatorTransport[] } : {}),
});

/** The server's creation options, with this app's PRF input added (the server never sees it). */
export function creationOptionsOf(
  json: PublicKeyCredentialCreationOptionsJSON,
  prfInput: BufferSource,
): PublicKeyCredentialCreationOptions {
  return {
    rp: json.rp,
    user: { ...json.user, id: fromBase64url(json.user.id) },
    challenge: fromBase64url(json.challenge),
    pubKeyCredParams: json.pubKeyCredParams,
    ...(json.timeout === undefined ? {} : { timeout: json.timeout }),
    ...(json.excludeCredentials ? { excludeCredentials: json.excludeCredentials.map(descriptorOf) } : {}),
    ...(json.authenticatorSelection ? { authenticatorSelection: json.authenticatorSelection } : {}),
    ...(json.attestation ? { attestation: json.attestation as AttestationConveyancePreference } : {}),
    // Only eval: WebKit refuses evalByCredential at creation.
    extensions: { credProps: true, prf: { eval: { first: prfInput } } },
  };
}

/** The server's (or the device's own) request options, with the PRF input added. */
export function requestOptionsOf(
  json: PublicKeyCredentialRequestOptionsJSON,
  prfInput: BufferSource,
): PublicKeyCredentialRequestOptions {
  return {
    challenge: fromBase64url(json.challenge),
    ...(json.timeout === undefined ? {} : { timeout: json.timeout }),
    ...(json.rpId ? { rpId: json.rpId } : {}),
    ...(json.allowCredentials ? { allowCredentials: json.allowCredentials.map(descriptorOf) } : {}),
    ...(json.userVerification
      ? { userVerification: json.userVerification as UserVerificationRequirement }
      : {}),
    // eval, never evalByCredential (WebKit rejects it); the same input for every credential.
    extensions: { prf: { eval: { first: prfInput } } },
  };
}

const attachmentOf = (
  credential: PublicKeyCredential,
): { authenticatorAttachment?: 'platform' | 'cross-platform' } => {
  const attachment = credential.authenticatorAttachment;
  return attachment === 'platform' || attachment === 'cross-platform'
    ? { authenticatorAttachment: attachment }
    : {};
};

/** What create() gave, as the server reads it; the PRF results stay out. */
export function registrationJsonOf(credential: PublicKeyCredential): RegistrationResponseJSON {
  const response = credential.response as AuthenticatorAttestationResponse;
  // Each of these is missing in some browsers (older Safari, Firefox on Android): optional in the JSON too.
  const transports = response.getTransports?.();
  const algorithm = response.getPublicKeyAlgorithm?.();
  const publicKey = response.getPublicKey?.();
  const authenticatorData = response.getAuthenticatorData?.();
  const credProps = credential.getClientExtensionResults().credProps;
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: 'public-key',
    ...attachmentOf(credential),
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
      ...(authenticatorData ? { authenticatorData: toBase64url(authenticatorData) } : {}),
      ...(transports ? { transports } : {}),
      ...(algorithm === undefined ? {} : { publicKeyAlgorithm: algorithm }),
      ...(publicKey ? { publicKey: toBase64url(publicKey) } : {}),
    },
    clientExtensionResults: credProps ? { credProps: { ...credProps } } : {},
  };
}

/** What get() gave, as the server reads it; the PRF results stay out. */
export function authenticationJsonOf(credential: PublicKeyCredential): AuthenticationResponseJSON {
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: 'public-key',
    ...attachmentOf(credential),
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      authenticatorData: toBase64url(response.authenticatorData),
      signature: toBase64url(response.signature),
      ...(response.userHandle ? { userHandle: toBase64url(response.userHandle) } : {}),
    },
    clientExtensionResults: {},
  };
}

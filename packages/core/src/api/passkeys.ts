import { z } from 'zod';
import { isoDateTime, serverId } from '../entities/common.ts';
import type { MessageKey } from '../messages/format.ts';

/**
 * Issue 35: passkeys (WebAuthn). The WebAuthn JSON the browser and the server pass (creation and request
 * options, the registration and authentication responses) is carried as records here: its shape is the WebAuthn
 * standard's, checked by the server's WebAuthn library and the browser, not re-described field by field.
 */
const webAuthnJson = z.record(z.string(), z.unknown());

/** POST /evv/passkeys/registration/options (signed in): PublicKeyCredentialCreationOptionsJSON. */
export const passkeyRegistrationOptionsReply = z.object({ options: webAuthnJson });
export type PasskeyRegistrationOptionsReply = z.infer<typeof passkeyRegistrationOptionsReply>;

/** What the user's device is called in her list of passkeys, e.g. "Chrome on Android". */
export const PASSKEY_DEVICE_NAME_MAX = 100;

/** POST /evv/passkeys (signed in): the RegistrationResponseJSON of the ceremony the options started. */
export const passkeyRegistrationRequest = z
  .object({
    response: webAuthnJson,
    deviceName: z.string().trim().min(1).max(PASSKEY_DEVICE_NAME_MAX),
  })
  .strict();
export type PasskeyRegistrationRequest = z.infer<typeof passkeyRegistrationRequest>;

export const passkey = z.object({
  passkeyId: serverId,
  /** The WebAuthn credential id, base64url: what the device's own records of the passkey are keyed by. */
  credentialId: z.string(),
  deviceName: z.string(),
  createdDate: isoDateTime,
  lastUsedDate: isoDateTime.nullable(),
});
export type Passkey = z.infer<typeof passkey>;

/** The reply of POST /evv/passkeys. */
export const passkeyReply = z.object({ passkey });

/** GET /evv/passkeys: the caller's own passkeys, oldest first. */
export const passkeyListReply = z.object({ passkeys: z.array(passkey) });

/**
 * POST /evv/authorization/passkey/options (nobody signed in yet): PublicKeyCredentialRequestOptionsJSON with an
 * empty allowCredentials (a discoverable credential: the user picks hers) and userVerification 'required'.
 * challengeId names the challenge in the token call.
 */
export const passkeyLoginOptionsReply = z.object({ challengeId: z.string(), options: webAuthnJson });
export type PasskeyLoginOptionsReply = z.infer<typeof passkeyLoginOptionsReply>;

/**
 * POST /evv/authorization/passkey/token, JSON, with the basic client credentials of the password grant: the
 * AuthenticationResponseJSON of the ceremony. The reply is the password grant's (loginToken).
 */
export const passkeyLoginRequest = z
  .object({ challengeId: z.string().min(1).max(100), response: webAuthnJson })
  .strict();
export type PasskeyLoginRequest = z.infer<typeof passkeyLoginRequest>;

/**
 * Why a passkey call was refused, in `errors[].code` (and, on the token call, with `error: 'invalid_grant'`).
 * `passkey_unavailable`: the page's address is not one of the server's WebAuthn origins; `passkey_challenge_*`:
 * the ceremony answered a challenge this server did not give, gave too long ago, or that was used already;
 * `passkey_origin`, `passkey_rp_id`: it ran on another address or for another site; `passkey_user_verification`:
 * no fingerprint, face or screen lock confirmed the user; `passkey_counter`: the authenticator's use counter did
 * not go up (a copied authenticator); `passkey_signature`: the signature does not verify; `passkey_unknown`: no
 * such passkey here (never registered, or removed); `passkey_invalid`: the response is malformed;
 * `passkey_exists` and `passkey_limit`: registration only. None of them counts as a failed password.
 */
export const passkeyRefusalCodes = [
  'passkey_unavailable',
  'passkey_challenge_unknown',
  'passkey_challenge_expired',
  'passkey_challenge_used',
  'passkey_origin',
  'passkey_rp_id',
  'passkey_user_verification',
  'passkey_counter',
  'passkey_signature',
  'passkey_unknown',
  'passkey_invalid',
  'passkey_exists',
  'passkey_limit',
] as const;
export type PasskeyRefusalCode = (typeof passkeyRefusalCodes)[number];

/**
 * What a registration never answers: the page's address is checked when it asks for options, and the rest are
 * a sign-in's.
 */
const notRegistrationRefusals = [
  'passkey_unavailable',
  'passkey_counter',
  'passkey_signature',
  'passkey_unknown',
] as const;
type RegistrationRefusal = Exclude<PasskeyRefusalCode, (typeof notRegistrationRefusals)[number]>;

/**
 * Which of them each passkey call of the map answers (calls.ts `refusals`); the passkey grant, outside the map,
 * answers a sign-in's: the challenge's, the ceremony's, the counter's and the signature's.
 */
export const passkeyRefusalsOf = {
  registrationOptions: ['passkey_unavailable', 'passkey_limit'] as const,
  registration: passkeyRefusalCodes.filter(
    (code): code is RegistrationRefusal => !(notRegistrationRefusals as readonly string[]).includes(code),
  ),
  signInOptions: ['passkey_unavailable'] as const,
} satisfies Record<string, readonly PasskeyRefusalCode[]>;

/** The catalog message each refusal carries. */
export const passkeyRefusalMessage: Record<PasskeyRefusalCode, MessageKey> = {
  passkey_unavailable: 'passkeyRefusal.unavailable',
  passkey_challenge_unknown: 'passkeyRefusal.challengeUnknown',
  passkey_challenge_expired: 'passkeyRefusal.challengeExpired',
  passkey_challenge_used: 'passkeyRefusal.challengeUsed',
  passkey_origin: 'passkeyRefusal.origin',
  passkey_rp_id: 'passkeyRefusal.rpId',
  passkey_user_verification: 'passkeyRefusal.userVerification',
  passkey_counter: 'passkeyRefusal.counter',
  passkey_signature: 'passkeyRefusal.signature',
  passkey_unknown: 'passkeyRefusal.unknown',
  passkey_invalid: 'passkeyRefusal.invalid',
  passkey_exists: 'passkeyRefusal.exists',
  passkey_limit: 'passkeyRefusal.limit',
};

/** How many passkeys one user may keep: one per phone or tablet she uses is far fewer. */
export const PASSKEYS_PER_USER_MAX = 20;

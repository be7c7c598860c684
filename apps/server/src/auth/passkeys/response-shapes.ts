import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { PasskeyRefused } from './refusal.ts';

/**
 * The WebAuthn responses core's contract carries as records, checked for the fields the server reads before the
 * WebAuthn library sees them: anything else it is handed is the library's to refuse. Base64url, bounded (a
 * 'none' attestation is a few hundred bytes; certificates of other formats are a few kilobytes).
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

const registrationResponse = z.looseObject({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(8_000),
    attestationObject: base64url(64_000),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});

const authenticationResponse = z.looseObject({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(8_000),
    authenticatorData: base64url(8_000),
    signature: base64url(2_000),
    userHandle: base64url(200).optional(),
  }),
});

export function registrationResponseOf(value: unknown): RegistrationResponseJSON {
  return parse(registrationResponse, value);
}

export function authenticationResponseOf(value: unknown): AuthenticationResponseJSON {
  return parse(authenticationResponse, value);
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new PasskeyRefused('passkey_invalid');
  return parsed.data;
}

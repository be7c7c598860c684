import { z } from 'zod';
import { SIGNATURE_MAX_LENGTH } from '../constants.ts';
import { refusalWording } from './refusal.ts';

const credential = z.string().min(1).max(200);

/** POST /evv/authorization/oauth/token, form-encoded, with basic client credentials. */
export const tokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    account: credential,
    username: credential,
    password: credential,
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(500),
  }),
]);

export const changePasswordRequest = z.object({
  username: credential,
  oldPassword: credential,
  newPassword: credential,
  newSignature: z.string().min(1).max(SIGNATURE_MAX_LENGTH).optional(),
  application: z.string().max(40).optional(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** What a refused password change says in errorMessage.code; `unknown`: the account is not the caller's, or is gone. */
export const changePasswordCodes = [
  'unknown',
  'incorrect.password',
  'password.requirements',
  'password.loginName',
  'previous.password',
  'signature.requirements',
  'matching.password.signature',
] as const;

export const changePasswordResponse = z.union([
  z.object({ result: z.literal('success') }),
  z.object({ errorMessage: z.object({ code: z.string(), message: z.string(), ...refusalWording }) }),
]);
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

export const oidcConfig = z.object({
  authority: z.string(),
  client_id: z.string(),
  redirect_uri: z.string(),
  post_logout_redirect_uri: z.string(),
  scope: z.string(),
  response_type: z.literal('code'),
});
export type OidcConfig = z.infer<typeof oidcConfig>;

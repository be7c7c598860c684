import type { SecurityRule } from '../entities/security.ts';
import type { Message } from '../messages/format.ts';
import { DEFAULT_PASSWORD, OFFLINE_PIN_LENGTH, SIGNATURE_MAX_LENGTH } from '../constants.ts';
import { lookupMessage } from '../messages/format.ts';

const MS_PER_DAY = 86_400_000;
const PIN_PATTERN = new RegExp(`^\\d{${OFFLINE_PIN_LENGTH}}$`);

type FieldErrors<F extends string> = Partial<Record<F, Message>>;
const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

// ---- Login (spec 1 §5) ----

export type LoginField = 'account' | 'username' | 'password';

/** spec 1 §5 login page: each empty field gives its 'Entry required' message. */
export function validateLogin(form: {
  account: string;
  username: string;
  password: string;
}): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (isBlank(form.account)) errors.account = { key: 'login.accountRequired' };
  if (isBlank(form.username)) errors.username = { key: 'login.usernameRequired' };
  if (form.password === '') errors.password = { key: 'login.passwordRequired' };
  return errors;
}

/** spec 1 §5: a password equal to the literal default forces the Update Password flow. */
export function mustUpdatePassword(password: string): boolean {
  return password === DEFAULT_PASSWORD;
}

// ---- Offline PIN (spec 1 §5, §9: exactly 4 digits) ----

/** spec 1 §5: the PIN input accepts only digits, up to 4. */
export function pinInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, OFFLINE_PIN_LENGTH);
}

export type PinField = 'pin' | 'confirmPin';

/** spec 1 §5 create or change PIN. */
export function validatePin(pin: string, confirmPin: string): FieldErrors<PinField> {
  const errors: FieldErrors<PinField> = {};
  if (pin === '') errors.pin = { key: 'pin.required' };
  else if (!PIN_PATTERN.test(pin)) errors.pin = { key: 'pin.length' };
  if (confirmPin === '') errors.confirmPin = { key: 'pin.confirmRequired' };
  else if (confirmPin !== pin) errors.confirmPin = { key: 'pin.mismatch' };
  return errors;
}

/**
 * spec 1 §2, §4, §7: after an online login the device reads the offline PIN from the server, and the create-PIN
 * screen shows only when none exists. The server keeps only a hash, so a device without its own wrap of the
 * data key asks for the PIN the user already has ('enter') rather than a new one that would replace it on the
 * user's other devices.
 */
export type OfflinePinStep = 'create' | 'enter' | null;

export function offlinePinStep(pin: { onDevice: boolean; onServer: boolean }): OfflinePinStep {
  if (pin.onDevice) return null;
  return pin.onServer ? 'enter' : 'create';
}

/** spec 1 §5 PIN messages, for the one field that asks for the PIN the user already has. */
export function validatePinEntry(pin: string): FieldErrors<'pin'> {
  if (pin === '') return { pin: { key: 'pin.required' } };
  if (!PIN_PATTERN.test(pin)) return { pin: { key: 'pin.length' } };
  return {};
}

export type OfflineLoginField = 'username' | 'pin';

/** spec 1 §5 offline login form. */
export function validateOfflineLogin(form: {
  username: string;
  pin: string;
}): FieldErrors<OfflineLoginField> {
  const errors: FieldErrors<OfflineLoginField> = {};
  if (isBlank(form.username)) errors.username = { key: 'offlineLogin.usernameRequired' };
  if (form.pin === '') errors.pin = { key: 'offlineLogin.pinRequired' };
  else if (!PIN_PATTERN.test(form.pin)) errors.pin = { key: 'offlineLogin.pinLength' };
  return errors;
}

// ---- Complexity, shared by password and signature (spec 1 §5) ----

export type ComplexityRule = Pick<SecurityRule, 'minLength' | 'minNumbers' | 'minSymbols'>;

const count = (value: string, pattern: RegExp): number => value.match(pattern)?.length ?? 0;

/**
 * At least minLength characters, minNumbers digits (0-9) and minSymbols symbols. A symbol is any
 * character that is not a letter, a digit or white space (so '!', '_', '€' count; a space does not).
 */
export function meetsComplexity(value: string, rule: ComplexityRule): boolean {
  return (
    value.length >= rule.minLength &&
    count(value, /[0-9]/g) >= rule.minNumbers &&
    count(value, /[^\p{L}\p{N}\s]/gu) >= rule.minSymbols
  );
}

/** spec 1 §5: the login name cannot be used; case-insensitively contained counts as used. */
export function containsLoginName(value: string, username: string): boolean {
  const name = username.trim().toLowerCase();
  return name !== '' && value.toLowerCase().includes(name);
}

function signatureAcceptable(value: string, username: string, rule: ComplexityRule): boolean {
  return (
    value.length <= SIGNATURE_MAX_LENGTH &&
    meetsComplexity(value, rule) &&
    !containsLoginName(value, username)
  );
}

// ---- Electronic signature creation (spec 1 §5) ----

export type SignatureField = 'signature' | 'confirmSignature';

export interface SignatureCreationInput {
  signature: string;
  confirmSignature: string;
  username: string;
  rule: ComplexityRule;
}

/**
 * spec 1 §5 electronic signature creation: at most 20 characters, the security rule's complexity, not
 * containing the username; compared case-sensitively. The requirements error shows on the first entry;
 * the second only has to be present and equal to it (so both entries meet the rules).
 */
export function validateSignatureCreation(input: SignatureCreationInput): FieldErrors<SignatureField> {
  const { signature, confirmSignature } = input;
  const errors: FieldErrors<SignatureField> = {};
  if (signature === '') errors.signature = { key: 'signature.required' };
  else if (!signatureAcceptable(signature, input.username, input.rule)) {
    errors.signature = { key: 'signature.requirementsNotMet' };
  }
  if (confirmSignature === '') errors.confirmSignature = { key: 'signature.confirmRequired' };
  else if (confirmSignature !== signature) errors.confirmSignature = { key: 'signature.mismatch' };
  return errors;
}

// ---- Password (and signature) change (spec 1 §5, §8) ----

export type PasswordChangeField =
  'oldPassword' | 'newPassword' | 'confirmPassword' | 'newSignature' | 'confirmSignature';

export interface PasswordChangeInput {
  username: string;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** Present (even empty) when the dialog also sets a new electronic signature. */
  newSignature?: string;
  confirmSignature?: string;
  rule: ComplexityRule;
}

const FIELD_LABELS = {
  oldPassword: 'passwordChange.existingPasswordLabel',
  newPassword: 'passwordChange.newPasswordLabel',
  confirmPassword: 'passwordChange.confirmPasswordLabel',
  newSignature: 'passwordChange.newSignatureLabel',
  confirmSignature: 'passwordChange.confirmSignatureLabel',
} as const;

/** '{field} is a required field…' with the field's English label from the catalog. */
const required = (field: PasswordChangeField): Message => ({
  key: 'passwordChange.fieldRequired',
  params: { field: lookupMessage(FIELD_LABELS[field]) },
});

/**
 * spec 1 §5 password and signature change dialog. Errors sit where spec 1 §8 puts the server's: password
 * rules under New Password, the password/signature match under the signature field. Both values are case
 * sensitive. As a first check before the server's history check, the new password may not equal the old.
 */
export function validatePasswordChange(input: PasswordChangeInput): FieldErrors<PasswordChangeField> {
  const { username, newPassword, rule } = input;
  const errors: FieldErrors<PasswordChangeField> = {};
  if (input.oldPassword === '') errors.oldPassword = required('oldPassword');

  if (newPassword === '') errors.newPassword = required('newPassword');
  else if (containsLoginName(newPassword, username))
    errors.newPassword = { key: 'passwordChange.loginNameUsed' };
  else if (!meetsComplexity(newPassword, rule))
    errors.newPassword = { key: 'passwordChange.passwordRequirements' };
  else if (newPassword === input.oldPassword) errors.newPassword = { key: 'passwordChange.previousPassword' };

  if (input.confirmPassword === '') errors.confirmPassword = required('confirmPassword');
  else if (input.confirmPassword !== newPassword)
    errors.confirmPassword = { key: 'passwordChange.passwordMismatch' };

  if (input.newSignature === undefined && input.confirmSignature === undefined) return errors;
  const newSignature = input.newSignature ?? '';
  const confirmSignature = input.confirmSignature ?? '';
  if (newSignature === '') errors.newSignature = required('newSignature');
  else if (containsLoginName(newSignature, username))
    errors.newSignature = { key: 'passwordChange.loginNameUsed' };
  else if (newSignature.length > SIGNATURE_MAX_LENGTH || !meetsComplexity(newSignature, rule)) {
    errors.newSignature = { key: 'passwordChange.signatureRequirements' };
  } else if (newSignature === newPassword) {
    errors.newSignature = { key: 'passwordChange.matchingPasswordSignature' };
  }

  if (confirmSignature === '') errors.confirmSignature = required('confirmSignature');
  else if (confirmSignature !== newSignature)
    errors.confirmSignature = { key: 'passwordChange.signatureMismatch' };
  return errors;
}

// ---- Password expiry (spec 1 §9: beginDatePassword plus expirationDays) ----

/** The instant the password expires; null when expirationDays is 0 (never expires). Days are 24 hours. */
export function passwordExpiryDate(beginDatePassword: Date | string, expirationDays: number): Date | null {
  if (expirationDays <= 0) return null;
  return new Date(new Date(beginDatePassword).getTime() + expirationDays * MS_PER_DAY);
}

/** Expired from the expiry instant on. */
export function isPasswordExpired(
  beginDatePassword: Date | string,
  expirationDays: number,
  now: Date,
): boolean {
  const expiry = passwordExpiryDate(beginDatePassword, expirationDays);
  return expiry !== null && now.getTime() >= expiry.getTime();
}

/** Expiring: not yet expired, but within warningDays of the expiry (Password Expiration dialog). */
export function isPasswordExpiring(
  beginDatePassword: Date | string,
  expirationDays: number,
  warningDays: number,
  now: Date,
): boolean {
  const expiry = passwordExpiryDate(beginDatePassword, expirationDays);
  if (expiry === null || now.getTime() >= expiry.getTime()) return false;
  return now.getTime() >= expiry.getTime() - warningDays * MS_PER_DAY;
}

// ---- Staff signature hash (spec 2 §5) ----

// Web Crypto and TextEncoder exist in Node 20 and in browsers; core compiles without DOM or Node types.
interface WebRuntime {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(input: string): Uint8Array };
}
const runtime = globalThis as unknown as WebRuntime;

/** SHA-256 of the UTF-8 text, as upper-case hex. */
export async function sha256HexUpper(value: string): Promise<string> {
  const digest = await runtime.crypto.subtle.digest('SHA-256', new runtime.TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * How a typed staff signature compared with the one on file: the device checks it against its verifier (issue 31
 * item 2) and counts the wrong ones, so it may answer that checks are locked.
 */
export type SignatureCheck = 'match' | 'mismatch' | 'locked';

/** spec 2 §5 staff signature on a document: required, at most 20 characters, and matching the one on file. */
export async function staffSignatureError(
  entered: string,
  check: (entered: string) => Promise<SignatureCheck>,
): Promise<Message | null> {
  if (entered === '') return { key: 'signature.staffRequired' };
  if (entered.length > SIGNATURE_MAX_LENGTH) return { key: 'signature.staffMismatch' };
  switch (await check(entered)) {
    case 'match':
      return null;
    case 'mismatch':
      return { key: 'signature.staffMismatch' };
    case 'locked':
      return { key: 'signature.deviceProofLocked' };
  }
}

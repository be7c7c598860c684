import type { Message, PasswordChangeField } from '@carevisit/core';
import type { ChangePasswordReply } from './password-change-request.ts';

/** Where a refused change shows: beside one of the dialog's fields, or at the top of the dialog. */
export type ChangeErrorPlace =
  Extract<PasswordChangeField, 'oldPassword' | 'newPassword' | 'newSignature'> | 'top';

/** Catalog words, or the server's own text (it words its refusals itself). */
export type ChangeErrorText = Message | { text: string };

export interface PlacedChangeError {
  place: ChangeErrorPlace;
  message: ChangeErrorText;
}

/**
 * spec 1 §8 password change errors: incorrect.password under Existing Password; a code starting with
 * password or previous.password under New Password; matching.password.signature under the signature field;
 * anything else at the top.
 */
export function placeOfCode(code: string | null): ChangeErrorPlace {
  if (code === null) return 'top';
  if (code === 'incorrect.password') return 'oldPassword';
  if (code === 'matching.password.signature') return 'newSignature';
  if (code.startsWith('password') || code.startsWith('previous.password')) return 'newPassword';
  return 'top';
}

const FALLBACK: Message = { key: 'passwordChange.fallback' };

/** A failed reply, placed and worded; the fallback is 'Unable to change password.' (spec 1 §8). */
export function placeChangeError(
  reply: Exclude<ChangePasswordReply, { kind: 'changed' }>,
): PlacedChangeError {
  if (reply.kind === 'offline') return { place: 'top', message: { key: 'login.deviceOffline' } };
  const text = reply.message?.trim();
  return { place: placeOfCode(reply.code), message: text ? { text } : FALLBACK };
}

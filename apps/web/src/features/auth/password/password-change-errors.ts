import type { Message, PasswordChangeField, Refusal } from '@carevisit/core';
import type { ChangePasswordReply } from './password-change-request.ts';

/** Where a refused change shows: beside one of the dialog's fields, or at the top of the dialog. */
export type ChangeErrorPlace =
  Extract<PasswordChangeField, 'oldPassword' | 'newPassword' | 'newSignature'> | 'top';

/** Catalog words, or the server's refusal, worded by its key where the app knows it. */
export type ChangeErrorText = Message | { refused: readonly Refusal[] };

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
  const refused = reply.refusal?.message.trim() ? reply.refusal : null;
  return { place: placeOfCode(reply.code), message: refused ? { refused: [refused] } : FALLBACK };
}

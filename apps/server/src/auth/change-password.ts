import { eq } from 'drizzle-orm';
import {
  containsLoginName,
  meetsComplexity,
  type CallRefusalCode,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type MessageKey,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { users } from '../db/schema/index.ts';
import { signatureVerifierColumns, storeSignatureVerifiers } from '../credentials/signature-verifiers.ts';
import { refusalEntry } from '../http/refusal-entry.ts';
import type { Principal } from './principal.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import { findUserById, securityRuleFor } from './users.ts';

const failure = (code: CallRefusalCode<'changePassword'>, key: MessageKey): ChangePasswordResponse => ({
  errorMessage: { code, ...refusalEntry({ key }) },
});

/**
 * spec 1 §5 and §8: the password (and optionally the electronic signature) change. Error codes are the ones
 * the device places beside its fields: incorrect.password under Existing Password, password… and
 * previous.password under New Password, matching.password.signature under the signature.
 */
export async function changePassword(
  db: Database,
  principal: Principal,
  request: ChangePasswordRequest,
  now: Date,
): Promise<ChangePasswordResponse> {
  const user = await findUserById(db, principal.userId);
  const rule = await securityRuleFor(db, principal.accountId);
  if (!user || !rule) return failure('unknown', 'passwordChange.fallback');
  if (request.username.toLowerCase() !== user.username.toLowerCase())
    return failure('unknown', 'passwordChange.fallback');
  if (!(await verifySecret(user.passwordHash, request.oldPassword))) {
    return failure('incorrect.password', 'passwordChange.incorrectPassword');
  }
  const { newPassword, newSignature } = request;
  if (newPassword === request.oldPassword)
    return failure('previous.password', 'passwordChange.previousPassword');
  if (!meetsComplexity(newPassword, rule))
    return failure('password.requirements', 'passwordChange.passwordRequirements');
  if (containsLoginName(newPassword, user.username))
    return failure('password.loginName', 'passwordChange.loginNameUsed');
  if (newSignature !== undefined) {
    if (!meetsComplexity(newSignature, rule) || containsLoginName(newSignature, user.username)) {
      return failure('signature.requirements', 'passwordChange.signatureRequirements');
    }
    if (newSignature === newPassword) {
      return failure('matching.password.signature', 'passwordChange.matchingPasswordSignature');
    }
  }
  const passwordHash = await hashSecret(newPassword);
  // Issue 31 items 2 and 4: the old password was checked above; the new signature gets both verifiers.
  const signature = newSignature === undefined ? undefined : await signatureVerifierColumns(newSignature);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, beginDatePassword: now }).where(eq(users.id, user.id));
    if (signature) await storeSignatureVerifiers(tx, principal.staffId, signature, now);
  });
  return { result: 'success' };
}

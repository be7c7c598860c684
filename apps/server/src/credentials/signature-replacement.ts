import type { SignatureWriteRequest } from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import type { Principal } from '../auth/principal.ts';
import { verifySecret } from '../auth/passwords.ts';
import { findUserById } from '../auth/users.ts';
import { HttpError } from '../http/errors.ts';
import { checkSignerProof, countedCheck, type ProofOutcome } from './signer-proof.ts';

type Written = SignatureWriteRequest['resources'][number];

/**
 * Issue 31 item 4: replacing an electronic signature needs the user's password or the signature it replaces,
 * so a borrowed session (an unlocked phone, a kept token) cannot set a signature its holder then signs with.
 * Called only when one exists: creating the first needs the sign-in alone (setup after the first sign-in, spec 1
 * §2). Wrong tries count
 * against the signature's own limit, so neither field can be guessed here faster than on a document.
 */
export async function checkReplacementAllowed(
  ctx: AppContext,
  principal: Principal,
  written: Written,
): Promise<void> {
  const now = ctx.now();
  let outcome: ProofOutcome;
  if (written.oldSignature !== undefined) {
    outcome = await checkSignerProof(ctx.db, principal.staffId, written.oldSignature, now);
  } else if (written.password !== undefined) {
    const password = written.password;
    const user = await findUserById(ctx.db, principal.userId);
    outcome = await countedCheck(ctx.db, principal.staffId, now, async () => ({
      right: await verifySecret(user?.passwordHash ?? null, password),
    }));
  } else {
    throw needsPassword();
  }
  if (outcome.answer === 'valid') return;
  if (outcome.answer === 'locked') {
    throw HttpError.of(429, 'signature.proofLocked', { minutes: outcome.minutes });
  }
  throw needsPassword();
}

export const needsPassword = () => HttpError.of(403, 'signature.changeNeedsPassword');

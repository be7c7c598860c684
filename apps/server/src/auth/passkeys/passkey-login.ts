import { eq } from 'drizzle-orm';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { LoginToken, PasskeyLoginOptionsReply, PasskeyLoginRequest } from '@carevisit/core';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { tokenFailure } from '../password-login.ts';
import { findUserById, securityRuleFor } from '../users.ts';
import { CEREMONY_TIMEOUT_MS, newChallengeBytes, spendLoginChallenge, storeChallenge } from './challenges.ts';
import {
  authenticatorDataOf,
  checkAuthenticatorData,
  checkClientData,
  clientDataOf,
} from './ceremony-checks.ts';
import { originsOf } from './relying-party.ts';
import { PasskeyRefused } from './refusal.ts';
import { authenticationResponseOf } from './response-shapes.ts';
import { findPasskey, knownUserHandle, recordUse } from './store.ts';

/**
 * A sign-in challenge (issue 35): no allowCredentials, so the device offers the user's discoverable passkeys and
 * nobody has to type a name; the user verified by the device. Kept server-side under challengeId.
 */
export async function passkeyLoginOptions(ctx: AppContext, rpId: string): Promise<PasskeyLoginOptionsReply> {
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    allowCredentials: [],
    challenge: newChallengeBytes(),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
  const challengeId = await storeChallenge(
    ctx.db,
    { purpose: 'authentication', userId: null, challenge: options.challenge, rpId },
    ctx.now(),
  );
  return { challengeId, options: options as unknown as PasskeyLoginOptionsReply['options'] };
}

/**
 * The passkey grant: the assertion verified against the spent challenge, the stored public key and counter, then
 * the password grant's own checks and tokens (spec 1 §6, §8). A failed ceremony is refused with its reason and is
 * never a failed password: spec 1 §4's lockout counts passwords. Nor does the password's lockout stop a passkey,
 * a factor that cannot be guessed (docs/security.md "Passkeys"); it leaves that counter as it is, too.
 */
export async function passkeyLogin(ctx: AppContext, request: PasskeyLoginRequest): Promise<LoginToken> {
  const now = ctx.now();
  const response = authenticationResponseOf(request.response);
  const challenge = await spendLoginChallenge(ctx.db, request.challengeId, now);
  const stored = await findPasskey(ctx.db, response.id);
  if (!stored) throw new PasskeyRefused('passkey_unknown');
  if (stored.rpId !== challenge.rpId) throw new PasskeyRefused('passkey_rp_id');
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== (await knownUserHandle(ctx.db, stored.userId)))
    throw new PasskeyRefused('passkey_invalid');
  const origins = originsOf(ctx.config.webauthn, challenge.rpId);
  checkClientData(clientDataOf(response.response.clientDataJSON), {
    type: 'webauthn.get',
    challenge: challenge.challenge,
    origins,
  });
  const data = authenticatorDataOf(response.response.authenticatorData);
  checkAuthenticatorData(data, { rpId: challenge.rpId, storedCounter: stored.counter });

  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origins,
    expectedRPID: challenge.rpId,
    credential: {
      id: stored.credentialId,
      publicKey: stored.publicKey,
      counter: stored.counter,
      transports: stored.transports,
    },
    requireUserVerification: true,
  }).catch(() => {
    throw new PasskeyRefused('passkey_invalid');
  });
  if (!verified.verified) throw new PasskeyRefused('passkey_signature');
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  if (!(await recordUse(ctx.db, stored.id, { counter: newCounter, backedUp: credentialBackedUp }, now)))
    throw new PasskeyRefused('passkey_counter');

  const user = await findUserById(ctx.db, stored.userId);
  if (!user?.evvPrivilege) throw tokenFailure(403, 'access_denied', { key: 'login.privilegeRequired' });
  if (!(await securityRuleFor(ctx.db, user.accountId)))
    throw tokenFailure(403, 'security_rules_missing', { key: 'login.noSecurityRules' });
  await ctx.db.update(users).set({ lastLoginDate: now }).where(eq(users.id, user.id));
  return ctx.tokens.issue(user.id);
}

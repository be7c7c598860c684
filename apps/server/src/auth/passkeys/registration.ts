import { eq } from 'drizzle-orm';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  PASSKEYS_PER_USER_MAX,
  type Passkey,
  type PasskeyRegistrationOptionsReply,
  type PasskeyRegistrationRequest,
} from '@carevisit/core';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../principal.ts';
import { staff } from '../../db/schema/index.ts';
import {
  CEREMONY_TIMEOUT_MS,
  newChallengeBytes,
  spendRegistrationChallenge,
  storeChallenge,
} from './challenges.ts';
import { attestedDataOf, checkAuthenticatorData, checkClientData, clientDataOf } from './ceremony-checks.ts';
import { originsOf } from './relying-party.ts';
import { PasskeyRefused } from './refusal.ts';
import { registrationResponseOf } from './response-shapes.ts';
import { addPasskey, passkeyCount, passkeyOnWire, passkeysOf, userHandleOf } from './store.ts';

/** The transports WebAuthn names; anything else a browser reports is left out of what is stored. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/**
 * Options for adding a passkey (issue 35): a discoverable credential (the sign-in asks for no username) that
 * verifies its user, no attestation (the server trusts no authenticator maker, only the key), and none of the
 * user's passkeys again. user.id is her opaque handle; user.name her username.
 */
export async function registrationOptions(
  ctx: AppContext,
  caller: Principal,
  rpId: string,
): Promise<PasskeyRegistrationOptionsReply> {
  // Refused before the device makes a passkey the server would not keep.
  if ((await passkeyCount(ctx.db, caller.userId)) >= PASSKEYS_PER_USER_MAX)
    throw new PasskeyRefused('passkey_limit', { max: PASSKEYS_PER_USER_MAX });
  const [member] = await ctx.db
    .select({ firstName: staff.firstName, lastName: staff.lastName })
    .from(staff)
    .where(eq(staff.id, caller.staffId));
  const existing = (await passkeysOf(ctx.db, caller.userId)).filter((row) => row.rpId === rpId);
  const options = await generateRegistrationOptions({
    rpName: ctx.config.webauthn.rpName,
    rpID: rpId,
    userName: caller.username,
    userDisplayName: member ? `${member.firstName} ${member.lastName}` : caller.username,
    userID: isoBase64URL.toBuffer(await userHandleOf(ctx.db, caller.userId)),
    challenge: newChallengeBytes(),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
  });
  await storeChallenge(
    ctx.db,
    { purpose: 'registration', userId: caller.userId, challenge: options.challenge, rpId },
    ctx.now(),
  );
  return { options: options as unknown as PasskeyRegistrationOptionsReply['options'] };
}

/**
 * Verifies the new passkey against the challenge this user was given (spent here, once), the relying party it
 * was given for and that one's origins, with the user verified, then keeps its public key, counter and transports.
 */
export async function registerPasskey(
  ctx: AppContext,
  caller: Principal,
  request: PasskeyRegistrationRequest,
): Promise<Passkey> {
  const now = ctx.now();
  const response = registrationResponseOf(request.response);
  const clientData = clientDataOf(response.response.clientDataJSON);
  if (clientData.challenge.length > 200) throw new PasskeyRefused('passkey_challenge_unknown');
  const challenge = await spendRegistrationChallenge(ctx.db, caller.userId, clientData.challenge, now);
  const origins = originsOf(ctx.config.webauthn, challenge.rpId);
  checkClientData(clientData, { type: 'webauthn.create', challenge: challenge.challenge, origins });
  checkAuthenticatorData(attestedDataOf(response.response.attestationObject), { rpId: challenge.rpId });
  if ((await passkeyCount(ctx.db, caller.userId)) >= PASSKEYS_PER_USER_MAX)
    throw new PasskeyRefused('passkey_limit', { max: PASSKEYS_PER_USER_MAX });

  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origins,
    expectedRPID: challenge.rpId,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw new PasskeyRefused('passkey_invalid');
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const added = await addPasskey(ctx.db, {
    userId: caller.userId,
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: (credential.transports ?? []).filter((name) => TRANSPORTS.has(name)),
    rpId: challenge.rpId,
    deviceName: request.deviceName,
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    createdAt: now,
  });
  if (!added) throw new PasskeyRefused('passkey_exists');
  return passkeyOnWire(added);
}

import {
  afterWrongProof,
  matchesSignatureVerifier,
  proofLocked,
  type SignatureCheck,
  type SignatureVerifier,
} from '@carevisit/core';
import { saveProfile, type Session } from './session.ts';

const NO_TRIES = { wrongTries: 0, locked: false };

/**
 * spec 2 §5, issue 31 item 2: the staff signature is compared, offline too, with the device verifier the server
 * made of the electronic signature (salted PBKDF2 at the offline PIN's cost). It is kept in the user's encrypted
 * profile; the signature itself never is. Keeping it after an online sign-in also lifts a device lock.
 */
export async function keepSignatureVerifier(
  session: Session,
  verifier: SignatureVerifier | null,
): Promise<void> {
  session.profile = { ...session.profile, signatureVerifier: verifier, signatureTries: NO_TRIES };
  await saveProfile(session.store, session.profile);
}

/**
 * Checks a typed staff signature against the device verifier, counting wrong ones in the encrypted profile
 * (issue 31 item 3, core's afterWrongProof): after the limit the device answers 'locked' until the next online
 * sign-in. The server checks the signature again when the document is sent.
 */
export async function checkTypedSignature(
  session: Session,
  entered: string,
  now: Date,
): Promise<SignatureCheck> {
  const tries = session.profile.signatureTries ?? NO_TRIES;
  if (tries.locked) return 'locked';
  // A signature from before issue 31 has no device verifier until its first proof reaches the server: the
  // server alone checks it then (and upgrades it), or the user could never sign to upgrade it.
  if (!session.profile.signatureVerifier) return 'match';
  if (await matchesSignatureVerifier(entered, session.profile.signatureVerifier)) {
    await keepTries(session, NO_TRIES);
    return 'match';
  }
  const next = afterWrongProof({ wrongTries: tries.wrongTries, lockedUntil: null }, now);
  const locked = proofLocked(next, now);
  await keepTries(session, { wrongTries: next.wrongTries, locked });
  return locked ? 'locked' : 'mismatch';
}

async function keepTries(session: Session, signatureTries: typeof NO_TRIES): Promise<void> {
  session.profile = { ...session.profile, signatureTries };
  await saveProfile(session.store, session.profile);
}

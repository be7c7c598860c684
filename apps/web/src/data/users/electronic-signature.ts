import { sha256HexUpper } from '@carevisit/core';
import { saveProfile, type Session } from './session.ts';

/**
 * spec 2 §5: the staff signature is compared, offline too, with the stored electronic signature: its SHA-256,
 * upper-case hex, as the server keeps it. The hash is kept in the user's encrypted profile; the signature
 * itself never is.
 */
export async function keepSignatureHash(session: Session, hash: string | null): Promise<void> {
  session.profile = { ...session.profile, electronicSignatureHash: hash };
  await saveProfile(session.store, session.profile);
}

/** After the user created their electronic signature: only its hash stays on the device. */
export async function keepNewSignature(session: Session, signature: string): Promise<void> {
  await keepSignatureHash(session, await sha256HexUpper(signature));
}

/** The hash the signature page compares with; null when none was read from the server. */
export function signatureHashOf(session: Session): string | null {
  return session.profile.electronicSignatureHash ?? null;
}

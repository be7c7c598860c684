import type { SignatureVerifier, User } from '@carevisit/core';
import type { RecordStore } from '../record-store.ts';

/**
 * The signed-in user as kept on the device: never the deviceKeySecret, never the tokens (those live only in
 * the session vault, under its non-extractable key: session-vault.ts).
 */
export type UserProfile = Omit<User, 'deviceKeySecret'> & {
  userKey: string;
  lastLoginMillis: number;
  /**
   * The device verifier of the electronic signature (issue 31 item 2: salted PBKDF2, never a bare SHA-256), read
   * at each online sign-in; null when the server has none for the device yet.
   */
  signatureVerifier?: SignatureVerifier | null;
  /** Wrong staff signatures checked on this device in a row, and whether checks are locked until online. */
  signatureTries?: { wrongTries: number; locked: boolean };
};

/** A signed-in user on this device: who, and the record store holding their data key. */
export interface Session {
  userKey: string;
  staffId: number;
  store: RecordStore;
  /** Kept only so a new offline PIN can wrap it (create or change PIN). */
  dataKey: CryptoKey;
  profile: UserProfile;
  /** Signed in with username and PIN, without the server. */
  offline: boolean;
}

export async function saveProfile(store: RecordStore, profile: UserProfile): Promise<void> {
  const meta = { syncState: 'clean', syncError: null, rev: 0, firstSentRev: null } as const;
  await store.table('user').put(await store.seal('user', profile, meta));
}

export async function loadProfile(store: RecordStore, userKey: string): Promise<UserProfile | undefined> {
  const data = (await store.get<UserProfile & { tokens?: unknown }>('user', userKey))?.data;
  if (!data) return undefined;
  // Versions before issue 17 kept the tokens in the profile: they are dropped, and gone at the next save.
  const profile = { ...data };
  delete profile.tokens;
  return profile;
}

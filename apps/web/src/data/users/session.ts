import type { User } from '@carevisit/core';
import type { RecordStore } from '../record-store.ts';
import type { TokenSet } from '../token-set.ts';

/** The signed-in user as kept on the device: never the deviceKeySecret, tokens only encrypted. */
export type UserProfile = Omit<User, 'deviceKeySecret'> & {
  userKey: string;
  tokens: TokenSet | null;
  lastLoginMillis: number;
  /** The stored electronic signature's SHA-256, upper-case hex (spec 2 §5), read at each online sign-in. */
  electronicSignatureHash?: string | null;
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
  return (await store.get<UserProfile>('user', userKey))?.data;
}

/** The ApiClient's onTokens for this session: refreshed tokens are kept, encrypted, in the profile. */
export function keepTokens(session: Session): (tokens: TokenSet | null) => Promise<void> {
  return async (tokens) => {
    session.profile = { ...session.profile, tokens };
    await saveProfile(session.store, session.profile);
  };
}

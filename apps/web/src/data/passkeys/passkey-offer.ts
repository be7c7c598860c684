import type { EvvDB } from '../evv-db.ts';

// Issue 35: a passkey is offered once per user on a device, after an online sign-in; "Not now" (or making
// one) is remembered here, in the clear meta table under the user's key hash (no name, nothing secret).
const keyOf = (userKey: string) => `passkeyOffer:${userKey}`;

export async function passkeyOfferAnswered(db: EvvDB, userKey: string): Promise<boolean> {
  return (await db.meta.get(keyOf(userKey))) !== undefined;
}

export async function answerPasskeyOffer(db: EvvDB, userKey: string, now: number): Promise<void> {
  await db.meta.put({ key: keyOf(userKey), value: now });
}

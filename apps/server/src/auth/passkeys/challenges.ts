import crypto from 'node:crypto';
import { and, eq, isNull, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { webauthnChallenges } from '../../db/schema/index.ts';
import { PasskeyRefused } from './refusal.ts';

/** How long a person has to answer the prompt, as the options tell the browser. */
export const CEREMONY_TIMEOUT_MS = 120_000;
/** How long the server accepts an answer: the prompt's time and some margin for a slow connection. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Spent and expired challenges are kept this long, to tell "used" and "expired" from "unknown", then swept. */
const CHALLENGE_KEPT_MS = 60 * 60_000;
const SWEEP_BATCH = 50;

type Purpose = (typeof webauthnChallenges.$inferSelect)['purpose'];
export type ChallengeRow = typeof webauthnChallenges.$inferSelect;

/** 32 random bytes: what the options carry (the library base64url-encodes them). */
export const newChallengeBytes = () => new Uint8Array(crypto.randomBytes(32));

/** Stores a challenge the options just carried; answers its id (a sign-in's challengeId). */
export async function storeChallenge(
  db: Database,
  entry: { purpose: Purpose; userId: number | null; challenge: string; rpId: string },
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insert(webauthnChallenges)
    .values({ id, ...entry, expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS) });
  await sweep(db, now);
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spends a sign-in challenge: one conditional UPDATE, so that of requests racing with one challenge (on any
 * replica) exactly one gets it. A challenge is spent even when the ceremony then fails: it is good for one try.
 */
export async function spendLoginChallenge(
  db: Database,
  challengeId: string,
  now: Date,
): Promise<ChallengeRow> {
  if (!UUID.test(challengeId)) throw new PasskeyRefused('passkey_challenge_unknown');
  const which = and(eq(webauthnChallenges.id, challengeId), eq(webauthnChallenges.purpose, 'authentication'));
  return spend(db, which, now);
}

/** Spends the registration challenge the response names, if it is one this user was given. */
export async function spendRegistrationChallenge(
  db: Database,
  userId: number,
  challenge: string,
  now: Date,
): Promise<ChallengeRow> {
  const which = and(
    eq(webauthnChallenges.userId, userId),
    eq(webauthnChallenges.challenge, challenge),
    eq(webauthnChallenges.purpose, 'registration'),
  );
  return spend(db, which, now);
}

async function spend(db: Database, which: ReturnType<typeof and>, now: Date): Promise<ChallengeRow> {
  const [spent] = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(and(which, isNull(webauthnChallenges.usedAt), gt(webauthnChallenges.expiresAt, now)))
    .returning();
  if (spent) return spent;
  const [known] = await db.select().from(webauthnChallenges).where(which);
  if (!known) throw new PasskeyRefused('passkey_challenge_unknown');
  throw new PasskeyRefused(known.usedAt ? 'passkey_challenge_used' : 'passkey_challenge_expired');
}

/** A few long-gone challenges at a time, whenever one is made, so that the table stays small without a timer. */
async function sweep(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - CHALLENGE_KEPT_MS);
  await db.delete(webauthnChallenges).where(
    sql`${webauthnChallenges.id} in (select ${webauthnChallenges.id} from ${webauthnChallenges}
      where ${lt(webauthnChallenges.expiresAt, cutoff)} limit ${SWEEP_BATCH})`,
  );
}

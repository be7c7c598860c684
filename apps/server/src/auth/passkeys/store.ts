import crypto from 'node:crypto';
import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Passkey } from '@carevisit/core';
import type { Database } from '../../db/connection.ts';
import { passkeys, passkeyUserHandles } from '../../db/schema/index.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The user's WebAuthn user handle (base64url), made the first time she adds a passkey. */
export async function userHandleOf(db: Database, userId: number): Promise<string> {
  await db
    .insert(passkeyUserHandles)
    .values({ userId, handle: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: passkeyUserHandles.userId });
  const [row] = await db.select().from(passkeyUserHandles).where(eq(passkeyUserHandles.userId, userId));
  return row!.handle;
}

/** The handle a user was given, if any (a sign-in checks the one the authenticator handed back). */
export async function knownUserHandle(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select().from(passkeyUserHandles).where(eq(passkeyUserHandles.userId, userId));
  return row?.handle;
}

export function passkeysOf(db: Database, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

export async function passkeyCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskey(db: Database, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** The new row, or undefined when that credential is registered already (to anyone). */
export async function addPasskey(
  db: Database,
  row: typeof passkeys.$inferInsert,
): Promise<PasskeyRow | undefined> {
  const [added] = await db
    .insert(passkeys)
    .values(row)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return added;
}

/** Removes one of the user's own passkeys; false when she has none with that id. */
export async function removePasskey(db: Database, userId: number, passkeyId: number): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}

/**
 * Records a verified use: the new counter, only while the stored one is still below it (or both stay 0, for
 * authenticators that keep no counter), in one conditional UPDATE, so that two sign-ins with one counter value
 * (a copied authenticator) cannot both pass. False when the counter did not go up after all.
 */
export async function recordUse(
  db: Database,
  passkeyId: number,
  use: { counter: number; backedUp: boolean },
  now: Date,
): Promise<boolean> {
  const counterRises = use.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, use.counter);
  const updated = await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, passkeyId), counterRises))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}

export function passkeyOnWire(row: PasskeyRow): Passkey {
  return {
    passkeyId: row.id,
    credentialId: row.credentialId,
    deviceName: row.deviceName,
    createdDate: row.createdAt.toISOString(),
    lastUsedDate: row.lastUsedAt?.toISOString() ?? null,
  };
}

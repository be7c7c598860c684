import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import {
  addressWaitSeconds,
  isLockedOut,
  recordAddressFailure,
  recordFailure,
  type AddressThrottleState,
  type LockoutRule,
  type LockoutState,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { addressThrottle, loginFailures } from '../db/schema/index.ts';

/** Rows of names and addresses with no failure for this long are deleted: it bounds the tables' size. */
const NAME_FORGET_MS = 30 * 86_400_000;
const ADDRESS_FORGET_MS = 60 * 60_000;
const SWEEP_BATCH = 20;

/**
 * The lockout counter's key for a sign-in name: the same for a name that exists and one that does not, and
 * never the name itself (the table holds no usernames). Migration 0005 computes it the same way in SQL.
 */
export function nameKey(account: string, username: string): string {
  return crypto
    .createHash('sha256')
    .update(`${account.toLowerCase()}\n${username.toLowerCase()}`)
    .digest('hex');
}

/** Seconds before this name, or this address, may try again; 0 when both may. */
export async function signInWait(db: Database, key: string, address: string, now: Date) {
  const [name] = await db.select().from(loginFailures).where(eq(loginFailures.nameKey, key));
  const [place] = await db.select().from(addressThrottle).where(eq(addressThrottle.address, address));
  return {
    nameSeconds: secondsUntil(name?.lockedUntil ?? null, now),
    addressSeconds: place ? addressWaitSeconds(throttleOf(place), now) : 0,
  };
}

/**
 * Counts one failed sign-in against the name (spec 1 §4 lockout) and the address (core's login-throttle),
 * each row locked for the count, always name first, so concurrent failures on any replica count once each.
 * Answers the seconds the name is now locked for (0 when it is not).
 */
export async function countFailure(
  db: Database,
  failure: { key: string; address: string; rule: LockoutRule },
  now: Date,
): Promise<number> {
  const lockedMs = await db.transaction(async (tx) => {
    await tx
      .insert(loginFailures)
      .values({ nameKey: failure.key, failedAttempts: 0, lastFailedAt: now })
      .onConflictDoNothing();
    const [name] = await tx
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.nameKey, failure.key))
      .for('update');
    const next = recordFailure(lockoutOf(name!), failure.rule, now);
    await tx
      .update(loginFailures)
      .set({
        failedAttempts: next.failedAttempts,
        lockedUntil: next.lockedUntil === null ? null : new Date(next.lockedUntil),
        lastFailedAt: now,
      })
      .where(eq(loginFailures.nameKey, failure.key));

    await tx
      .insert(addressThrottle)
      .values({ address: failure.address, failures: 0, lastFailureAt: now })
      .onConflictDoNothing();
    const [place] = await tx
      .select()
      .from(addressThrottle)
      .where(eq(addressThrottle.address, failure.address))
      .for('update');
    const throttled = recordAddressFailure(throttleOf(place!), now);
    await tx
      .update(addressThrottle)
      .set({
        failures: throttled.failures,
        lastFailureAt: now,
        blockedUntil: throttled.blockedUntil === null ? null : new Date(throttled.blockedUntil),
      })
      .where(eq(addressThrottle.address, failure.address));
    return isLockedOut(next, failure.rule, now);
  });
  await sweep(db, now);
  return Math.ceil(lockedMs / 1000);
}

/** A successful sign-in resets the name's counter (spec 1 §4); the address keeps its count. */
export async function clearNameFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.nameKey, key));
}

/** A few stale rows at a time, on the failure path only, so that the tables stay small without a timer. */
async function sweep(db: Database, now: Date): Promise<void> {
  const nameCutoff = new Date(now.getTime() - NAME_FORGET_MS);
  await db.delete(loginFailures).where(
    sql`${loginFailures.nameKey} in (select ${loginFailures.nameKey} from ${loginFailures}
      where ${loginFailures.lastFailedAt} < ${nameCutoff.toISOString()}::timestamptz
        and (${loginFailures.lockedUntil} is null or ${loginFailures.lockedUntil} < ${now.toISOString()}::timestamptz)
      limit ${SWEEP_BATCH})`,
  );
  const addressCutoff = new Date(now.getTime() - ADDRESS_FORGET_MS);
  await db.delete(addressThrottle).where(
    sql`${addressThrottle.address} in (select ${addressThrottle.address} from ${addressThrottle}
      where ${lt(addressThrottle.lastFailureAt, addressCutoff)}
        and (${addressThrottle.blockedUntil} is null or ${addressThrottle.blockedUntil} < ${now.toISOString()}::timestamptz)
      limit ${SWEEP_BATCH})`,
  );
}

function secondsUntil(until: Date | null, now: Date): number {
  return until ? Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000)) : 0;
}

function lockoutOf(row: typeof loginFailures.$inferSelect): LockoutState {
  return { failedAttempts: row.failedAttempts, lockedUntil: row.lockedUntil?.toISOString() ?? null };
}

function throttleOf(row: typeof addressThrottle.$inferSelect): AddressThrottleState {
  return {
    failures: row.failures,
    lastFailureAt: row.lastFailureAt.toISOString(),
    blockedUntil: row.blockedUntil?.toISOString() ?? null,
  };
}

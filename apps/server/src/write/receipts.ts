import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { writeReceipts } from '../db/schema/index.ts';

export interface ReceiptKey {
  staffId: number;
  deviceId: string;
  tableName: 'appointment' | 'visit' | 'address';
  tempId: number;
}

/**
 * Serializes concurrent sends of the same record (a retry racing the original): the second waits here until
 * the first commits, then finds its receipt. Held until the transaction ends.
 */
export async function lockReceipt(db: Database, key: ReceiptKey): Promise<void> {
  const name = `${key.staffId}:${key.deviceId}:${key.tableName}:${key.tempId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** The server id a device's temporary id was given before, if this write was already applied. */
export async function findReceipt(db: Database, key: ReceiptKey): Promise<number | undefined> {
  const [row] = await db
    .select({ serverId: writeReceipts.serverId })
    .from(writeReceipts)
    .where(
      and(
        eq(writeReceipts.staffId, key.staffId),
        eq(writeReceipts.deviceId, key.deviceId),
        eq(writeReceipts.tableName, key.tableName),
        eq(writeReceipts.tempId, key.tempId),
      ),
    );
  return row?.serverId;
}

/** Stored in the same transaction as the record: either both exist or neither does. */
export async function storeReceipt(db: Database, key: ReceiptKey, serverId: number): Promise<void> {
  await db.insert(writeReceipts).values({ ...key, serverId });
}

/** PostgreSQL unique violation: a concurrent retry stored the same receipt first. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

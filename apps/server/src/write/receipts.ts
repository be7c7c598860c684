import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { writeReceipts } from '../db/schema/index.ts';
import { isConstraintViolation, isDataException, isLostRace, isUniqueViolation } from '../db/sql-state.ts';
import { ResourceRejected } from './write-error.ts';

export interface ReceiptKey {
  staffId: number;
  deviceId: string;
  tableName: 'appointment' | 'visit' | 'visitcorrection' | 'address' | 'document';
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

/** The receipt a write of this record needs: only a record made on the device (negative id) has one. */
export function receiptFor(
  owner: { staffId: number; deviceId: string },
  tableName: ReceiptKey['tableName'],
  tempId: number,
): ReceiptKey | null {
  return tempId < 0 ? { staffId: owner.staffId, deviceId: owner.deviceId, tableName, tempId } : null;
}

/** How often a write that lost a race to a concurrent one is run again before it is refused. */
const ATTEMPTS = 3;

/**
 * Applies a write at most once per receipt: in one transaction, under the receipt's lock, either answers
 * from an earlier receipt (replay) or applies the write (which stores the receipt). A racing send that
 * committed first surfaces as a unique violation, and is answered from its receipt too. Any other lost race
 * (a unique index, a serialization failure, a deadlock) runs the write again, so that it gets the answer it
 * would get one at a time; a constraint the database still refuses is the resource's refusal, never a 500.
 */
export async function writeOnce<T>(
  db: Database,
  receipt: ReceiptKey | null,
  apply: (tx: Database) => Promise<T>,
  replay: (db: Database, serverId: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (receipt) await lockReceipt(tx, receipt);
        const known = receipt ? await findReceipt(tx, receipt) : undefined;
        return known !== undefined ? replay(tx, known) : apply(tx);
      });
    } catch (error) {
      if (receipt && isUniqueViolation(error)) {
        const known = await findReceipt(db, receipt);
        if (known !== undefined) return replay(db, known);
      }
      if (isLostRace(error) && attempt < ATTEMPTS) continue;
      if (isConstraintViolation(error) || isLostRace(error))
        throw ResourceRejected.of({ key: 'server.writeConflict' });
      if (isDataException(error)) throw ResourceRejected.of({ key: 'server.valueRejected' });
      throw error;
    }
  }
}

import { timestamp, integer, serial } from 'drizzle-orm/pg-core';

/**
 * Every synced row says when it last changed (a trigger keeps it to the writing transaction's start) and
 * is deleted softly, so incremental reads can send tombstones.
 */
export const synced = {
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

export const pk = () => serial('id').primaryKey();
export const ref = (name: string) => integer(name).notNull();
export const optionalRef = (name: string) => integer(name);
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

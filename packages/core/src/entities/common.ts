import { z } from 'zod';

/** A server id, or a temporary negative id made on the device before the server has seen the record. */
export const id = z.number().int().safe();
/** Server ids are PostgreSQL integers (serial): a larger one names nothing, and is refused as bad input. */
const SERVER_ID_MAX = 2_147_483_647;
export const serverId = id.positive().max(SERVER_ID_MAX);
export const isoDate = z.iso.date(); // yyyy-MM-dd
export const isoDateTime = z.iso.datetime({ offset: true });
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm');
export const yesNo = z.enum(['Y', 'N']);
export const text = (max: number) => z.string().max(max);

/** Every synced row carries when it last changed; a deleted row comes back once more as a tombstone. */
export const syncedFields = {
  changedDate: isoDateTime,
  deletedDate: isoDateTime.nullable(),
};

export const syncStates = ['dirty', 'clean', 'error', 'pending'] as const;
export type SyncState = (typeof syncStates)[number];

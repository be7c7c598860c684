import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { isoDateTime, serverId } from '../entities/common.ts';

/** POST /evv/read/{table} body (spec 1 §7). Unknown keys are refused so typos are not silently ignored. */
export const readRequest = z
  .object({
    lastSync: isoDateTime.optional(),
    limit: z.number().int().min(1).max(PAGE_SIZE.max).optional(),
    offset: z.number().int().min(0).max(10_000_000).optional(),
    /** Keyset paging: the reply's lastKey of the page before; the rows after it (offset then counts from there). */
    afterKey: serverId.optional(),
    clientId: serverId.optional(),
    documentId: serverId.optional(),
    /** impactconfig: the measure a template's impact module refers to (its referenceId, spec 2 §7). */
    referenceId: serverId.optional(),
    force: z.boolean().optional(),
    pin: z.string().max(10).optional(),
  })
  .strict();
export type ReadRequest = z.infer<typeof readRequest>;

/**
 * The reply. syncTime is the watermark the device sends back as lastSync next time: it is never later
 * than the start of any write still open while this read ran, so such a write is never missed.
 */
export type ReadResponse<T> = {
  resources: T[];
  hasMoreRecords: boolean;
  syncTime: string;
  /** On the first page of a read that has more pages: how many rows the whole read holds. */
  totalRecords?: number;
  /** When hasMoreRecords: what to send as afterKey to read the next page without a deep offset. */
  lastKey?: number;
};

/** ReadResponse's schema with its resources unread: readReplySchema puts each table's resource in. */
export const readReplyEnvelope = z.object({
  resources: z.array(z.unknown()),
  hasMoreRecords: z.boolean(),
  syncTime: isoDateTime,
  totalRecords: z.number().int().nonnegative().optional(),
  lastKey: serverId.optional(),
});

import { and, inArray, isNull } from 'drizzle-orm';
import { clientPrograms } from '../db/schema/index.ts';

/** spec 1 §6: a client is seen through a live program of theirs in one of the caller's organizations. */
export const liveProgramInScope = (scopeIds: number[]) =>
  and(inArray(clientPrograms.organizationId, scopeIds), isNull(clientPrograms.deletedAt));

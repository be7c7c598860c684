import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { clientAddresses } from '../db/schema/index.ts';
import type { ReadContext } from '../read/table-reader.ts';
import { visibleClientIds } from '../read/tables/define.ts';
import type { KnownAddress } from './candidate.ts';

/** Enough to rank from; a query so vague that more addresses contain its words needs more typing anyway. */
const MAX_ADDRESSES = 200;

/**
 * The distinct US addresses, with coordinates, of clients the caller may see (the same scope as reads of client
 * data, spec 1 §6) that contain every one of `words`. Only the address columns are selected: a search tells
 * where a house is, never who lives there.
 */
export async function findKnownAddresses(ctx: ReadContext, words: string[]): Promise<KnownAddress[]> {
  const text = sql`concat_ws(' ', ${clientAddresses.street1}, ${clientAddresses.city}, ${clientAddresses.state}, ${clientAddresses.zip})`;
  const a = clientAddresses;
  const rows = await ctx.db
    .selectDistinct({
      street1: a.street1,
      city: a.city,
      state: a.state,
      zip: a.zip,
      latitude: a.latitude,
      longitude: a.longitude,
    })
    .from(a)
    .where(
      and(
        inArray(a.clientId, visibleClientIds(ctx)),
        isNull(a.deletedAt),
        eq(a.country, 'US'),
        isNotNull(a.latitude),
        isNotNull(a.longitude),
        // Words are letters and digits only (wordsOf), so they cannot act as LIKE wildcards.
        ...words.map((word) => sql`${text} ilike ${`%${word}%`}`),
      ),
    )
    .orderBy(asc(a.street1), asc(a.city), asc(a.zip))
    .limit(MAX_ADDRESSES);
  // The where clause already excludes missing coordinates; this tells the type checker.
  return rows.flatMap(({ latitude, longitude, ...address }) =>
    latitude === null || longitude === null ? [] : [{ ...address, latitude, longitude }],
  );
}

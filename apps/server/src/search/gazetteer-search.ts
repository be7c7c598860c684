import type { Database } from '../db/connection.ts';
import { accessLog } from '../db/schema/index.ts';
import { organizationScope } from '../scope/organizations.ts';
import { literalWords, parseQuery } from './address-text.ts';
import { knownAddressCandidate } from './candidate.ts';
import { findKnownAddresses } from './known-addresses.ts';
import type { AddressSearchProvider } from './provider.ts';
import { rankCandidates } from './rank.ts';
import { rangeCandidates, townCandidates } from './town-candidates.ts';
import { SERVED_TOWNS, type Town } from './towns.ts';

/**
 * The embedded gazetteer: the agency's own client addresses (exact houses) and the streets and towns it
 * serves. Needs no network, so address search works on a server without an upstream provider.
 */
export function gazetteerSearch(db: Database, towns: readonly Town[] = SERVED_TOWNS): AddressSearchProvider {
  const streetsAndTowns = townCandidates(towns);
  return async ({ text, options, principal }) => {
    const query = parseQuery(text, options.typeahead);
    if (query.words.length === 0) return [];
    const scopeIds = await organizationScope(db, principal);
    const known = await findKnownAddresses({ db, principal, scopeIds }, literalWords(query));
    const ranges = query.houseNumber === undefined ? [] : rangeCandidates(towns, query.houseNumber);
    const results = rankCandidates(
      [...known.map(knownAddressCandidate), ...ranges, ...streetsAndTowns],
      query,
      options.limit,
    );
    // Clients' addresses are client data: their reads go into the server's access log like table reads do.
    const shown = results.filter((result) => result.type === 'Point Address').length;
    if (shown > 0) {
      await db
        .insert(accessLog)
        .values({ staffId: principal.staffId, tableName: 'addressSearch', rowCount: shown });
    }
    return results;
  };
}

import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import type { SomeCallHandlers } from '../http/register-calls.ts';
import { gazetteerSearch } from './gazetteer-search.ts';
import { searchTextOf } from './search-text.ts';
import { upstreamSearch } from './upstream-search.ts';

/**
 * GET /evv/search/{query}.json (spec 1 §7): address search while typing, and geocoding on save. The route is a
 * wildcard, not ':query': the router refuses named parameters over 100 characters with a bare 404, and a whole
 * address to geocode can be longer; this way an over-long query is answered with a 400.
 */
export function searchHandlers(ctx: AppContext): SomeCallHandlers<'searchAddresses'> {
  const search = ctx.config.geocoder ? upstreamSearch(ctx.config.geocoder) : gazetteerSearch(ctx.db);
  return {
    searchAddresses: async ({ caller, params, body: options, request }) => {
      const text = searchTextOf(params['*']);
      if (text === undefined) throw HttpError.of(404, 'server.notFound');
      return { results: await search({ text, options, principal: caller, log: request.log }) };
    },
  };
}

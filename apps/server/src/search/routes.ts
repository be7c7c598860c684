import type { FastifyInstance } from 'fastify';
import { addressSearchQuery, type AddressSearchReply } from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { gazetteerSearch } from './gazetteer-search.ts';
import { searchTextOf } from './search-text.ts';
import { upstreamSearch } from './upstream-search.ts';

/** GET /evv/search/{query}.json (spec 1 §7): address search while typing, and geocoding on save. */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext) {
  const search = ctx.config.geocoder ? upstreamSearch(ctx.config.geocoder) : gazetteerSearch(ctx.db);
  // A wildcard, not ':query': the router refuses named parameters over 100 characters with a bare 404, and
  // a whole address to geocode can be longer; this way the route answers an over-long query with a 400.
  app.get<{ Params: { '*': string } }>('/evv/search/*', async (request): Promise<AddressSearchReply> => {
    const principal = await ctx.authenticate(request);
    const text = searchTextOf(request.params['*']);
    if (text === undefined) throw HttpError.of(404, 'server.notFound');
    const options = parseBody(addressSearchQuery, request.query);
    return { results: await search({ text, options, principal, log: request.log }) };
  });
}

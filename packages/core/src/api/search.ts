import { z } from 'zod';
import { ADDRESS_SEARCH } from '../constants.ts';

/**
 * GET /evv/search/{query}.json (spec 1 §7): address search while typing (typeahead=true) and geocoding on save
 * (without typeahead). The reply has the shape of the common search providers' JSON (results with address,
 * position, type, id), so the server can pass an upstream provider's answer through unchanged.
 */
export const addressSearchQuery = z.object({
  countrySet: z.literal('US').default('US'),
  typeahead: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  view: z.string().max(20).default('Unified'),
  limit: z.coerce.number().int().min(1).max(ADDRESS_SEARCH.maxResults).default(ADDRESS_SEARCH.maxResults),
});
export type AddressSearchQuery = z.infer<typeof addressSearchQuery>;

/**
 * Result types, most exact first: a known house ('Point Address'), a house number placed along a known street
 * ('Address Range'), a street without that number ('Street'), a town ('Geography').
 */
export const addressResultTypes = ['Point Address', 'Address Range', 'Street', 'Geography'] as const;

export const addressSearchResult = z.object({
  id: z.string(),
  type: z.string(),
  address: z.object({
    streetNumber: z.string().optional(),
    streetName: z.string().optional(),
    /** City. */
    municipality: z.string().optional(),
    /** State abbreviation (NJ). */
    countrySubdivision: z.string().optional(),
    postalCode: z.string().optional(),
    countryCode: z.string().optional(),
    freeformAddress: z.string(),
  }),
  position: z.object({ lat: z.number(), lon: z.number() }),
});
export type AddressSearchResult = z.infer<typeof addressSearchResult>;

export const addressSearchReply = z.object({ results: z.array(addressSearchResult) });

import type { FastifyBaseLogger } from 'fastify';
import type { AddressSearchQuery, AddressSearchResult } from '@carevisit/core';
import type { Principal } from '../auth/principal.ts';

export interface SearchRequest {
  /** What was typed (or the whole address when geocoding), trimmed. */
  text: string;
  options: AddressSearchQuery;
  principal: Principal;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Answers an address search: the embedded gazetteer, or an upstream search provider. */
export type AddressSearchProvider = (request: SearchRequest) => Promise<AddressSearchResult[]>;

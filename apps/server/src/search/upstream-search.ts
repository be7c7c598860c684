import { z } from 'zod';
import { addressSearchResult, type AddressSearchQuery, type AddressSearchResult } from '@carevisit/core';
import type { GeocoderSettings } from '../config.ts';
import type { AddressSearchProvider, SearchRequest } from './provider.ts';

/** Long enough for a provider on the far side of the internet, short enough for someone typing. */
const DEFAULT_TIMEOUT_MS = 3000;

const replyShape = z.object({ results: z.array(z.unknown()) });

/**
 * Passes the search on to a search provider with the same path and parameters (GEOCODER_URL). spec 1 §7:
 * address search failures are logged and ignored, so any failure answers with no results. The logs name the
 * status or reason only: the query may be a client's address, and the URL carries the provider's key.
 */
export function upstreamSearch(
  settings: GeocoderSettings,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  timeoutSignal: (ms: number) => AbortSignal = (ms) => AbortSignal.timeout(ms),
): AddressSearchProvider {
  return async ({ text, options, log }) => {
    try {
      const response = await fetch(upstreamUrl(settings, text, options), {
        headers: { accept: 'application/json' },
        signal: timeoutSignal(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        log.warn({ status: response.status }, 'address search: the provider answered with an error');
        return [];
      }
      return resultsOf(await response.json(), options.limit, log);
    } catch (error) {
      log.warn({ reason: reasonOf(error) }, 'address search: the provider could not be reached');
      return [];
    }
  };
}

function upstreamUrl(settings: GeocoderSettings, text: string, options: AddressSearchQuery): string {
  const params = new URLSearchParams({
    countrySet: options.countrySet,
    typeahead: String(options.typeahead),
    view: options.view,
    limit: String(options.limit),
  });
  if (settings.key) params.set('key', settings.key);
  return `${settings.url}/${encodeURIComponent(text)}.json?${params.toString()}`;
}

/** Results that do not fit the contract are dropped one by one; a reply without results is a failure. */
function resultsOf(body: unknown, limit: number, log: SearchRequest['log']): AddressSearchResult[] {
  const reply = replyShape.safeParse(body);
  if (!reply.success) {
    log.warn({ reason: 'unexpected reply' }, 'address search: the provider answered without results');
    return [];
  }
  const results = reply.data.results.flatMap((result) => {
    const parsed = addressSearchResult.safeParse(result);
    return parsed.success ? [parsed.data] : [];
  });
  const dropped = reply.data.results.length - results.length;
  if (dropped > 0)
    log.warn({ dropped }, 'address search: results of the provider did not fit and were left out');
  return results.slice(0, limit);
}

/** The kind of failure, never its message: a message may quote the URL with the query and key in it. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const cause = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof cause === 'string' ? `${error.name} (${cause})` : error.name;
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressSearchQuery } from '@carevisit/core';
import { upstreamSearch } from './upstream-search.ts';
import type { SearchRequest } from './provider.ts';

const RESULT = {
  id: 'US/PAD/1',
  type: 'Point Address',
  address: { streetNumber: '123', streetName: 'Haddon Ave', freeformAddress: '123 Haddon Ave, Collingswood' },
  position: { lat: 39.9, lon: -75.07 },
};
const TEXT = '123 Haddon';

/** The provider's answer to the next request: status and raw body, or no answer at all. */
let answer: { status: number; body: string } | 'hang' = { status: 200, body: '{"results":[]}' };
let seenUrl = '';
/** Settles when the provider has received the current test's request. */
let requestArrived: Promise<void>;
let arrived: () => void;
let provider: http.Server;
let baseUrl: string;
beforeAll(async () => {
  provider = http.createServer((request, response) => {
    seenUrl = request.url ?? '';
    arrived();
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

let warnings: unknown[][];
beforeEach(() => {
  warnings = [];
  requestArrived = new Promise((resolve) => (arrived = resolve));
});
const request = (query: Record<string, string> = {}): SearchRequest => ({
  text: TEXT,
  options: addressSearchQuery.parse({ typeahead: 'true', ...query }),
  principal: { userId: 1, staffId: 1, accountId: 1, currentOrganizationId: 1, username: 'alice' },
  log: { warn: (...args: unknown[]) => warnings.push(args) } as SearchRequest['log'],
});

describe('the upstream search provider', () => {
  it('sends the query and its parameters, with the key, and passes valid results through', async () => {
    answer = { status: 200, body: JSON.stringify({ summary: {}, results: [RESULT, { id: 'broken' }] }) };
    const results = await upstreamSearch({ url: baseUrl, key: 'k3y' })(request({ limit: '3' }));
    expect(results).toEqual([RESULT]);
    const url = new URL(seenUrl, baseUrl);
    expect(url.pathname).toBe('/123%20Haddon.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      countrySet: 'US',
      typeahead: 'true',
      view: 'Unified',
      limit: '3',
      key: 'k3y',
    });
    expect(warnings).toEqual([[{ dropped: 1 }, expect.any(String)]]);
  });

  it('keeps to the limit even when the provider does not', async () => {
    answer = { status: 200, body: JSON.stringify({ results: [RESULT, RESULT, RESULT] }) };
    expect(await upstreamSearch({ url: baseUrl, key: undefined })(request({ limit: '2' }))).toHaveLength(2);
    expect(new URL(seenUrl, baseUrl).searchParams.has('key')).toBe(false);
  });

  it.each([
    ['an error status', { status: 503, body: '{"error":"busy"}' }, { status: 503 }],
    ['a body that is not JSON', { status: 200, body: '<html>' }, { reason: 'SyntaxError' }],
    ['JSON without results', { status: 200, body: '{"error":"no"}' }, { reason: 'unexpected reply' }],
  ])('answers %s with no results and logs why, not what was searched', async (_, reply, logged) => {
    answer = reply;
    expect(await upstreamSearch({ url: baseUrl, key: 'k3y' })(request())).toEqual([]);
    expect(warnings).toEqual([[logged, expect.any(String)]]);
    expect(JSON.stringify(warnings)).not.toMatch(/Haddon|k3y/);
  });

  it('gives up when its timeout fires, however long the provider hangs', async () => {
    answer = 'hang';
    const timeout = new AbortController();
    const asked: number[] = [];
    const timeoutSignal = (ms: number) => {
      asked.push(ms);
      return timeout.signal;
    };
    const searched = upstreamSearch({ url: baseUrl, key: undefined }, 200, timeoutSignal)(request());
    await requestArrived;
    timeout.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    expect(await searched).toEqual([]);
    expect(asked).toEqual([200]);
    expect(warnings).toEqual([[{ reason: 'TimeoutError' }, expect.any(String)]]);
  });

  it('answers with no results when the provider cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await upstreamSearch({ url: `http://127.0.0.1:${port}`, key: undefined })(request())).toEqual([]);
    expect(warnings).toEqual([[{ reason: 'TypeError (ECONNREFUSED)' }, expect.any(String)]]);
  });
});

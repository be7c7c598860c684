import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addressSearchReply } from '@carevisit/core';
import * as t from '../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

const TYPEAHEAD = 'countrySet=US&typeahead=true&view=Unified&limit=5';

async function get(server: TestServer, path: string, token?: string) {
  const response = await fetch(server.baseUrl + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}
const searchPath = (query: string, params = TYPEAHEAD) =>
  `/evv/search/${encodeURIComponent(query)}.json?${params}`;

describe('address search with the embedded gazetteer', () => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  const search = (query: string, token: string, params?: string) =>
    get(server, searchPath(query, params), token);

  beforeAll(async () => {
    server = await startTestServer();
    alice = await server.login('alice');
    bob = await server.login('bob');
    const { clientA, clientA1, clientB } = server.fixture.clients;
    const address = (clientId: number, street1: string, coordinates: [number, number] | null) => ({
      clientId,
      street1,
      city: 'Collingswood',
      state: 'NJ',
      zip: '08108',
      type: 'EVV',
      latitude: coordinates?.[0] ?? null,
      longitude: coordinates?.[1] ?? null,
    });
    await server.database.db.insert(t.clientAddresses).values([
      {
        ...address(clientA.clientId, '123 Haddon Ave', [39.9171, -75.0702]),
        street2: "Ann's daughter's home",
        aptSuite: 'Apt 2B',
      },
      // Bea is in organization B, outside Alice's organizations (spec 1 §6).
      address(clientB.clientId, '77 Frazer Ave', [39.9201, -75.0688]),
      { ...address(clientA1.clientId, '88 Frazer Ave', [39.92, -75.07]), deletedAt: new Date() },
      address(clientA.clientId, '99 Frazer Ave', null),
    ]);
  });
  afterAll(() => server.close());

  it('suggests a known house while typing: a Point Address at its stored coordinates, nothing about who lives there', async () => {
    const { status, body, text } = await search('123 Hadd', alice);
    expect(status).toBe(200);
    expect(addressSearchReply.parse(body)).toEqual(body);
    expect(body.results[0]).toMatchObject({
      type: 'Point Address',
      address: {
        streetNumber: '123',
        streetName: 'Haddon Ave',
        postalCode: '08108',
        freeformAddress: '123 Haddon Ave, Collingswood, NJ 08108',
      },
      position: { lat: 39.9171, lon: -75.0702 },
    });
    expect(text).not.toMatch(/Ann|daughter|Apt 2B|clientId/i);
    const logged = await server.database.db
      .select()
      .from(t.accessLog)
      .where(eq(t.accessLog.tableName, 'addressSearch'));
    expect(logged).toEqual([
      expect.objectContaining({ staffId: server.fixture.staff.alice.staffId, rowCount: 1 }),
    ]);
  });

  it('geocodes a house number within a known street’s numbers as an Address Range', async () => {
    const { status, body } = await search(
      '712 Haddon Ave, Collingswood, NJ 08108',
      alice,
      'countrySet=US&limit=5',
    );
    expect(status).toBe(200);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      type: 'Address Range',
      address: { streetNumber: '712', freeformAddress: '712 Haddon Ave, Collingswood, NJ 08108' },
    });
    expect(body.results[0].position.lat).toBeCloseTo(39.9182, 1);
    expect(body.results[0].position.lon).toBeCloseTo(-75.0713, 1);
  });

  it("never returns an address of a client outside the caller's organizations, or a deleted one", async () => {
    const types = async (query: string, token: string) =>
      (await search(query, token)).body.results.map((r: any) => `${r.type}: ${r.address.freeformAddress}`);
    expect(await types('77 Frazer', alice)).toEqual(['Street: Frazer Ave, Collingswood, NJ 08108']);
    expect(await types('77 Frazer', bob)).toEqual(['Point Address: 77 Frazer Ave, Collingswood, NJ 08108']);
    expect(await types('88 Frazer', alice)).toEqual(['Street: Frazer Ave, Collingswood, NJ 08108']);
    // Without coordinates a house cannot be a Point Address; 99 is not in Frazer Ave's numbers either.
    expect(await types('99 Frazer', alice)).toEqual(['Street: Frazer Ave, Collingswood, NJ 08108']);
  });

  it('gives at most 5 results, fewer when asked', async () => {
    expect((await search('Main', alice)).body.results).toHaveLength(5);
    expect((await search('Main', alice, 'countrySet=US&typeahead=true&limit=2')).body.results).toHaveLength(
      2,
    );
    expect((await search('Main', alice, 'typeahead=true')).body.results).toHaveLength(5);
  });

  it('accepts a query of 200 characters', async () => {
    expect((await search(`1 Main St ${'x'.repeat(190)}`, alice)).status).toBe(200);
  });

  it.each([
    ['an empty query', searchPath('   '), 400],
    ['a query over 200 characters', searchPath('x'.repeat(201)), 400],
    ['limit 6', searchPath('Main', 'limit=6'), 400],
    ['limit 0', searchPath('Main', 'limit=0'), 400],
    ['a limit that is not a number', searchPath('Main', 'limit=five'), 400],
    ['a country other than the US', searchPath('Main', 'countrySet=CA'), 400],
    ['a typeahead that is not true or false', searchPath('Main', 'typeahead=yes'), 400],
    ['a path without .json', '/evv/search/Main', 404],
  ])('refuses %s with errors[]', async (_, path, expected) => {
    const { status, body } = await get(server, path, alice);
    expect(status).toBe(expected);
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors[0].message).toEqual(expect.any(String));
  });

  it('requires a bearer token', async () => {
    expect((await get(server, searchPath('Main'))).status).toBe(401);
    expect((await get(server, searchPath('Main'), 'not-a-token')).status).toBe(401);
  });
});

describe('address search through an upstream provider (GEOCODER_URL)', () => {
  const RESULT = {
    id: 'US/PAD/p0/123',
    type: 'Point Address',
    address: {
      streetNumber: '123',
      streetName: 'Haddon Ave',
      municipality: 'Collingswood',
      countrySubdivision: 'NJ',
      postalCode: '08108',
      countryCode: 'US',
      freeformAddress: '123 Haddon Ave, Collingswood, NJ 08108',
    },
    position: { lat: 39.91711, lon: -75.07023 },
  };
  let answer = { status: 200, body: '' };
  let seenUrl = '';
  let provider: http.Server;
  let server: TestServer;
  let alice: string;

  beforeAll(async () => {
    provider = http.createServer((request, response) => {
      seenUrl = request.url ?? '';
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/search/2`;
    server = await startTestServer({ geocoder: { url, key: 'secret-key' } });
    alice = await server.login('alice');
  });
  afterAll(async () => {
    await server.close();
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
  });

  it("passes the provider's results through, asked with the same query and parameters plus the key", async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ summary: { query: '123 haddon' }, results: [RESULT, { id: 1 }] }),
    };
    const { status, body } = await get(server, searchPath('123 Haddon'), alice);
    expect({ status, body }).toEqual({ status: 200, body: { results: [RESULT] } });
    const asked = new URL(seenUrl, 'http://provider');
    expect(asked.pathname).toBe('/search/2/123%20Haddon.json');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      countrySet: 'US',
      typeahead: 'true',
      view: 'Unified',
      limit: '5',
      key: 'secret-key',
    });
  });

  it('answers a failing search with no results (spec 1 §7: logged and ignored)', async () => {
    for (const failure of [
      { status: 500, body: '{"error":"boom"}' },
      { status: 200, body: 'not json' },
    ]) {
      answer = failure;
      expect(await get(server, searchPath('123 Haddon'), alice)).toMatchObject({
        status: 200,
        body: { results: [] },
      });
    }
  });

  it('still requires a bearer token and checks the input before asking the provider', async () => {
    seenUrl = '';
    expect((await get(server, searchPath('123 Haddon'))).status).toBe(401);
    expect((await get(server, searchPath('123 Haddon', 'limit=9'), alice)).status).toBe(400);
    expect(seenUrl).toBe('');
  });
});

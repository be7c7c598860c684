import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@carevisit/core';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { RATE_LIMIT_SYNC_MS } from '../src/http/rate-limit-store.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Issue 18 §5: the rate limit counts in the database, so that two server processes over one database count
// together; it counts the signed-in user, else the address; and the address is the socket's unless the
// operator trusts a proxy (TRUST_PROXY), so a forged X-Forwarded-For dodges nothing by default.

const LIMIT = 5;

let server: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  server = await startTestServer({ rateLimitPerMinute: LIMIT });
  server.clock.freeze(new Date('2026-03-10T15:00:00Z'));
  alice = await server.login('alice');
  bob = await server.login('bob');
});
afterAll(() => server.close());

/** A fresh minute for each test: every window of the last one has ended. */
let minute = 0;
function nextMinute() {
  server.clock.advance(++minute === 1 ? 0 : 61_000);
}

async function get(baseUrl: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/config/app-config.json`, { headers });
  return { status: response.status, body: await response.json() };
}

async function statuses(baseUrl: string, count: number, headers: (i: number) => Record<string, string>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await get(baseUrl, headers(i))).status);
  return result;
}

const allowedThenRefused = [...Array.from({ length: LIMIT }, () => 200), 429];

describe('with TRUST_PROXY off (the default)', () => {
  it('is a setting, off unless the operator turns it on', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'the-proxy' })).toThrow(/TRUST_PROXY/);
  });

  it('a forged X-Forwarded-For does not dodge the limit of the address', async () => {
    nextMinute();
    const forged = await statuses(server.baseUrl, LIMIT + 1, (i) => ({
      'x-forwarded-for': `203.0.113.${i}`,
    }));
    expect(forged).toEqual(allowedThenRefused);
    const refused = await get(server.baseUrl, { 'x-forwarded-for': '203.0.113.200' });
    expect(refused).toMatchObject({
      status: 429,
      body: { errors: [{ message: en.server.tooManyRequests }] },
    });
  });

  it('counts a signed-in user apart from others at the same address, and made-up tokens as the address', async () => {
    nextMinute();
    const as = (token: string) => () => ({ authorization: `Bearer ${token}` });
    expect(await statuses(server.baseUrl, LIMIT + 1, as(alice))).toEqual(allowedThenRefused);
    expect(await statuses(server.baseUrl, LIMIT + 1, as(bob))).toEqual(allowedThenRefused);
    const madeUp = await statuses(server.baseUrl, LIMIT + 1, (i) => ({
      authorization: `Bearer made-up-${i}`,
    }));
    expect(madeUp).toEqual(allowedThenRefused);
  });
});

describe('with TRUST_PROXY naming the proxy in front', () => {
  it('counts the address the proxy reports', async () => {
    nextMinute();
    const config = { ...readConfig({}), rateLimitPerMinute: LIMIT, trustProxy: ['127.0.0.1'] };
    const behindProxy = await buildApp({ config, database: server.database, now: server.clock.now });
    await behindProxy.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(behindProxy.server.address() as AddressInfo).port}`;
      const distinct = await statuses(url, LIMIT + 1, (i) => ({ 'x-forwarded-for': `203.0.113.${i}` }));
      expect(distinct).toEqual(distinct.map(() => 200));
      const same = await statuses(url, LIMIT + 1, () => ({ 'x-forwarded-for': '203.0.113.99' }));
      expect(same).toEqual(allowedThenRefused);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('two server processes over one database (issue 18 §5)', () => {
  async function withReplica(run: (replicaUrl: string) => Promise<void>) {
    const config = { ...readConfig({}), rateLimitPerMinute: LIMIT };
    const replica = await buildApp({ config, database: server.database, now: server.clock.now });
    await replica.listen({ port: 0, host: '127.0.0.1' });
    try {
      await run(`http://127.0.0.1:${(replica.server.address() as AddressInfo).port}`);
    } finally {
      await replica.close();
    }
  }

  it('count together once each has written its counts (at most RATE_LIMIT_SYNC_MS apart)', async () => {
    nextMinute();
    await withReplica(async (replicaUrl) => {
      const alternating: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        server.clock.advance(RATE_LIMIT_SYNC_MS);
        alternating.push((await get(i % 2 ? replicaUrl : server.baseUrl)).status);
      }
      expect(alternating).toEqual(allowedThenRefused);
    });
  });

  it('a process counts alone between its visits to the database, and brings those counts on the next', async () => {
    nextMinute();
    await withReplica(async (replicaUrl) => {
      const quick = await statuses(server.baseUrl, LIMIT - 1, () => ({}));
      server.clock.advance(RATE_LIMIT_SYNC_MS);
      const [last] = await statuses(server.baseUrl, 1, () => ({}));
      const [onReplica] = await statuses(replicaUrl, 1, () => ({}));
      expect([...quick, last, onReplica]).toEqual(allowedThenRefused);
    });
  });
});

describe('on a clock of its own (BuildOptions.rateLimitNow)', () => {
  it('ends its windows on that clock, while the app clock stands still', async () => {
    nextMinute();
    // The end-to-end harness puts the app's clock back before every test: on it, no window would end.
    const appTime = new Date('2026-03-10T09:00:00Z');
    const config = { ...readConfig({}), rateLimitPerMinute: LIMIT };
    const app = await buildApp({
      config,
      database: server.database,
      now: () => appTime,
      rateLimitNow: server.clock.now,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      expect(await statuses(url, LIMIT + 1, () => ({}))).toEqual(allowedThenRefused);
      server.clock.advance(61_000);
      expect(await statuses(url, 1, () => ({}))).toEqual([200]);
    } finally {
      await app.close();
    }
  });
});

describe('a process whose clock steps back', () => {
  it('still brings its counts to the database and sees the others', async () => {
    nextMinute();
    let replicaTime = server.clock.now();
    const config = { ...readConfig({}), rateLimitPerMinute: LIMIT };
    const replica = await buildApp({ config, database: server.database, now: () => replicaTime });
    await replica.listen({ port: 0, host: '127.0.0.1' });
    try {
      const replicaUrl = `http://127.0.0.1:${(replica.server.address() as AddressInfo).port}`;
      expect(await statuses(replicaUrl, 1, () => ({}))).toEqual([200]);
      // The replica's clock is set back ten minutes (a time sync), while the other process takes the rest.
      replicaTime = new Date(replicaTime.getTime() - 600_000);
      const others: number[] = [];
      for (let i = 1; i < LIMIT; i++) {
        server.clock.advance(RATE_LIMIT_SYNC_MS);
        others.push((await get(server.baseUrl)).status);
      }
      const [onReplica] = await statuses(replicaUrl, 1, () => ({}));
      expect([200, ...others, onReplica]).toEqual(allowedThenRefused);
    } finally {
      await replica.close();
    }
  });
});

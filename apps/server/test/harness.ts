import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { readConfig, type Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { openFixtureDatabase, PASSWORD, type Fixture } from './fixtures.ts';

export const BASIC = `Basic ${Buffer.from('carevisit-web:carevisit-web-secret').toString('base64')}`;

/** A movable server clock for lockout and token-expiry tests. */
class TestClock {
  offsetMs = 0;
  private frozenAt: number | null = null;
  now = () => new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Moves the running clock so that it reads `at` now, and goes on from there. */
  setTo(at: Date) {
    this.offsetMs = at.getTime() - Date.now();
  }
  /** Stops the clock at `at` (advance still moves it), so answers that count seconds compare exactly. */
  freeze(at: Date) {
    this.frozenAt = at.getTime();
    this.offsetMs = 0;
  }
}

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  fixture: Fixture;
  clock: TestClock;
  baseUrl: string;
  post(path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The real server on a real port over a fresh database with the test fixture. */
export async function startTestServer(
  configOverrides: Partial<Config> = {},
  options: { logStream?: Writable } = {},
): Promise<TestServer> {
  const { database, fixture } = await openFixtureDatabase();
  const clock = new TestClock();
  const config = { ...readConfig({}), rateLimitPerMinute: 100_000, ...configOverrides };
  const app = await buildApp({ config, database, now: clock.now, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = async (path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers,
      body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    app,
    database,
    fixture,
    clock,
    baseUrl,
    post,
    async login(username, password = PASSWORD) {
      const response = await tokenCall(baseUrl, {
        grant_type: 'password',
        account: 'acme',
        username,
        password,
      });
      if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
      return response.body.access_token as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A log stream for `startTestServer` that keeps every line it is given, to hold them to the log policy. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

export async function tokenCall(baseUrl: string, form: Record<string, string>, authorization = BASIC) {
  const response = await fetch(`${baseUrl}/evv/authorization/oauth/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as any };
}

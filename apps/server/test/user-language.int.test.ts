import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { user as userSchema } from '@carevisit/core';
import { startTestServer, type TestServer } from './harness.ts';
import * as t from '../src/db/schema/index.ts';

// Issue 33 item 3: the user's language, kept by the server (PUT /evv/user/language) and handed to each device
// they sign in on with the user's reply (/oauth/user).

let server: TestServer;
let aliceToken: string;
let bobToken: string;
beforeAll(async () => {
  server = await startTestServer();
  [aliceToken, bobToken] = await Promise.all([server.login('alice'), server.login('bob')]);
});
afterAll(() => server.close());

async function putLanguage(body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}/evv/user/language`, {
    method: 'PUT',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** The language in the user's reply a device reads after signing in, checked against core's contract. */
async function languageAtSignIn(username: string): Promise<unknown> {
  const token = await server.login(username);
  const { status, body } = await server.post('/evv/authorization/oauth/user', undefined, token);
  expect(status).toBe(200);
  expect(userSchema.safeParse(body).success).toBe(true);
  return body.language;
}

describe("the user's language", () => {
  it('is null until the user chooses one', async () => {
    expect(await languageAtSignIn('alice')).toBeNull();
  });

  it('is kept for the caller and comes back at their next sign-in, on any device', async () => {
    expect(await putLanguage({ language: 'es' }, aliceToken)).toEqual({
      status: 200,
      body: { language: 'es' },
    });
    expect(await languageAtSignIn('alice')).toBe('es');
    expect((await putLanguage({ language: 'en' }, aliceToken)).status).toBe(200);
    expect(await languageAtSignIn('alice')).toBe('en');
    expect((await putLanguage({ language: 'es' }, aliceToken)).status).toBe(200);
  });

  it("leaves every other user's language as it was", async () => {
    expect((await putLanguage({ language: 'en' }, bobToken)).status).toBe(200);
    expect(await languageAtSignIn('alice')).toBe('es');
    expect(await languageAtSignIn('bob')).toBe('en');
    expect(await languageAtSignIn('carol')).toBeNull();
  });

  it('refuses anything but a language with a catalog, with errors[], and keeps the one it had', async () => {
    for (const body of [
      { language: 'fr' },
      { language: 'ES' },
      { language: 'es-US' },
      { language: null },
      { language: 1 },
      {},
      { language: 'es', staffId: 1 },
      '"es"',
      '{"language":',
    ]) {
      const reply = await putLanguage(body, aliceToken);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.errors.length, JSON.stringify(body)).toBeGreaterThan(0);
      expect(typeof reply.body.errors[0].message).toBe('string');
    }
    expect(await languageAtSignIn('alice')).toBe('es');
  });

  it('is refused without a valid token', async () => {
    expect((await putLanguage({ language: 'es' })).status).toBe(401);
    expect((await putLanguage({ language: 'es' }, 'not-a-token')).status).toBe(401);
    expect(await languageAtSignIn('carol')).toBeNull();
  });

  it('holds nothing but a known language in the database either', async () => {
    const db = server.database.db;
    const [alice] = await db.select().from(t.users).where(eq(t.users.username, 'alice'));
    await expect(
      db.execute(sql`update ${t.users} set language = 'fr' where id = ${alice!.id}`),
    ).rejects.toThrow();
    expect(await languageAtSignIn('alice')).toBe('es');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  loginToken,
  passkeyListReply,
  passkeyLoginOptionsReply,
  passkeyRegistrationOptionsReply,
  passkeyReply,
} from '@carevisit/core';
import { BASIC, captureLog, startTestServer, tokenCall, type TestServer } from './harness.ts';
import * as t from '../src/db/schema/index.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { EVV_ORIGIN, MOBILE_ORIGIN, passkeyCalls, webauthnSettings } from './passkey-calls.ts';

// Issue 35: passkeys made while signed in, listed and removed by their owner only, and the passkey grant, which
// gives what the password grant gives. Its refusals: passkey-refusals.int.test.ts.

const FIXED_NOW = new Date('2026-03-10T15:00:00Z');
const log = captureLog();
let server: TestServer;
let calls: ReturnType<typeof passkeyCalls>;
let aliceToken: string;
const secrets = new Set<string>();

beforeAll(async () => {
  server = await startTestServer({ ...webauthnSettings, logLevel: 'trace' }, { logStream: log.stream });
  server.clock.freeze(FIXED_NOW);
  calls = passkeyCalls(server);
  aliceToken = await server.login('alice');
  secrets.add(aliceToken);
});
afterAll(() => server.close());

describe('adding a passkey', () => {
  const authenticator = new SoftAuthenticator(EVV_ORIGIN);

  it('offers a discoverable, user-verifying credential for this host, with an opaque user handle', async () => {
    const { status, body } = await calls.registrationOptions(aliceToken);
    expect(status).toBe(200);
    const { options } = passkeyRegistrationOptionsReply.parse(body);
    expect(options).toMatchObject({
      rp: { id: 'evv.localhost', name: 'CareVisit' },
      user: { name: 'alice', displayName: 'alice Tester' },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const handle = (options.user as { id: string }).id;
    expect(Buffer.from(handle, 'base64url')).toHaveLength(32);
    // One handle per user, whatever the ceremony.
    const again = await calls.registrationOptions(aliceToken);
    expect(again.body.options.user.id).toBe(handle);
  });

  it('keeps the passkey and lists it for its owner', async () => {
    const { status, body } = await calls.addPasskey(aliceToken, authenticator);
    expect(status).toBe(201);
    const { passkey } = passkeyReply.parse(body);
    expect(passkey).toMatchObject({
      credentialId: authenticator.credentials[0]!.id,
      deviceName: 'Chrome on Android',
      createdDate: FIXED_NOW.toISOString(),
      lastUsedDate: null,
    });
    const [row] = await server.database.db
      .select()
      .from(t.passkeys)
      .where(eq(t.passkeys.id, passkey.passkeyId));
    expect(row).toMatchObject({
      userId: server.fixture.staff.alice.userId,
      counter: 0,
      transports: ['internal', 'hybrid'],
      rpId: 'evv.localhost',
      deviceType: 'multiDevice',
      backedUp: true,
    });
    expect(row!.publicKey.length).toBeGreaterThan(60);

    const listed = await calls.list(aliceToken);
    expect(listed.status).toBe(200);
    expect(passkeyListReply.parse(listed.body).passkeys).toEqual([passkey]);
  });

  it('asks the device not to make a second passkey for the same user', async () => {
    const { body } = await calls.registrationOptions(aliceToken);
    expect(body.options.excludeCredentials).toEqual([
      { id: authenticator.credentials[0]!.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('refuses a device name that is missing or too long, and a caller who is not signed in', async () => {
    const { body: options } = await calls.registrationOptions(aliceToken);
    const response = new SoftAuthenticator(EVV_ORIGIN).create(options.options);
    for (const deviceName of ['', 'x'.repeat(101)]) {
      const refused = await calls.register(aliceToken, response, deviceName);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].field).toBe('deviceName');
    }
    expect((await calls.registrationOptions('not-a-token')).status).toBe(401);
    expect((await calls.list('not-a-token')).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  const authenticator = new SoftAuthenticator(MOBILE_ORIGIN);
  let bobToken: string;
  const mobile = () => passkeyCalls(server, MOBILE_ORIGIN);

  beforeAll(async () => {
    bobToken = await server.login('bob');
    const added = await mobile().addPasskey(bobToken, authenticator);
    expect(added.status).toBe(201);
  });

  it('asks for any discoverable passkey of this host, verified by the user', async () => {
    const { status, body } = await mobile().loginOptions();
    expect(status).toBe(200);
    const reply = passkeyLoginOptionsReply.parse(body);
    expect(reply.options).toMatchObject({
      rpId: 'mobile.localhost',
      allowCredentials: [],
      userVerification: 'required',
    });
    expect(reply.challengeId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the password grant tokens, which work for the user, refresh and revoke alike', async () => {
    const db = server.database.db;
    const bob = server.fixture.staff.bob;
    await db.update(t.users).set({ lastLoginDate: null }).where(eq(t.users.id, bob.userId));
    const families = async () =>
      new Set(
        (await db.select().from(t.refreshTokens).where(eq(t.refreshTokens.userId, bob.userId))).map(
          (row) => row.familyId,
        ),
      );
    const before = await families();

    const { status, body } = await mobile().signIn(authenticator);
    expect(status).toBe(200);
    const tokens = loginToken.parse(body);
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(tokens.expires_in).toBe(900);
    secrets.add(tokens.access_token).add(tokens.refresh_token);

    // The password grant's records: the last login date, and a new refresh-token family.
    const [user] = await db.select().from(t.users).where(eq(t.users.id, bob.userId));
    expect(user!.lastLoginDate).toEqual(FIXED_NOW);
    expect((await families()).size).toBe(before.size + 1);

    const profile = await server.post('/evv/authorization/oauth/user', undefined, tokens.access_token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      userName: 'bob',
      staffId: bob.staffId,
      currentOrganizationId: server.fixture.orgs.orgB.id,
      lastLoginDate: FIXED_NOW.toISOString(),
      ssoEnabled: false,
    });

    const refreshed = await tokenCall(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    secrets.add(refreshed.body.access_token).add(refreshed.body.refresh_token);
    // Log Out: the family ends, so the refresh token the passkey's sign-in started no longer works.
    const revoked = await calls.call('POST', '/evv/authorization/oauth/revoke', {
      body: { token: refreshed.body.refresh_token },
      authorization: BASIC,
    });
    expect(revoked.body).toEqual({ result: 'success' });
    const afterLogOut = await tokenCall(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: refreshed.body.refresh_token,
    });
    expect(afterLogOut.status).toBe(401);
  });

  it('records the use: the counter and the last-used date', async () => {
    server.clock.advance(60_000);
    expect((await mobile().signIn(authenticator)).status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(t.passkeys)
      .where(eq(t.passkeys.credentialId, authenticator.credentials[0]!.id));
    expect(row!.counter).toBe(authenticator.credentials[0]!.counter);
    const { body } = await calls.list(bobToken);
    expect(body.passkeys[0].lastUsedDate).toBe(new Date(FIXED_NOW.getTime() + 60_000).toISOString());
  });

  it('works for an authenticator that keeps no counter (a synced passkey), again and again', async () => {
    const synced = new SoftAuthenticator(MOBILE_ORIGIN, false);
    expect((await mobile().addPasskey(bobToken, synced)).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await mobile().signIn(synced)).status).toBe(200);
  });

  it('refuses a user without the EVV privilege as the password grant does', async () => {
    const db = server.database.db;
    const bob = server.fixture.staff.bob;
    await db.update(t.users).set({ evvPrivilege: false }).where(eq(t.users.id, bob.userId));
    try {
      const { status, body } = await mobile().signIn(authenticator);
      expect(status).toBe(403);
      expect(body.error).toBe('access_denied');
    } finally {
      await db.update(t.users).set({ evvPrivilege: true }).where(eq(t.users.id, bob.userId));
    }
  });
});

describe("a user's passkeys are hers alone", () => {
  it('another user neither lists nor removes them; their owner removes them', async () => {
    const carolToken = await server.login('carol');
    const mine = await calls.list(aliceToken);
    expect(mine.body.passkeys.length).toBeGreaterThan(0);
    const passkeyId = mine.body.passkeys[0].passkeyId as number;

    expect((await calls.list(carolToken)).body).toEqual({ passkeys: [] });
    const refused = await calls.remove(carolToken, passkeyId);
    expect(refused.status).toBe(404);
    expect(refused.body.errors).toHaveLength(1);
    expect((await calls.list(aliceToken)).body.passkeys).toHaveLength(mine.body.passkeys.length);

    expect((await calls.remove(aliceToken, passkeyId)).body).toEqual({ result: 'success' });
    expect((await calls.remove(aliceToken, passkeyId)).status).toBe(404);
    expect((await calls.remove(aliceToken, Number.NaN)).status).toBe(404);
    expect((await calls.list(aliceToken)).body.passkeys).toHaveLength(mine.body.passkeys.length - 1);
  });
});

describe('where passkeys are offered', () => {
  it('says so in the app configuration for the configured hosts only', async () => {
    const config = async (host: string) =>
      (await server.app.inject({ method: 'GET', url: '/config/app-config.json', headers: { host } })).json();
    expect((await config('evv.localhost:8080')).passkeysAvailable).toBe(true);
    expect((await config('mobile.localhost:8080')).passkeysAvailable).toBe(true);
    expect((await config('127.0.0.1:8080')).passkeysAvailable).toBe(false);
    expect((await config('evv.localhost:9999')).passkeysAvailable).toBe(false);
  });

  it('refuses a ceremony from a page that is not one of the origins', async () => {
    for (const origin of ['http://127.0.0.1:8080', 'https://evil.example', null]) {
      const { status, body } = await calls.call('POST', '/evv/authorization/passkey/options', {
        body: {},
        origin,
      });
      expect(status).toBe(400);
      expect(body.errors[0].code).toBe('passkey_unavailable');
    }
  });
});

describe('the log', () => {
  it('holds no token, name, key, handle or credential id', async () => {
    const rows = await server.database.db.select().from(t.passkeys);
    const handles = await server.database.db.select().from(t.passkeyUserHandles);
    const words = [
      ...secrets,
      ...rows.map((row) => row.credentialId),
      ...handles.map((row) => row.handle),
      'Tester',
      'Chrome on Android',
    ];
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.lines.filter((line) => words.some((word) => line.includes(word)))).toEqual([]);
  });
});

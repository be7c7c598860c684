import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, matchesSignatureVerifier } from '@carevisit/core';
import { startTestServer, tokenCall, type TestServer } from './harness.ts';
import { PASSWORD } from './fixtures.ts';
import * as t from '../src/db/schema/index.ts';
import { hashSecret } from '../src/auth/passwords.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (username: string, password: string, account = 'acme') =>
  tokenCall(server.baseUrl, { grant_type: 'password', account, username, password });

describe('password grant (spec 1 §7, §8)', () => {
  it('signs in with account, username and password and returns the token triple', async () => {
    const { status, body } = await login('alice', PASSWORD);
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
  });

  it('accepts the account and username in any letter case', async () => {
    expect((await login('ALICE', PASSWORD, 'ACME')).status).toBe(200);
  });

  it('refuses wrong client credentials', async () => {
    const form = { grant_type: 'password', account: 'acme', username: 'alice', password: PASSWORD };
    const bad = `Basic ${Buffer.from('carevisit-web:wrong').toString('base64')}`;
    const { status, body } = await tokenCall(server.baseUrl, form, bad);
    expect(status).toBe(401);
    expect(body.error).toBe('invalid_client');
    expect(body.errors).toHaveLength(1);
  });

  it('answers a wrong password and an unknown user alike, with the Login text', async () => {
    for (const attempt of [
      login('carol', 'wrong'),
      login('nobody', PASSWORD),
      login('alice', PASSWORD, 'other'),
    ]) {
      const { status, body } = await attempt;
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: 'invalid_grant', error_description: en.login.loginFailed });
    }
    await login('carol', PASSWORD); // resets carol's counter for the lockout test below
  });

  it('gives access_denied with the Privilege Required text to a user without the EVV privilege', async () => {
    const { status, body } = await login('dave', PASSWORD);
    expect(status).toBe(403);
    expect(body.error).toBe('access_denied');
    expect(body.error_description).toBe(en.login.privilegeRequired);
  });

  it('gives the Security Management Rules text when the agency has no security rule', async () => {
    const db = server.database.db;
    const [account] = await db
      .insert(t.accounts)
      .values({ code: 'norules', name: 'No Rules Agency' })
      .returning();
    const [org] = await db
      .insert(t.organizations)
      .values({ accountId: account!.id, name: 'Only', evv: true, evvState: 'NJ' })
      .returning();
    const [member] = await db
      .insert(t.staff)
      .values({
        accountId: account!.id,
        firstName: 'Nora',
        lastName: 'Rules',
        primaryOrganizationId: org!.id,
      })
      .returning();
    await db.insert(t.users).values({
      accountId: account!.id,
      username: 'nora',
      passwordHash: await hashSecret(PASSWORD),
      staffId: member!.id,
      deviceKeySecret: 'x'.repeat(43),
    });
    const { status, body } = await login('nora', PASSWORD, 'norules');
    expect(status).toBe(403);
    expect(body).toMatchObject({
      error: 'security_rules_missing',
      error_description: en.login.noSecurityRules,
    });
  });

  it('refuses a request without the fields it needs', async () => {
    const { status, body } = await tokenCall(server.baseUrl, { grant_type: 'password', account: 'acme' });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_request');
    expect(body.errors.length).toBeGreaterThan(0);
    expect((await tokenCall(server.baseUrl, { grant_type: 'magic' })).status).toBe(400);
  });
});

describe('lockout (spec 1 §4)', () => {
  it('locks after maximunAttempts failures for lockoutInterval minutes, then lets the user in', async () => {
    // The fixture's security rule: 3 attempts, 3 minutes.
    expect((await login('carol', 'wrong')).status).toBe(400);
    expect((await login('carol', 'wrong')).status).toBe(400);
    const third = await login('carol', 'wrong');
    expect(third.status).toBe(429);
    expect(third.body.error).toBe('login_disabled');
    expect(third.body.retry_after).toBeGreaterThan(170);

    const whileLocked = await login('carol', PASSWORD);
    expect(whileLocked.status).toBe(429);

    server.clock.advance(2 * 60_000);
    expect((await login('carol', PASSWORD)).status).toBe(429);
    server.clock.advance(61_000);
    expect((await login('carol', PASSWORD)).status).toBe(200);
    // The counter started again from zero.
    expect((await login('carol', 'wrong')).status).toBe(400);
    expect((await login('carol', PASSWORD)).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh token works once and yields a new pair', async () => {
    const first = (await login('alice', PASSWORD)).body;
    const second = await tokenCall(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await tokenCall(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: second.body.refresh_token,
    });
    expect(third.status).toBe(200);
  });

  it('revoke the whole family when a used refresh token is presented again', async () => {
    const first = (await login('alice', PASSWORD)).body;
    const second = await tokenCall(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    const replay = await tokenCall(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('invalid_token');
    // The legitimate holder's newer token is gone too: the family is revoked.
    const afterTheft = await tokenCall(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: second.body.refresh_token,
    });
    expect(afterTheft.status).toBe(401);
  });

  it('end with sign-out', async () => {
    const first = (await login('alice', PASSWORD)).body;
    const revoke = await fetch(`${server.baseUrl}/evv/authorization/oauth/revoke`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('carevisit-web:carevisit-web-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: first.refresh_token }).toString(),
    });
    expect(revoke.status).toBe(200);
    const after = await tokenCall(server.baseUrl, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(after.status).toBe(401);
  });
});

describe('access tokens', () => {
  it('are required, and expire', async () => {
    expect((await server.post('/evv/authorization/oauth/user')).status).toBe(401);
    const garbage = await server.post('/evv/authorization/oauth/user', undefined, 'not-a-token');
    expect(garbage.status).toBe(401);
    expect(garbage.body.error).toBe('invalid_token');
    const token = await server.login('alice');
    expect((await server.post('/evv/authorization/oauth/user', undefined, token)).status).toBe(200);
    server.clock.advance(16 * 60_000);
    const expired = await server.post('/evv/authorization/oauth/user', undefined, token);
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('invalid_token');
  });
});

describe('the user (spec 1 §3)', () => {
  it('has the display name, organizations, security rule and device key secret', async () => {
    const token = await server.login('alice');
    const { body } = await server.post('/evv/authorization/oauth/user', undefined, token);
    const { alice } = server.fixture.staff;
    expect(body).toMatchObject({
      userName: 'alice',
      account: 'acme',
      staffId: alice.staffId,
      displayName: `Tester, alice (${alice.staffId})`,
      currentOrganizationId: server.fixture.orgs.orgA.id,
      ssoEnabled: false,
      securityRule: { maximunAttempts: 3, lockoutInterval: 3, minLength: 8 },
    });
    expect(body.deviceKeySecret.length).toBeGreaterThan(20);
    expect(body.availableOrganizationIds).toEqual([server.fixture.orgs.orgA.id]);
  });

  it('may only switch to an EVV organization of their own', async () => {
    const token = await server.login('alice');
    const other = await server.post(
      '/evv/write/currentorganization',
      { organizationId: server.fixture.orgs.orgB.id },
      token,
    );
    expect(other.status).toBe(404);
    expect(other.body.errors).toHaveLength(1);
  });
});

describe('credentials (spec 1 §7)', () => {
  it('stores the offline PIN hashed and answers whether one matches, never the PIN itself', async () => {
    const token = await server.login('alice');
    expect((await server.post('/evv/read/staffOfflinePin', {}, token)).body.resources).toEqual([]);
    const written = await server.post('/evv/write/staffOfflinePin', { resources: [{ pin: '1357' }] }, token);
    expect(written.body.resources[0]).toEqual({ pin: '1357', staffId: server.fixture.staff.alice.staffId });
    const read = await server.post('/evv/read/staffOfflinePin', { pin: '1357' }, token);
    expect(read.body.resources[0]).toEqual({
      staffId: server.fixture.staff.alice.staffId,
      pinSet: true,
      pinMatches: true,
    });
    expect(
      (await server.post('/evv/read/staffOfflinePin', { pin: '9999' }, token)).body.resources[0].pinMatches,
    ).toBe(false);
    const bad = await server.post('/evv/write/staffOfflinePin', { resources: [{ pin: '12a4' }] }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toContain('resources.0.pin');
  });

  it('never lets a second device replace the PIN the first one created, unless the user chose a new one', async () => {
    // Issue 20 §6: each sign-in is a device of its own; the PIN lives on the server, hashed, for all of them.
    const firstDevice = await server.login('bob');
    const created = await server.post(
      '/evv/write/staffOfflinePin',
      { resources: [{ pin: '2468' }] },
      firstDevice,
    );
    expect(created.status).toBe(200);

    const secondDevice = await server.login('bob');
    const read = await server.post('/evv/read/staffOfflinePin', {}, secondDevice);
    expect(read.body.resources).toEqual([{ staffId: server.fixture.staff.bob.staffId, pinSet: true }]);
    const again = await server.post(
      '/evv/write/staffOfflinePin',
      { resources: [{ pin: '1111' }] },
      secondDevice,
    );
    expect(again.status).toBe(409);
    expect(again.body.errors).toMatchObject([{ message: en.setupScreen.pinExists }]);
    const matches = (pin: string) =>
      server
        .post('/evv/read/staffOfflinePin', { pin }, secondDevice)
        .then((reply) => reply.body.resources[0].pinMatches as boolean);
    expect([await matches('2468'), await matches('1111')]).toEqual([true, false]);

    // A forgotten PIN: the user chooses a new one on purpose.
    const replaced = await server.post(
      '/evv/write/staffOfflinePin',
      { resources: [{ pin: '1111' }], replace: true },
      secondDevice,
    );
    expect(replaced.status).toBe(200);
    expect([await matches('2468'), await matches('1111')]).toEqual([false, true]);
  });

  it('lets one of two devices creating a PIN at once win; the other is told a PIN exists', async () => {
    const [one, two] = [await server.login('carol'), await server.login('carol')];
    const replies = await Promise.all([
      server.post('/evv/write/staffOfflinePin', { resources: [{ pin: '1234' }] }, one),
      server.post('/evv/write/staffOfflinePin', { resources: [{ pin: '5678' }] }, two),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.status === 200)!.body.resources[0].pin as string;
    const check = await server.post('/evv/read/staffOfflinePin', { pin: winner }, one);
    expect(check.body.resources[0].pinMatches).toBe(true);
  });

  it('stores the electronic signature as its verifiers and enforces the security rule', async () => {
    const token = await server.login('alice');
    const weak = await server.post(
      '/evv/write/staffsignature',
      { resources: [{ electronicSignature: 'short' }] },
      token,
    );
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].message).toBe(en.signature.requirementsNotMet);
    const withName = await server.post(
      '/evv/write/staffsignature',
      { resources: [{ electronicSignature: 'alice#2026' }] },
      token,
    );
    expect(withName.status).toBe(400);
    const ok = await server.post(
      '/evv/write/staffsignature',
      { resources: [{ electronicSignature: 'Sign#2027', password: PASSWORD }] },
      token,
    );
    expect(ok.status).toBe(200);
    const read = await server.post('/evv/read/staffsignature', {}, token);
    expect(await matchesSignatureVerifier('Sign#2027', read.body.resources[0].deviceVerifier)).toBe(true);
  });

  it('reads the security rule', async () => {
    const token = await server.login('alice');
    const { body } = await server.post('/evv/read/qsisecurityrule', {}, token);
    expect(body.resources[0]).toMatchObject({
      minLength: 8,
      minNumbers: 1,
      minSymbols: 1,
      maximunAttempts: 3,
    });
  });
});

describe('change password (spec 1 §5, §8)', () => {
  it('answers each problem with the code the device places beside its field, then changes it', async () => {
    const token = await server.login('bob');
    const { staffId } = server.fixture.staff.bob;
    const change = (body: Record<string, string>) =>
      server.post(
        `/evv/authorization/content/changePassword/${staffId}`,
        { username: 'bob', ...body },
        token,
      );
    expect((await change({ oldPassword: 'nope', newPassword: 'Better#123' })).body.errorMessage.code).toBe(
      'incorrect.password',
    );
    expect((await change({ oldPassword: PASSWORD, newPassword: PASSWORD })).body.errorMessage.code).toBe(
      'previous.password',
    );
    expect((await change({ oldPassword: PASSWORD, newPassword: 'weak' })).body.errorMessage.code).toBe(
      'password.requirements',
    );
    expect((await change({ oldPassword: PASSWORD, newPassword: 'bob#12345' })).body.errorMessage.code).toBe(
      'password.loginName',
    );
    const same = await change({
      oldPassword: PASSWORD,
      newPassword: 'Better#123',
      newSignature: 'Better#123',
    });
    expect(same.status).toBe(400);
    expect(same.body.errorMessage.code).toBe('matching.password.signature');
    const ok = await change({ oldPassword: PASSWORD, newPassword: 'Better#123', newSignature: 'Sig#45678' });
    expect(ok.body).toEqual({ result: 'success' });
    expect((await login('bob', 'Better#123')).status).toBe(200);
    expect((await login('bob', PASSWORD)).status).toBe(400);
  });

  it('is only for the caller', async () => {
    const token = await server.login('alice');
    const other = await server.post(
      `/evv/authorization/content/changePassword/${server.fixture.staff.bob.staffId}`,
      { username: 'bob', oldPassword: PASSWORD, newPassword: 'Better#123' },
      token,
    );
    expect(other.status).toBe(404);
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMessage, passkeyRefusalMessage, type PasskeyRefusalCode } from '@carevisit/core';
import { startTestServer, tokenCall, type TestServer } from './harness.ts';
import { PASSWORD } from './fixtures.ts';
import * as t from '../src/db/schema/index.ts';
import { nameKey } from '../src/auth/login-failures.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { EVV_ORIGIN, passkeyCalls, webauthnSettings, type Reply } from './passkey-calls.ts';

// Issue 35: every way a passkey ceremony can be wrong is refused with a 4xx saying which, and none of them is a
// failed password (spec 1 §4's lockout stays the password's); on PostgreSQL, one assertion sent twice at once
// gets tokens once.

let server: TestServer;
let calls: ReturnType<typeof passkeyCalls>;
let token: string;
const authenticator = new SoftAuthenticator(EVV_ORIGIN);

beforeAll(async () => {
  server = await startTestServer(webauthnSettings);
  calls = passkeyCalls(server);
  token = await server.login('carol');
  expect((await calls.addPasskey(token, authenticator)).status).toBe(201);
});
afterAll(() => server.close());

/** The token call's refusal: the password grant's shape, with the reason's code. */
function expectGrantRefused(reply: Reply, code: PasskeyRefusalCode) {
  const message = formatMessage(passkeyRefusalMessage[code], { max: 20 });
  expect(reply).toMatchObject({
    status: 400,
    body: { error: 'invalid_grant', error_description: message, errors: [{ code, message }] },
  });
}

function expectRefused(reply: Reply, code: PasskeyRefusalCode, status = 400) {
  expect(reply.status).toBe(status);
  expect(reply.body.errors).toMatchObject([{ code, message: formatMessage(passkeyRefusalMessage[code]) }]);
}

describe('a sign-in ceremony that is wrong', () => {
  it('answered a challenge the server did not give', async () => {
    const challenge = crypto.randomBytes(32).toString('base64url');
    expectGrantRefused(await calls.signIn(authenticator, { challenge }), 'passkey_challenge_unknown');
    const body = await calls.assertion(authenticator);
    expectGrantRefused(
      await calls.token({ ...body, challengeId: crypto.randomUUID() }),
      'passkey_challenge_unknown',
    );
    expectGrantRefused(await calls.token({ ...body, challengeId: 'not-an-id' }), 'passkey_challenge_unknown');
  });

  it('answers a challenge used already, even by a failed try', async () => {
    const body = await calls.assertion(authenticator);
    expect((await calls.token(body)).status).toBe(200);
    expectGrantRefused(await calls.token(body), 'passkey_challenge_used');

    const options = await calls.loginOptions();
    const wrong = authenticator.get(options.body.options, undefined, { origin: 'https://evil.example' });
    expectGrantRefused(
      await calls.token({ challengeId: options.body.challengeId, response: wrong }),
      'passkey_origin',
    );
    const right = authenticator.get(options.body.options);
    expectGrantRefused(
      await calls.token({ challengeId: options.body.challengeId, response: right }),
      'passkey_challenge_used',
    );
  });

  it('answers a challenge given more than five minutes ago', async () => {
    const body = await calls.assertion(authenticator);
    server.clock.advance(5 * 60_000 + 1000);
    expectGrantRefused(await calls.token(body), 'passkey_challenge_expired');
  });

  it('ran on another page, for another site, or without verifying the user', async () => {
    expectGrantRefused(
      await calls.signIn(authenticator, { origin: 'https://evil.example' }),
      'passkey_origin',
    );
    // The other host kind is a relying party of its own.
    expectGrantRefused(
      await calls.signIn(authenticator, { origin: 'http://mobile.localhost:8080' }),
      'passkey_origin',
    );
    expectGrantRefused(await calls.signIn(authenticator, { rpId: 'evil.example' }), 'passkey_rp_id');
    expectGrantRefused(
      await calls.signIn(authenticator, { userVerified: false }),
      'passkey_user_verification',
    );
    expectGrantRefused(await calls.signIn(authenticator, { type: 'webauthn.create' }), 'passkey_invalid');
  });

  it('comes from a copy of the authenticator: its counter does not go up', async () => {
    expect((await calls.signIn(authenticator)).status).toBe(200);
    const used = authenticator.credentials[0]!.counter;
    expectGrantRefused(await calls.signIn(authenticator, { counter: used }), 'passkey_counter');
    expectGrantRefused(await calls.signIn(authenticator, { counter: used - 1 }), 'passkey_counter');
    expectGrantRefused(await calls.signIn(authenticator, { counter: 0 }), 'passkey_counter');
    expect((await calls.signIn(authenticator)).status).toBe(200);
  });

  it('is signed by another key', async () => {
    expectGrantRefused(await calls.signIn(authenticator, { wrongKey: true }), 'passkey_signature');
  });

  it('names a passkey the server does not know, or one that was removed', async () => {
    const credentialId = crypto.randomBytes(16).toString('base64url');
    expectGrantRefused(await calls.signIn(authenticator, { credentialId }), 'passkey_unknown');

    const removable = new SoftAuthenticator(EVV_ORIGIN);
    const added = await calls.addPasskey(token, removable);
    expect((await calls.signIn(removable)).status).toBe(200);
    expect((await calls.remove(token, added.body.passkey.passkeyId)).status).toBe(200);
    expectGrantRefused(await calls.signIn(removable), 'passkey_unknown');
  });

  it('is not a WebAuthn response at all', async () => {
    const { challengeId } = (await calls.loginOptions()).body;
    expectGrantRefused(await calls.token({ challengeId, response: {} }), 'passkey_invalid');
    const garbled = { ...(await calls.assertion(authenticator)) };
    garbled.response = {
      ...garbled.response,
      response: { ...garbled.response.response, authenticatorData: 'AA' },
    };
    expectGrantRefused(await calls.token(garbled), 'passkey_invalid');
    const extra = await calls.token({ challengeId, response: {}, password: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toBe('invalid_request');
  });

  it('comes without the web app client credentials', async () => {
    const wrong = `Basic ${Buffer.from('carevisit-web:wrong').toString('base64')}`;
    const reply = await calls.token(await calls.assertion(authenticator), wrong);
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('invalid_client');
  });
});

describe('a registration ceremony that is wrong', () => {
  const add = (tampering: Parameters<typeof calls.addPasskey>[2]) =>
    calls.addPasskey(token, new SoftAuthenticator(EVV_ORIGIN), tampering);

  it('is refused with its reason, and nothing is kept', async () => {
    const before = (await calls.list(token)).body.passkeys.length;
    expectRefused(
      await add({ challenge: crypto.randomBytes(32).toString('base64url') }),
      'passkey_challenge_unknown',
    );
    expectRefused(await add({ origin: 'https://evil.example' }), 'passkey_origin');
    expectRefused(await add({ rpId: 'evil.example' }), 'passkey_rp_id');
    expectRefused(await add({ userVerified: false }), 'passkey_user_verification');
    expectRefused(await add({ type: 'webauthn.get' }), 'passkey_invalid');
    expectRefused(await calls.register(token, { id: 'x' }), 'passkey_invalid');
    expect((await calls.list(token)).body.passkeys).toHaveLength(before);
  });

  it('answers a challenge used already, or expired', async () => {
    const { body } = await calls.registrationOptions(token);
    const fresh = new SoftAuthenticator(EVV_ORIGIN);
    expect((await calls.register(token, fresh.create(body.options))).status).toBe(201);
    expectRefused(await calls.register(token, fresh.create(body.options)), 'passkey_challenge_used');

    const late = await calls.registrationOptions(token);
    server.clock.advance(5 * 60_000 + 1000);
    expectRefused(await calls.register(token, fresh.create(late.body.options)), 'passkey_challenge_expired');
  });

  it('is a passkey registered already, to anyone', async () => {
    const aliceToken = await server.login('alice');
    const theirs = new SoftAuthenticator(EVV_ORIGIN);
    expect((await calls.addPasskey(aliceToken, theirs)).status).toBe(201);
    const reuse = theirs.credentials[0]!;
    expectRefused(
      await calls.addPasskey(token, new SoftAuthenticator(EVV_ORIGIN), { reuse }),
      'passkey_exists',
      409,
    );
    expectRefused(await calls.addPasskey(aliceToken, theirs, { reuse }), 'passkey_exists', 409);
  });

  it("answers another user's challenge as unknown", async () => {
    const { body } = await calls.registrationOptions(token);
    const aliceToken = await server.login('alice');
    expectRefused(
      await calls.register(aliceToken, new SoftAuthenticator(EVV_ORIGIN).create(body.options)),
      'passkey_challenge_unknown',
    );
  });
});

describe('the password lockout (spec 1 §4)', () => {
  const signInWithPassword = (password: string) =>
    tokenCall(server.baseUrl, { grant_type: 'password', account: 'acme', username: 'carol', password });
  const failures = async () => {
    const [row] = await server.database.db
      .select()
      .from(t.loginFailures)
      .where(eq(t.loginFailures.nameKey, nameKey('acme', 'carol')));
    return row?.failedAttempts ?? 0;
  };
  const addressFailures = async () =>
    (await server.database.db.select().from(t.addressThrottle)).reduce((n, row) => n + row.failures, 0);

  it('counts no failed passkey ceremony as a failed password', async () => {
    expect((await signInWithPassword('wrong')).status).toBe(400);
    expect((await signInWithPassword('wrong')).status).toBe(400);
    expect(await failures()).toBe(2);
    const fromAddress = await addressFailures();
    for (const tampering of [
      { wrongKey: true },
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
    ]) {
      expect((await calls.signIn(authenticator, tampering)).status).toBe(400);
    }
    expect(await failures()).toBe(2);
    expect(await addressFailures()).toBe(fromAddress);
    // The third wrong password would lock; the right one still gets in, and resets the count.
    expect((await signInWithPassword(PASSWORD)).status).toBe(200);
    expect(await failures()).toBe(0);
  });

  it('does not stop a passkey, nor does the passkey lift the lock on the password', async () => {
    for (let i = 0; i < 2; i++) expect((await signInWithPassword('wrong')).status).toBe(400);
    expect((await signInWithPassword('wrong')).status).toBe(429);

    expect((await calls.signIn(authenticator)).status).toBe(200);
    expect(await failures()).toBe(3);
    const locked = await signInWithPassword(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('login_disabled');
  });
});

describe('at the same time', () => {
  it('one assertion sent twice gets tokens once', async () => {
    const body = await calls.assertion(authenticator);
    const replies = await Promise.all([calls.token(body), calls.token(body)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    expect(replies.find((reply) => reply.status === 400)!.body.errors[0].code).toBe('passkey_challenge_used');
  });

  it('two assertions with one counter value (a copied authenticator) sign in once', async () => {
    // A few rounds: each request reads the stored counter before it verifies, so they overlap often.
    for (let round = 0; round < 5; round++) {
      const first = await calls.assertion(authenticator);
      const counter = authenticator.credentials[0]!.counter;
      const second = await calls.assertion(authenticator, { counter });
      const replies = await Promise.all([calls.token(first), calls.token(second)]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
      expect(replies.find((reply) => reply.status === 400)!.body.errors[0].code).toBe('passkey_counter');
    }
  });
});

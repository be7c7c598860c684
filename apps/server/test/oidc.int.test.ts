import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { en } from '@carevisit/core';
import { startTestServer, type TestServer } from './harness.ts';
import { API_AUDIENCE, SSO_CLIENT_ID, startIdentityProvider } from './identity-provider.ts';

let idp: Awaited<ReturnType<typeof startIdentityProvider>>;
let server: TestServer;
beforeAll(async () => {
  idp = await startIdentityProvider();
  server = await startTestServer({
    oidc: {
      issuer: idp.issuer,
      clientId: SSO_CLIENT_ID,
      audience: API_AUDIENCE,
      redirectUri: 'http://mobile.localhost/oidc/callback',
      postLogoutRedirectUri: 'http://mobile.localhost/',
      scope: 'openid profile',
      usernameClaim: 'preferred_username',
      account: 'acme',
    },
  });
});
afterAll(async () => {
  await server.close();
  await idp.close();
});

describe('single sign-on (spec 1 §1, §7)', () => {
  it('publishes the OIDC configuration the web app starts from', async () => {
    const response = await fetch(`${server.baseUrl}/config/oidc/oidc-config.json`);
    expect(await response.json()).toEqual({
      authority: idp.issuer,
      client_id: SSO_CLIENT_ID,
      redirect_uri: 'http://mobile.localhost/oidc/callback',
      post_logout_redirect_uri: 'http://mobile.localhost/',
      scope: 'openid profile',
      response_type: 'code',
    });
  });

  it("accepts the identity provider's JWT, checked against its JWKS, as the staff member it names", async () => {
    const token = await idp.accessTokenFor('alice');
    const { status, body } = await server.post('/evv/authorization/oauth/user', undefined, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userName: 'alice',
      staffId: server.fixture.staff.alice.staffId,
      ssoEnabled: true,
      sloEnabled: true,
    });
    const clients = await server.post('/evv/read/client', {}, token);
    expect(clients.status).toBe(200);
    expect(clients.body.resources.length).toBeGreaterThan(0);
  });

  it('answers access_denied with the Privilege Required text for a user without the EVV privilege', async () => {
    const { status, body } = await server.post(
      '/evv/authorization/oauth/user',
      undefined,
      await idp.accessTokenFor('dave'),
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: 'access_denied', error_description: en.login.privilegeRequired });
  });

  it('refuses an identity the agency does not know, an expired token and a token signed by anyone else', async () => {
    expect(
      (await server.post('/evv/authorization/oauth/user', undefined, await idp.accessTokenFor('mallory')))
        .status,
    ).toBe(401);
    const forged = await forgedToken(idp.issuer);
    const reply = await server.post('/evv/authorization/oauth/user', undefined, forged);
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('invalid_token');
    const shortLived = await idp.accessTokenFor('alice', 60);
    expect((await server.post('/evv/authorization/oauth/user', undefined, shortLived)).status).toBe(200);
    server.clock.advance(61_000);
    try {
      expect((await server.post('/evv/authorization/oauth/user', undefined, shortLived)).status).toBe(401);
    } finally {
      server.clock.advance(-61_000);
    }
  });
});

/** Same issuer and audience, but signed with a key the provider never published. */
async function forgedToken(issuer: string) {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ preferred_username: 'alice' })
    .setProtectedHeader({ alg: 'RS256', kid: 'not-theirs' })
    .setIssuer(issuer)
    .setAudience(API_AUDIENCE)
    .setSubject('alice')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

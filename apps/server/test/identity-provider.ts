import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const SSO_CLIENT_ID = 'carevisit-mobile';
export const API_AUDIENCE = 'urn:carevisit:api';

/**
 * A real OpenID provider (oidc-provider) in this process: discovery, JWKS, authorization code with PKCE and
 * JWT access tokens for the CareVisit API. Any login name signs in (its development login form).
 */
export async function startIdentityProvider(options: { redirectUris?: string[] } = {}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const resourceServer = {
    audience: API_AUDIENCE,
    accessTokenFormat: 'jwt' as const,
    scope: 'openid profile',
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: SSO_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: options.redirectUris ?? ['http://mobile.localhost/oidc/callback'],
        post_logout_redirect_uris: [],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, preferred_username: id }),
    }),
    features: {
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => resourceServer,
      },
    },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

  return {
    issuer,
    provider,
    /** A JWT access token for this account, issued and signed by the provider itself. */
    async accessTokenFor(accountId: string, ttlSeconds = 600) {
      const client = await provider.Client.find(SSO_CLIENT_ID);
      if (!client) throw new Error('the test client is not registered');
      const token = new provider.AccessToken({
        accountId,
        client,
        grantId: crypto.randomUUID(),
        gty: 'authorization_code',
        scope: 'openid profile',
        expiresIn: ttlSeconds,
        resourceServer: new provider.ResourceServer(API_AUDIENCE, resourceServer),
      });
      return token.save();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { describe, expect, it } from 'vitest';
import { OIDC_CONFIG_PATH, OidcConfigError, loadOidcConfig } from './oidc-config.ts';

const config = {
  authority: 'https://idp.example',
  client_id: 'carevisit-mobile',
  redirect_uri: 'https://mobile.example/oidc/callback',
  post_logout_redirect_uri: 'https://mobile.example/',
  scope: 'openid profile',
  response_type: 'code',
};

const answering = (status: number, body: unknown): typeof fetch => {
  return (input) => {
    expect(input).toBe(OIDC_CONFIG_PATH);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
};

describe('GET /config/oidc/oidc-config.json (spec 1 §7)', () => {
  it('reads the single sign-on configuration', async () => {
    await expect(loadOidcConfig(answering(200, config))).resolves.toEqual(config);
  });

  it('fails as a configuration failure when absent, malformed or out of reach', async () => {
    await expect(loadOidcConfig(answering(404, { errors: [] }))).rejects.toBeInstanceOf(OidcConfigError);
    await expect(
      loadOidcConfig(answering(200, { ...config, response_type: 'token' })),
    ).rejects.toBeInstanceOf(OidcConfigError);
    await expect(
      loadOidcConfig(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toBeInstanceOf(OidcConfigError);
  });
});

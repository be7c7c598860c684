import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import { SIMULATED_AGGREGATOR } from '../config.ts';
import { passkeysOnHost } from '../auth/passkeys/relying-party.ts';
import { HttpError } from './errors.ts';

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  // spec 1 §7: the single sign-on configuration the web app's OIDC client starts from.
  app.get('/config/oidc/oidc-config.json', () => {
    const oidc = ctx.config.oidc;
    if (!oidc) throw HttpError.of(404, 'server.ssoNotConfigured');
    return {
      authority: oidc.issuer,
      client_id: oidc.clientId,
      redirect_uri: oidc.redirectUri,
      post_logout_redirect_uri: oidc.postLogoutRedirectUri,
      scope: oidc.scope,
      response_type: 'code',
    };
  });

  // How hosts that start with neither evv nor mobile sign in (spec 1 §1 host kinds).
  // The client credentials are the web app's own, sent as basic auth on the token call (spec 1 §7): like any
  // public client's id they are not a secret from the device, only a label the server checks.
  app.get('/config/app-config.json', (request) => ({
    version: APP_VERSION,
    clientId: ctx.config.clientId,
    clientSecret: ctx.config.clientSecret,
    defaultAuthMode: ctx.config.authMode,
    ssoAvailable: Boolean(ctx.config.oidc),
    // Issue 32: screens that show where visits stand with the payer say so when the aggregator is the simulator.
    aggregatorSimulated: ctx.config.aggregator?.name === SIMULATED_AGGREGATOR,
    // Issue 35: this address is one of the WEBAUTHN_ORIGINS, so passkeys made and used here are accepted.
    passkeysAvailable: passkeysOnHost(ctx.config.webauthn, request.host),
  }));

  app.get('/health', () => ({ status: 'ok', engine: ctx.engine }));
}

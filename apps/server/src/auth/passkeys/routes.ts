import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { passkeyLoginRequest, serverId } from '@carevisit/core';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../http/errors.ts';
import type { SomeCallHandlers } from '../../http/register-calls.ts';
import { loginRateLimit } from '../login-rate-limit.ts';
import { checkClient } from '../client-credentials.ts';
import { parseGrant } from '../grant-request.ts';
import { passkeyLogin, passkeyLoginOptions } from './passkey-login.ts';
import { registerPasskey, registrationOptions } from './registration.ts';
import { relyingPartyOf } from './relying-party.ts';
import { answeringRefusal, PasskeyRefused } from './refusal.ts';
import { passkeyOnWire, passkeysOf, removePasskey } from './store.ts';

type PasskeyCall =
  | 'passkeyRegistrationOptions'
  | 'registerPasskey'
  | 'listPasskeys'
  | 'removePasskey'
  | 'passkeySignInOptions';

const asCall = (refused: PasskeyRefused) => refused.toHttp();
const asGrant = (refused: PasskeyRefused) => refused.toTokenFailure();

/** Issue 35: passkeys, made and removed while signed in, and the challenge of a passkey sign-in. */
export function passkeyHandlers(ctx: AppContext): SomeCallHandlers<PasskeyCall> {
  return {
    passkeyRegistrationOptions: {
      options: loginRateLimit,
      handle: ({ caller, request }) =>
        answeringRefusal(() => registrationOptions(ctx, caller, rpIdOf(ctx, request)), asCall),
    },

    registerPasskey: {
      options: loginRateLimit,
      handle: async ({ caller, body, reply }) => {
        const passkey = await answeringRefusal(() => registerPasskey(ctx, caller, body), asCall);
        void reply.status(201);
        return { passkey };
      },
    },

    listPasskeys: async ({ caller }) => ({
      passkeys: (await passkeysOf(ctx.db, caller.userId)).map(passkeyOnWire),
    }),

    removePasskey: async ({ caller, params }) => {
      // Another user's passkey answers as one that does not exist.
      const passkeyId = serverId.safeParse(Number(params.passkeyId));
      if (!passkeyId.success || !(await removePasskey(ctx.db, caller.userId, passkeyId.data)))
        throw HttpError.of(404, 'server.notFound');
      return { result: 'success' };
    },

    passkeySignInOptions: {
      options: loginRateLimit,
      handle: ({ request }) =>
        answeringRefusal(() => passkeyLoginOptions(ctx, rpIdOf(ctx, request)), asGrant),
    },
  };
}

/** As the password grant: the web app's client credentials, then the grant's own refusals. */
export function registerPasskeyGrant(app: FastifyInstance, ctx: AppContext) {
  app.post('/evv/authorization/passkey/token', loginRateLimit, async (request) => {
    checkClient(ctx, request);
    const grant = parseGrant(passkeyLoginRequest, request.body);
    return answeringRefusal(() => passkeyLogin(ctx, grant), asGrant);
  });
}

const originHeader = z.string().max(300);

/** The relying party of the page asking (its Origin header), or passkey_unavailable where there is none. */
function rpIdOf(ctx: AppContext, request: FastifyRequest): string {
  const origin = originHeader.safeParse(request.headers.origin);
  const rpId = relyingPartyOf(ctx.config.webauthn, origin.success ? origin.data : undefined);
  if (rpId === undefined) throw new PasskeyRefused('passkey_unavailable');
  return rpId;
}

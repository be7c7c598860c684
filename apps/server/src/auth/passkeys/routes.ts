import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  formatMessage,
  passkeyLoginRequest,
  passkeyRegistrationRequest,
  serverId,
  type PasskeyListReply,
  type PasskeyReply,
} from '@carevisit/core';
import type { AppContext } from '../../app-context.ts';
import { HttpError, parseBody, zodErrors } from '../../http/errors.ts';
import { checkClient } from '../client-credentials.ts';
import { passkeyLogin, passkeyLoginOptions } from './passkey-login.ts';
import { registerPasskey, registrationOptions } from './registration.ts';
import { relyingPartyOf } from './relying-party.ts';
import { answeringRefusal, PasskeyRefused } from './refusal.ts';
import { passkeyOnWire, passkeysOf, removePasskey } from './store.ts';

type RouteOptions = { config: { rateLimit: { max: number; timeWindow: string } } };

/** Issue 35: passkeys, made and removed while signed in, and the passkey grant. */
export function registerPasskeyRoutes(app: FastifyInstance, ctx: AppContext, loginRateLimit: RouteOptions) {
  const asCall = (refused: PasskeyRefused) => refused.toHttp();
  const asGrant = (refused: PasskeyRefused) => refused.toTokenFailure();

  app.post('/evv/passkeys/registration/options', loginRateLimit, async (request) => {
    const caller = await ctx.authenticate(request);
    return answeringRefusal(() => registrationOptions(ctx, caller, rpIdOf(ctx, request)), asCall);
  });

  app.post('/evv/passkeys', loginRateLimit, async (request, reply): Promise<PasskeyReply> => {
    const caller = await ctx.authenticate(request);
    const body = parseBody(passkeyRegistrationRequest, request.body);
    const passkey = await answeringRefusal(() => registerPasskey(ctx, caller, body), asCall);
    void reply.status(201);
    return { passkey };
  });

  app.get('/evv/passkeys', async (request): Promise<PasskeyListReply> => {
    const caller = await ctx.authenticate(request);
    return { passkeys: (await passkeysOf(ctx.db, caller.userId)).map(passkeyOnWire) };
  });

  app.delete<{ Params: { passkeyId: string } }>('/evv/passkeys/:passkeyId', async (request) => {
    const caller = await ctx.authenticate(request);
    // Another user's passkey answers as one that does not exist.
    const passkeyId = serverId.safeParse(Number(request.params.passkeyId));
    if (!passkeyId.success || !(await removePasskey(ctx.db, caller.userId, passkeyId.data)))
      throw HttpError.of(404, 'server.notFound');
    return { result: 'success' };
  });

  app.post('/evv/authorization/passkey/options', loginRateLimit, async (request) =>
    answeringRefusal(() => passkeyLoginOptions(ctx, rpIdOf(ctx, request)), asGrant),
  );

  // As the password grant: the web app's client credentials, then the grant's own refusals.
  app.post('/evv/authorization/passkey/token', loginRateLimit, async (request) => {
    checkClient(ctx, request);
    const parsed = passkeyLoginRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new HttpError(400, zodErrors(parsed.error), {
        error: 'invalid_request',
        error_description: formatMessage('server.invalidRequest', {
          detail: parsed.error.issues[0]?.message ?? '',
        }),
      });
    }
    return answeringRefusal(() => passkeyLogin(ctx, parsed.data), asGrant);
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

import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  changePasswordRequest,
  currentOrganizationRequest,
  formatMessage,
  tokenRequest,
} from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import { HttpError, parseBody, zodErrors } from '../http/errors.ts';
import { users } from '../db/schema/index.ts';
import { passwordLogin, tokenFailure } from './password-login.ts';
import { availableOrganizationIds, findUserById, userProfile } from './users.ts';
import { changePassword } from './change-password.ts';
import { checkClient } from './client-credentials.ts';
import { registerPasskeyRoutes } from './passkeys/routes.ts';
import { registerUserLanguageRoute } from './user-language.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const loginRateLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  // Issue 35: passkeys, made while signed in and used to sign in, limited as the token call is.
  registerPasskeyRoutes(app, ctx, loginRateLimit);
  registerUserLanguageRoute(app, ctx);

  // spec 1 §7: form-encoded, with basic client credentials.
  app.post('/evv/authorization/oauth/token', loginRateLimit, async (request) => {
    checkClient(ctx, request);
    const parsed = tokenRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new HttpError(400, zodErrors(parsed.error), {
        error: 'invalid_request',
        error_description: formatMessage('server.invalidRequest', {
          detail: parsed.error.issues[0]?.message ?? '',
        }),
      });
    }
    const grant = parsed.data;
    if (grant.grant_type === 'password') {
      return passwordLogin(ctx.db, ctx.tokens, { ...grant, address: request.ip }, ctx.now());
    }
    const rotated = await ctx.tokens.rotate(grant.refresh_token);
    if (!rotated) throw tokenFailure(401, 'invalid_token', { key: 'server.invalidRefreshToken' });
    return rotated.tokens;
  });

  // Sign-out (spec 1 §7): the refresh token's family is revoked.
  app.post('/evv/authorization/oauth/revoke', async (request) => {
    checkClient(ctx, request);
    const body = parseBody(z.object({ token: z.string().min(1).max(500) }), request.body);
    await ctx.tokens.revoke(body.token);
    return { result: 'success' };
  });

  app.post('/evv/authorization/oauth/user', async (request) => {
    const principal = await ctx.authenticate(request);
    const user = await findUserById(ctx.db, principal.userId);
    if (!user) throw HttpError.of(401, 'server.invalidToken');
    const sso = principal.sso;
    return userProfile(ctx.db, user, { ssoEnabled: sso, sloEnabled: sso });
  });

  app.post<{ Params: { id: string } }>(
    '/evv/authorization/content/changePassword/:id',
    loginRateLimit,
    async (request, reply) => {
      const principal = await ctx.authenticate(request);
      if (request.params.id !== String(principal.staffId)) throw HttpError.of(404, 'server.notFound');
      const body = parseBody(changePasswordRequest, request.body);
      const outcome = await changePassword(ctx.db, principal, body, ctx.now());
      if ('errorMessage' in outcome)
        return reply.status(400).send({ ...outcome, errors: [outcome.errorMessage] });
      return outcome;
    },
  );

  // Changing the current organization (spec 1 §2): only to an EVV organization the staff member belongs to.
  app.post('/evv/write/currentorganization', async (request) => {
    const principal = await ctx.authenticate(request);
    const { organizationId } = parseBody(currentOrganizationRequest, request.body);
    const available = await availableOrganizationIds(ctx.db, principal.staffId);
    if (!available.includes(organizationId)) throw HttpError.of(404, 'appointment.organizationNotAllowed');
    const [user] = await ctx.db
      .update(users)
      .set({ currentOrganizationId: organizationId })
      .where(eq(users.id, principal.userId))
      .returning();
    return userProfile(ctx.db, user!, { ssoEnabled: principal.sso, sloEnabled: principal.sso });
  });
}

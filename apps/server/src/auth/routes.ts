import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { tokenRequest } from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import type { SomeCallHandlers } from '../http/register-calls.ts';
import { users } from '../db/schema/index.ts';
import { passwordLogin, tokenFailure } from './password-login.ts';
import { availableOrganizationIds, findUserById, userProfile } from './users.ts';
import { changePassword } from './change-password.ts';
import { checkClient } from './client-credentials.ts';
import { parseGrant } from './grant-request.ts';
import { loginRateLimit } from './login-rate-limit.ts';
import { registerPasskeyGrant } from './passkeys/routes.ts';

/**
 * The OAuth endpoints (spec 1 §7), outside core's map of calls: RFC 6749's token endpoint and RFC 7009's
 * revocation, form-encoded with the app's client credentials, and the passkey grant beside them.
 */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  registerPasskeyGrant(app, ctx);

  // spec 1 §7: form-encoded, with basic client credentials.
  app.post('/evv/authorization/oauth/token', loginRateLimit, async (request) => {
    checkClient(ctx, request);
    const grant = parseGrant(tokenRequest, request.body);
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
}

/** The signed-in user's own account: who they are, their password, their current organization. */
export function accountHandlers(
  ctx: AppContext,
): SomeCallHandlers<'currentUser' | 'changePassword' | 'changeOrganization'> {
  return {
    currentUser: async ({ caller }) => {
      const user = await findUserById(ctx.db, caller.userId);
      if (!user) throw HttpError.of(401, 'server.invalidToken');
      return userProfile(ctx.db, user, { ssoEnabled: caller.sso, sloEnabled: caller.sso });
    },

    changePassword: {
      options: loginRateLimit,
      handle: async ({ caller, params, body, reply }) => {
        if (params.id !== String(caller.staffId)) throw HttpError.of(404, 'server.notFound');
        const outcome = await changePassword(ctx.db, caller, body, ctx.now());
        if ('errorMessage' in outcome) void reply.status(400);
        return 'errorMessage' in outcome ? { ...outcome, errors: [outcome.errorMessage] } : outcome;
      },
    },

    // Changing the current organization (spec 1 §2): only to an EVV organization the staff member belongs to.
    changeOrganization: async ({ caller, body: { organizationId } }) => {
      const available = await availableOrganizationIds(ctx.db, caller.staffId);
      if (!available.includes(organizationId)) throw HttpError.of(404, 'appointment.organizationNotAllowed');
      const [user] = await ctx.db
        .update(users)
        .set({ currentOrganizationId: organizationId })
        .where(eq(users.id, caller.userId))
        .returning();
      return userProfile(ctx.db, user!, { ssoEnabled: caller.sso, sloEnabled: caller.sso });
    },
  };
}

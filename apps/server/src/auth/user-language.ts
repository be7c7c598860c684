import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { USER_LANGUAGE_PATH, userLanguageRequest, type UserLanguageReply } from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import { parseBody } from '../http/errors.ts';
import { users } from '../db/schema/index.ts';

/**
 * Issue 33 item 3: the caller keeps their language on the server, so a device they sign in on next starts in it
 * (the user's reply, /oauth/user, carries it). Only the caller's own row changes.
 */
export function registerUserLanguageRoute(app: FastifyInstance, ctx: AppContext) {
  app.put(USER_LANGUAGE_PATH, async (request): Promise<UserLanguageReply> => {
    const caller = await ctx.authenticate(request);
    const { language } = parseBody(userLanguageRequest, request.body);
    await ctx.db.update(users).set({ language }).where(eq(users.id, caller.userId));
    return { language };
  });
}

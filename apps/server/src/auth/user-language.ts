import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { SomeCallHandlers } from '../http/register-calls.ts';
import { users } from '../db/schema/index.ts';

/**
 * Issue 33 item 3: the caller keeps their language on the server, so a device they sign in on next starts in it
 * (the user's reply, /oauth/user, carries it). Only the caller's own row changes.
 */
export function userLanguageHandlers(ctx: AppContext): SomeCallHandlers<'setLanguage'> {
  return {
    setLanguage: async ({ caller, body: { language } }) => {
      await ctx.db.update(users).set({ language }).where(eq(users.id, caller.userId));
      return { language };
    },
  };
}

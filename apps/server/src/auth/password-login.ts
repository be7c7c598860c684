import { eq, sql } from 'drizzle-orm';
import { formatMessage, type LoginToken } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { dummySecretHash, verifySecret } from './passwords.ts';
import type { TokenService } from './tokens.ts';
import { findUserByLogin, lockoutRuleFor, securityRuleFor } from './users.ts';

/** An OAuth-style failure of the token call: error and error_description (spec 1 §8), plus errors[]. */
export function tokenFailure(
  status: number,
  error: string,
  description: string,
  extra: Record<string, unknown> = {},
) {
  return new HttpError(status, [{ message: description }], {
    error,
    error_description: description,
    ...extra,
  });
}

const loginFailed = () => tokenFailure(400, 'invalid_grant', formatMessage('login.loginFailed'));

/**
 * spec 1 §4, §6, §8: the password grant with server-side lockout. The counters live in the users row and are
 * changed atomically, so concurrent attempts on several replicas count once each.
 */
export async function passwordLogin(
  db: Database,
  tokens: TokenService,
  input: { account: string; username: string; password: string },
  now: Date,
): Promise<LoginToken> {
  const found = await findUserByLogin(db, input.account, input.username);
  if (!found) {
    await verifySecret(await dummySecretHash(), input.password);
    throw loginFailed();
  }
  const { user } = found;
  if (user.lockedUntil && user.lockedUntil > now) throw lockedOut(user.lockedUntil, now);

  if (!(await verifySecret(user.passwordHash, input.password))) {
    const rule = await lockoutRuleFor(db, user.accountId);
    const [after] = await db
      .update(users)
      .set({
        failedAttempts: sql`case when ${users.failedAttempts} + 1 >= ${rule.maximunAttempts} then 0 else ${users.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${users.failedAttempts} + 1 >= ${rule.maximunAttempts}
          then ${now.toISOString()}::timestamptz + make_interval(mins => ${rule.lockoutInterval}) else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, user.id))
      .returning({ lockedUntil: users.lockedUntil });
    if (after?.lockedUntil && after.lockedUntil > now) throw lockedOut(after.lockedUntil, now);
    throw loginFailed();
  }

  if (!user.evvPrivilege) {
    throw tokenFailure(403, 'access_denied', formatMessage('login.privilegeRequired'));
  }
  if (!(await securityRuleFor(db, user.accountId))) {
    throw tokenFailure(403, 'security_rules_missing', formatMessage('login.noSecurityRules'));
  }
  await db
    .update(users)
    .set({ failedAttempts: 0, lockedUntil: null, lastLoginDate: now })
    .where(eq(users.id, user.id));
  return tokens.issue(user.id);
}

function lockedOut(until: Date, now: Date) {
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  return tokenFailure(
    429,
    'login_disabled',
    formatMessage('login.loginDisabled', { minutes: Math.ceil(seconds / 60) }),
    { retry_after: seconds },
  );
}

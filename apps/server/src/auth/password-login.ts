import { eq, sql } from 'drizzle-orm';
import type { LoginToken, RefusalMessage } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { accounts, users } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { refusalEntry } from '../http/refusal-entry.ts';
import { dummySecretHash, verifySecret } from './passwords.ts';
import type { TokenService } from './tokens.ts';
import { clearNameFailures, countFailure, nameKey, signInWait } from './login-failures.ts';
import { findUserByLogin, lockoutRuleFor, securityRuleFor } from './users.ts';

/** An OAuth-style failure of the token call: error and error_description (spec 1 §8), plus errors[]. */
export function tokenFailure(
  status: number,
  error: string,
  description: RefusalMessage,
  extra: Record<string, unknown> = {},
) {
  const entry = refusalEntry(description);
  return new HttpError(status, [entry], { error, error_description: entry.message, ...extra });
}

const loginFailed = () => tokenFailure(400, 'invalid_grant', { key: 'login.loginFailed' });

export interface PasswordLoginInput {
  account: string;
  username: string;
  password: string;
  /** The caller's network address, as the trustProxy setting resolves it. */
  address: string;
}

/**
 * spec 1 §4, §6, §8: the password grant with server-side lockout, without telling which names exist
 * (issue 18 §3, docs/security.md "Sign-in failures"). Until the password is right, a name that exists and
 * one that does not take the same path: the same argon2 work, the same counter (kept per name, in the
 * database, so several replicas count together), the same answers through and past the lockout. Failures
 * also slow down the address that makes them (core's login-throttle), which is refused before its attempt
 * is checked or counted, so a throttled address can no longer lock anyone out.
 */
export async function passwordLogin(
  db: Database,
  tokens: TokenService,
  input: PasswordLoginInput,
  now: Date,
): Promise<LoginToken> {
  const key = nameKey(input.account, input.username);
  const wait = await signInWait(db, key, input.address, now);
  const waitSeconds = Math.max(wait.nameSeconds, wait.addressSeconds);
  if (waitSeconds > 0) throw lockedOut(waitSeconds);

  const found = await findUserByLogin(db, input.account, input.username);
  const hash = found?.user.passwordHash ?? (await dummySecretHash());
  const matches = await verifySecret(hash, input.password);
  if (!found || !found.user.passwordHash || !matches) {
    // The account's rule, looked up by its code for every name alike.
    const rule = await lockoutRuleFor(db, await accountIdOf(db, input.account));
    const lockedSeconds = await countFailure(db, { key, address: input.address, rule }, now);
    if (lockedSeconds > 0) throw lockedOut(lockedSeconds);
    throw loginFailed();
  }
  const { user } = found;
  if (!user.evvPrivilege) {
    throw tokenFailure(403, 'access_denied', { key: 'login.privilegeRequired' });
  }
  if (!(await securityRuleFor(db, user.accountId))) {
    throw tokenFailure(403, 'security_rules_missing', { key: 'login.noSecurityRules' });
  }
  await clearNameFailures(db, key);
  await db.update(users).set({ lastLoginDate: now }).where(eq(users.id, user.id));
  return tokens.issue(user.id);
}

/** The account's id when the code names one; -1 (no rule: spec 1 §3 defaults) when it does not. */
async function accountIdOf(db: Database, code: string): Promise<number> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.code}) = lower(${code})`);
  return row?.id ?? -1;
}

function lockedOut(seconds: number) {
  return tokenFailure(
    429,
    'login_disabled',
    { key: 'login.loginDisabled', params: { minutes: Math.ceil(seconds / 60) } },
    { retry_after: seconds },
  );
}

import type { Database } from '../../apps/server/src/db/connection.ts';
import { addressThrottle, loginFailures } from '../../apps/server/src/db/schema/index.ts';

/**
 * After each test the server forgets failed sign-ins. Its clock goes back to the run's start before every test
 * (clock.ts), so the minutes of an account's lockout (spec 1 §4) and the hour after which an address's failures
 * are forgotten would never pass: one test's failures would lock out or slow down the worker's later tests,
 * which all sign in from 127.0.0.1 as the same demo staff.
 */
export async function forgetSignInFailures(db: Database): Promise<void> {
  await db.delete(loginFailures);
  await db.delete(addressThrottle);
}

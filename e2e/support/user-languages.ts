import type { Database } from '../../apps/server/src/db/connection.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';

/**
 * After each test the server forgets every user's language (issue 33 item 3): a test that chose Spanish for a demo
 * user must not hand it to the worker's later tests, which sign in as the same users and read English.
 */
export async function forgetUserLanguages(db: Database): Promise<void> {
  await db.update(users).set({ language: null });
}

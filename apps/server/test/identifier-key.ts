import type { Database } from '../src/db/connection.ts';
import { openIdentifierCipher } from '../src/billing/identifier-key.ts';

/**
 * The identifier key of the test and end-to-end databases, as IDENTIFIER_KEY takes it. It is in the repository, so
 * it seals nothing real: a server is never started with it outside the tests.
 */
export const TEST_IDENTIFIER_KEY = Buffer.alloc(32, 'carevisit-test-identifier-key').toString('base64');

/** The test key's cipher for `db`, its fingerprint recorded there as a server's first start would. */
export const testIdentifierCipher = (db: Database) =>
  openIdentifierCipher(db, { identifierKey: Buffer.from(TEST_IDENTIFIER_KEY, 'base64'), dataDir: '' });

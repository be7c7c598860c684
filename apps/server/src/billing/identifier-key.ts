import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { serverSecrets } from '../db/schema/index.ts';
import { createIdentifierCipher, parseIdentifierKey, type IdentifierCipher } from './identifier-cipher.ts';

/** The file under DATA_DIR that holds the identifier key when IDENTIFIER_KEY is not set. */
export const IDENTIFIER_KEY_FILE = 'identifier.key';
const FINGERPRINT_NAME = 'identifier-key-fingerprint';

/**
 * The cipher of the server's identifiers: its key is IDENTIFIER_KEY, or else one made once and kept in DATA_DIR,
 * beside the database and never in it (a dump or a copy of the database alone then holds no readable identifier).
 * The database keeps the key's fingerprint from the first start on, and a server whose key is another refuses to
 * start: values sealed with two keys would not all open again (docs/security.md).
 */
export async function openIdentifierCipher(
  db: Database,
  settings: { identifierKey: Buffer | undefined; dataDir: string },
): Promise<IdentifierCipher> {
  const cipher = createIdentifierCipher(settings.identifierKey ?? keyInDataDir(settings.dataDir));
  await db
    .insert(serverSecrets)
    .values({ name: FINGERPRINT_NAME, value: cipher.fingerprint })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, FINGERPRINT_NAME));
  if (row?.value !== cipher.fingerprint)
    throw new Error(
      'The identifier key (IDENTIFIER_KEY, or DATA_DIR/identifier.key) is not the one this database was first ' +
        'started with; start with that key (docs/security.md, "Identifiers at rest").',
    );
  return cipher;
}

/**
 * The key file in dataDir, made on first use. It is written whole under a name of its own and then linked into
 * place, which fails when the file exists: of two processes making it at once, one wins and both read its key.
 */
function keyInDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, IDENTIFIER_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${crypto.randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(draft);
    }
  }
  return parseIdentifierKey(fs.readFileSync(file, 'utf8'));
}

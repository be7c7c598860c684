import { and, eq, lt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { documentPdfs } from '../db/schema/index.ts';

/** A rendering claimed longer ago than this is taken to have died with its replica, and is taken over. */
const PDF_CLAIM_EXPIRY_MS = 60_000;

export type CachedPdf = { state: 'ready'; pdf: string } | { state: 'producing' } | { state: 'claimed' };

/**
 * The PDF of a document version from the cache shared by all replicas, or a claim to render it. Exactly one
 * caller wins a claim (the primary key; a stale claim is taken over by a conditional update); the others are
 * told it is being produced.
 */
export async function cachedPdfOrClaim(
  db: Database,
  key: { documentId: number; version: number },
  now: Date,
): Promise<CachedPdf> {
  const inserted = await db
    .insert(documentPdfs)
    .values({ ...key, pdf: null, claimedAt: now })
    .onConflictDoNothing()
    .returning({ documentId: documentPdfs.documentId });
  if (inserted.length) return { state: 'claimed' };
  const [row] = await db.select().from(documentPdfs).where(sameVersion(key));
  if (row?.pdf) return { state: 'ready', pdf: row.pdf };
  const expired = new Date(now.getTime() - PDF_CLAIM_EXPIRY_MS);
  const taken = await db
    .update(documentPdfs)
    .set({ claimedAt: now })
    .where(and(sameVersion(key), lt(documentPdfs.claimedAt, expired)))
    .returning({ documentId: documentPdfs.documentId });
  return taken.length ? { state: 'claimed' } : { state: 'producing' };
}

/** Stores a rendered PDF, and drops those of the document's older versions. */
export async function storePdf(db: Database, key: { documentId: number; version: number }, pdf: string) {
  await db.update(documentPdfs).set({ pdf }).where(sameVersion(key));
  await db
    .delete(documentPdfs)
    .where(and(eq(documentPdfs.documentId, key.documentId), lt(documentPdfs.version, key.version)));
}

/** Gives a claim up after a failed rendering, so that the next read tries again. */
export async function releaseClaim(db: Database, key: { documentId: number; version: number }) {
  await db.delete(documentPdfs).where(and(sameVersion(key), isNull(documentPdfs.pdf)));
}

/** force: forget a finished PDF of this version; a rendering under way is left to finish. */
export async function forgetPdf(db: Database, key: { documentId: number; version: number }) {
  await db.delete(documentPdfs).where(and(sameVersion(key), isNotNull(documentPdfs.pdf)));
}

function sameVersion(key: { documentId: number; version: number }) {
  return and(eq(documentPdfs.documentId, key.documentId), eq(documentPdfs.version, key.version));
}

import { useLiveResult } from '../../../../ui/data/use-live-result.ts';
import type { OpenDocument } from '@carevisit/core';
import type { Session } from '../../../../data/index.ts';

/**
 * The open document tabs (spec 2 §2), kept per user in the clear meta table so they survive a reload. They
 * hold ids only: which document of which client and document type, nothing a clinician wrote.
 */
const keyOf = (session: Session) => `openDocuments:${session.userKey}`;

function parse(value: string | number | undefined): OpenDocument[] {
  if (typeof value !== 'string') return [];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? (list as OpenDocument[]) : [];
  } catch {
    return [];
  }
}

/** A document's id now: a temporary id whose document has reached the server is the server's id. */
export async function currentDocumentId(session: Session, documentId: number): Promise<number> {
  if (documentId >= 0) return documentId;
  const swapped = await session.store.db.idMap.get(`document:${documentId}`);
  return swapped?.serverId ?? documentId;
}

export async function readOpenDocuments(session: Session): Promise<OpenDocument[]> {
  const open = parse((await session.store.db.meta.get(keyOf(session)))?.value);
  // A tab opened on a temporary id follows its document to the server's id.
  return Promise.all(
    open.map(async (each) => ({ ...each, documentId: await currentDocumentId(session, each.documentId) })),
  );
}

export async function writeOpenDocuments(session: Session, open: readonly OpenDocument[]): Promise<void> {
  await session.store.db.meta.put({ key: keyOf(session), value: JSON.stringify(open) });
}

export function useOpenDocuments(session: Session): OpenDocument[] | undefined {
  return useLiveResult(() => readOpenDocuments(session), [session]);
}

import {
  documentWriteErrorMessage,
  type DocumentWrite,
  type DocumentWriteErrorCode,
  type DocumentWriteResult,
  type RefusalMessage,
} from '@carevisit/core';
import type { documents } from '../db/schema/index.ts';
import { refusalEntry } from '../http/refusal-entry.ts';
import { documentWithSyncFields } from './document-resource.ts';

type DocumentRow = typeof documents.$inferSelect;

/** Why one document of a write batch is refused; the rest of the batch goes on. */
export class DocumentRefused extends Error {
  constructor(
    readonly code: DocumentWriteErrorCode,
    /** Every reason, each its own entry of errors[] (a page's form errors); at least one. */
    readonly reasons: readonly RefusalMessage[],
    /** The server's copy, sent back on a conflict or a final document so the device can resolve. */
    readonly current?: DocumentRow,
  ) {
    super(code);
  }

  static because(code: Exclude<DocumentWriteErrorCode, 'document_rejected'>, current?: DocumentRow) {
    return new DocumentRefused(code, [{ key: documentWriteErrorMessage[code] }], current);
  }

  static rejected(message: RefusalMessage) {
    return new DocumentRefused('document_rejected', [message]);
  }

  /** Refused for several reasons, each its own entry of errors[]. */
  static rejectedWith(reasons: readonly RefusalMessage[]) {
    return new DocumentRefused('document_rejected', reasons);
  }
}

export function refusalResult(input: DocumentWrite, refusal: DocumentRefused): DocumentWriteResult {
  const current = refusal.current;
  return {
    tempId: input.id,
    id: current?.id ?? input.id,
    version: current?.version ?? 0,
    documentStatus: current ? (current.documentStatus as DocumentWriteResult['documentStatus']) : null,
    errors: refusal.reasons.map((reason) => ({ code: refusal.code, ...refusalEntry(reason) })),
    ...(current ? { current: documentWithSyncFields(current) } : {}),
  };
}

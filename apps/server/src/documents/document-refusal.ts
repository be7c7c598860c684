import {
  documentWriteErrorMessage,
  formatMessage,
  type DocumentWrite,
  type DocumentWriteErrorCode,
  type DocumentWriteResult,
  type Message,
} from '@carevisit/core';
import type { documents } from '../db/schema/index.ts';
import { documentWithSyncFields } from './document-resource.ts';

type DocumentRow = typeof documents.$inferSelect;

/** Why one document of a write batch is refused; the rest of the batch goes on. */
export class DocumentRefused extends Error {
  constructor(
    readonly code: DocumentWriteErrorCode,
    readonly text: string,
    /** The server's copy, sent back on a conflict or a final document so the device can resolve. */
    readonly current?: DocumentRow,
    /** Every reason, when there are several (a page's form errors); the first is `text`. */
    readonly texts: readonly string[] = [text],
  ) {
    super(text);
  }

  static because(code: Exclude<DocumentWriteErrorCode, 'document_rejected'>, current?: DocumentRow) {
    return new DocumentRefused(code, formatMessage(documentWriteErrorMessage[code]), current);
  }

  static rejected(message: Message) {
    return new DocumentRefused('document_rejected', formatMessage(message.key, message.params));
  }

  /** Refused for several reasons already in words, each its own entry of errors[]. */
  static rejectedWith(texts: readonly string[]) {
    return new DocumentRefused('document_rejected', texts[0]!, undefined, texts);
  }
}

export function refusalResult(input: DocumentWrite, refusal: DocumentRefused): DocumentWriteResult {
  const current = refusal.current;
  return {
    tempId: input.id,
    id: current?.id ?? input.id,
    version: current?.version ?? 0,
    documentStatus: current ? (current.documentStatus as DocumentWriteResult['documentStatus']) : null,
    errors: refusal.texts.map((message) => ({ code: refusal.code, message })),
    ...(current ? { current: documentWithSyncFields(current) } : {}),
  };
}

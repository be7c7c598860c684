import type { Message } from '@carevisit/core';
import { RecordNotFoundError, VisitClosedError } from '../data/index.ts';

/**
 * What a failed step on the device tells the user (issue 20 §7): the catalog's words, never an exception's own
 * text, which is written for developers ('visit 29 is verified and closed') or comes from the browser's
 * database. The server's refusals reach screens through the records' syncError, already without ERROR/~/.
 */
export function deviceErrorMessage(error: unknown): Message {
  if (error instanceof VisitClosedError) return { key: 'sessions.visitClosed' };
  if (error instanceof RecordNotFoundError) return error.userMessage;
  if (isStorageFull(error)) return { key: 'common.deviceStorageFull' };
  return { key: 'common.deviceSaveFailed' };
}

/**
 * Whether the browser's database refused a write for want of space: trying again will not help until space is
 * freed, so the user is told. Dexie names its own errors like the DOMExceptions they wrap.
 */
export function isStorageFull(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'QuotaExceededError'
  );
}

import type { Message } from '@carevisit/core';
import { RecordNotFoundError } from '../../../../data/index.ts';

/**
 * The cause of a failed save on the device, in the catalog's words when the user can act on it; null otherwise.
 * Never the exception's own text (issue 20 §7): it is written for developers or comes from the browser's
 * database. Dexie names its own errors like the DOMExceptions they wrap, so a full disk reads the same in both.
 */
export function saveProblemDetail(error: unknown): Message | null {
  if (error instanceof RecordNotFoundError) return { key: 'serviceDocuments.notFound' };
  if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'QuotaExceededError') {
    return { key: 'serviceDocuments.saveFailedStorageFull' };
  }
  return null;
}

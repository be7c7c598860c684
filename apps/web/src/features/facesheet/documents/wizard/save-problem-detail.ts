import type { Message } from '@carevisit/core';
import { RecordNotFoundError } from '../../../../data/index.ts';
import { isStorageFull } from '../../../../ui/device-error-text.ts';

/**
 * The cause of a failed save on the device, in the catalog's words when the user can act on it; null otherwise.
 * Never the exception's own text (issue 20 §7): it is written for developers or comes from the browser's
 * database.
 */
export function saveProblemDetail(error: unknown): Message | null {
  if (error instanceof RecordNotFoundError) return error.userMessage;
  if (isStorageFull(error)) return { key: 'serviceDocuments.saveFailedStorageFull' };
  return null;
}

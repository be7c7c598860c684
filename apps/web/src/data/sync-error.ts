import type { Refusal } from '@carevisit/core';

/**
 * Why the server refused a record, kept beside it until the user fixes or discards it: each entry of the
 * server's errors[] with its key and parameters (issue 33), so that it is worded in the language the app speaks
 * when it is shown, not when it came. A record refused before that keeps the server's English text, one message
 * a line.
 */
export type SyncError = readonly Refusal[] | string;

/** A kept sync error as refusals: an older record's text one refusal per line, in the server's words. */
export function refusalsOf(error: SyncError): readonly Refusal[] {
  return typeof error === 'string' ? error.split('\n').map((message) => ({ message })) : error;
}

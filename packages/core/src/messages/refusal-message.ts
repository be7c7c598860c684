import { isPluralForms } from './catalog.ts';
import { en } from './en.ts';
import type { MessageKey, MessageParams } from './format.ts';

/**
 * A message a device words in its own language (issue 33): a catalog key with parameters, each a value or a
 * message of its own, worded in the same language first ('start' in "The start visit address is not complete",
 * a form's reason inside "The visit cannot be verified: …"). A rule's Message is one.
 */
export interface RefusalMessage {
  key: MessageKey;
  params?: RefusalParams;
}
export type RefusalParams = Readonly<Record<string, string | number | RefusalMessage>>;

/** One language's catalog: i18next's t on a device, formatMessage's English on the server. */
export type WordMessage = (key: MessageKey, params: MessageParams) => string;

/** A message in words, its parameters that are messages worded first. */
export function wordMessage(message: RefusalMessage, word: WordMessage): string {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    params[name] = typeof value === 'object' ? wordMessage(value, word) : value;
  }
  return word(message.key, params);
}

/** Whether a text names a message of the catalog: a text, or a message with plural forms (not one of its forms). */
export function isMessageKey(key: string): key is MessageKey {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || isPluralForms(node) || !Object.hasOwn(node, part)) {
      return false;
    }
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || isPluralForms(node);
}

/**
 * The message a key and parameters from elsewhere (a server's errors[]) make, when this catalog knows every key in
 * them and every parameter is a value or such a message; else null, and the sender's own words stand.
 */
export function knownMessage(key: unknown, params: unknown): RefusalMessage | null {
  if (typeof key !== 'string' || !isMessageKey(key)) return null;
  if (params === undefined) return { key };
  if (typeof params !== 'object' || params === null) return null;
  const known: Record<string, string | number | RefusalMessage> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') {
      known[name] = value;
      continue;
    }
    const inner =
      typeof value === 'object' && value !== null
        ? knownMessage((value as { key?: unknown }).key, (value as { params?: unknown }).params)
        : null;
    if (!inner) return null;
    known[name] = inner;
  }
  return { key, params: known };
}

import type { Refusal } from '../api/refusal.ts';
import { knownMessage, wordMessage, type WordMessage } from '../messages/refusal-message.ts';

const ERROR_PREFIX = /^\s*(?:ERROR\/~\/\s*)+/;

/** spec 1 §8: a server message without its 'ERROR/~/' prefix. */
export function stripServerErrorPrefix(message: string): string {
  return message.replace(ERROR_PREFIX, '').trim();
}

/**
 * A refusal in the device's language where its catalog knows the key (and every key in the parameters); else the
 * server's message (an older server, a key newer than the device, zod's or Fastify's own words), without the
 * ERROR/~/ prefix (issue 33).
 */
function refusalText(entry: Refusal, word: WordMessage): string {
  const known = knownMessage(entry.key, entry.params);
  return known ? wordMessage(known, word) : stripServerErrorPrefix(entry.message);
}

/** spec 1 §8 (the text of the Cannot Save Appointment dialog): every refusal's text, one a line, none empty. */
export function refusalsText(entries: readonly Refusal[], word: WordMessage): string {
  return entries
    .map((entry) => refusalText(entry, word))
    .filter((line) => line !== '')
    .join('\n');
}

import {
  formatMessage,
  wordMessage,
  type MessageKey,
  type RefusalMessage,
  type RefusalParams,
} from '@carevisit/core';

/** An entry of a refusal's errors[]: where the call has them, its code and field; always its words. */
export interface RefusalEntry {
  code?: string;
  field?: string;
  key?: MessageKey;
  params?: RefusalParams;
  message: string;
}

/** A refusal the server words itself: its catalog key and parameters, and its English words. */
export type WordedRefusal = Required<Pick<RefusalEntry, 'key' | 'params' | 'message'>>;
/** An entry the server words itself: always with its key (only Fastify's own refusals come without one). */
export type KeyedRefusalEntry = WordedRefusal & Pick<RefusalEntry, 'code' | 'field'>;

/**
 * How the server words a refusal (issue 33): the spec's English text as `message`, as ever, and beside it the
 * catalog key and parameters a device words in its user's language.
 */
export function refusalEntry(message: RefusalMessage): WordedRefusal {
  return { key: message.key, params: message.params ?? {}, message: wordMessage(message, formatMessage) };
}

/** A reply body that refuses with one message. */
export const refusalBody = (key: MessageKey) => ({ errors: [refusalEntry({ key })] });

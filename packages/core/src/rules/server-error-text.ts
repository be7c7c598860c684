const ERROR_PREFIX = /^\s*(?:ERROR\/~\/\s*)+/;

/** spec 1 §8: a server message without its 'ERROR/~/' prefix. */
export function stripServerErrorPrefix(message: string): string {
  return message.replace(ERROR_PREFIX, '').trim();
}

/**
 * spec 1 §8: the text of the Cannot Save Appointment dialog — each server message without its
 * 'ERROR/~/' prefix, one per line; the raw error text when the server sent no message.
 */
export function serverErrorText(
  messages: readonly (string | { message: string })[],
  rawErrorText: string = '',
): string {
  const lines = messages
    .map((item) => stripServerErrorPrefix(typeof item === 'string' ? item : item.message))
    .filter((line) => line !== '');
  return lines.length > 0 ? lines.join('\n') : rawErrorText;
}

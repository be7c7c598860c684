import { refusal, type Refusal } from '@carevisit/core';
import type { Clock } from './clock.ts';
import { LoginError, RequestRejectedError, TransientError } from './api-errors.ts';
import { retryAfterMs } from './retry-after.ts';

// spec 1 §8: a server's reply turned into its body or into the typed error the screens and sync act on.

/** The body of a JSON reply, or the error its status means. */
export async function replyBody(response: Response, now: Clock): Promise<unknown> {
  if (response.status >= 500 || response.status === 429) throw transientErrorOf(response, now);
  const body = await replyJson(response);
  if (!response.ok) throw new RequestRejectedError(response.status, refusalsOf(body));
  return body;
}

/** A body cut off on the way counts as a network failure: the request may have been applied, or not. */
export async function replyJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new TransientError('network', null, null, { cause });
  }
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (!response.ok) return null;
    throw new TransientError('server', response.status, null, { cause });
  }
}

/** A 5xx or 429: worth trying again, after the server's Retry-After where it gives one. */
export function transientErrorOf(response: Response, now: Clock): TransientError {
  const reason = response.status === 429 ? 'rateLimited' : 'server';
  return new TransientError(
    reason,
    response.status,
    retryAfterMs(response.headers.get('retry-after'), now()),
  );
}

type SafeParser<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

/** A reply that does not match the contract is the server's problem, and may be fine on a later try. */
export function parseReply<T>(schema: SafeParser<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new TransientError('badReply');
  return parsed.data;
}

/** A refusal's errors[], each entry with its message (and key and parameters, where the server sent them). */
function refusalsOf(body: unknown): Refusal[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item) => {
    const parsed = refusal.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function loginErrorOf(response: Response): Promise<LoginError> {
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const text = (key: string) => (typeof body?.[key] === 'string' ? body[key] : null);
  const retryAfter = typeof body?.retry_after === 'number' ? body.retry_after : null;
  // error_description, with its key and parameters where errors[] words it too.
  const description = text('error_description');
  const worded = refusalsOf(body).find((entry) => entry.message === description);
  const refused = worded ?? (description === null ? null : { message: description });
  return new LoginError(response.status, text('error'), refused, retryAfter);
}

import type { z } from 'zod';
import { formatMessage } from '@carevisit/core';
import { HttpError, zodErrors } from '../http/errors.ts';

/** A grant's body (password, refresh or passkey), or RFC 6749's invalid_request with errors[] beside it. */
export function parseGrant<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new HttpError(400, zodErrors(parsed.error), {
    error: 'invalid_request',
    error_description: formatMessage('server.invalidRequest', {
      detail: parsed.error.issues[0]?.message ?? '',
    }),
  });
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatMessage, type MessageKey, type MessageParams } from '@carevisit/core';
import { isConstraintViolation, isDataException } from '../db/sql-state.ts';

/** An error the caller can act on: answered with its status and errors[], never a stack trace. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: { message: string; field?: string; code?: string }[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errors.map((e) => e.message).join('; '));
  }

  static of(statusCode: number, key: MessageKey, params?: MessageParams): HttpError {
    return new HttpError(statusCode, [{ message: formatMessage(key, params) }]);
  }
}

export function zodErrors(error: z.ZodError): { message: string; field?: string }[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    return field ? { field, message: `${field}: ${issue.message}` } : { message: issue.message };
  });
}

/** Parses with a core schema; bad input becomes a 400 naming each field. */
export function parseBody<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new HttpError(400, zodErrors(result.error));
  return result.data;
}

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ ...error.extra, errors: error.errors });
  }
  if (error instanceof z.ZodError) return reply.status(400).send({ errors: zodErrors(error) });
  const status = (error as FastifyError).statusCode;
  if (status === 413)
    return reply.status(413).send({ errors: [{ message: formatMessage('server.payloadTooLarge') }] });
  if (status === 429)
    return reply.status(429).send({ errors: [{ message: formatMessage('server.tooManyRequests') }] });
  if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return reply.status(400).send({ errors: [{ message: formatMessage('server.malformedJson') }] });
  }
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send({ errors: [{ message: error.message }] });
  }
  // A database refusal that reached here (the writes answer theirs per resource) is the caller's, not a 500.
  if (isConstraintViolation(error))
    return reply.status(409).send({ errors: [{ message: formatMessage('server.writeConflict') }] });
  if (isDataException(error))
    return reply.status(400).send({ errors: [{ message: formatMessage('server.valueRejected') }] });
  // The logger's err serializer keeps the message (SQL text, parameters, client data) out of the line.
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ errors: [{ message: formatMessage('server.internal') }] });
}

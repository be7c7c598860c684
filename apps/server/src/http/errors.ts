import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MessageKey, RefusalParams } from '@carevisit/core';
import { isConstraintViolation, isDataException } from '../db/sql-state.ts';
import { refusalBody, refusalEntry, type KeyedRefusalEntry } from './refusal-entry.ts';

/** An error the caller can act on: answered with its status and errors[], never a stack trace. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: KeyedRefusalEntry[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errors.map((e) => e.message).join('; '));
  }

  static of(statusCode: number, key: MessageKey, params?: RefusalParams): HttpError {
    return new HttpError(statusCode, [refusalEntry({ key, params })]);
  }
}

/** Each issue zod finds, in its words, led by the field it is about. */
export function zodErrors(error: z.ZodError): KeyedRefusalEntry[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    const detail = issue.message;
    return field
      ? { field, ...refusalEntry({ key: 'server.fieldIssue', params: { field, detail } }) }
      : refusalEntry({ key: 'server.requestIssue', params: { detail } });
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
  if (status === 413) return reply.status(413).send(refusalBody('server.payloadTooLarge'));
  if (status === 429) return reply.status(429).send(refusalBody('server.tooManyRequests'));
  if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return reply.status(400).send(refusalBody('server.malformedJson'));
  }
  // Fastify's own refusals are worded by Fastify alone: the device shows them as they are.
  if (status && status >= 400 && status < 500) {
    return reply.status(status).send({ errors: [{ message: error.message }] });
  }
  // A database refusal that reached here (the writes answer theirs per resource) is the caller's, not a 500.
  if (isConstraintViolation(error)) return reply.status(409).send(refusalBody('server.writeConflict'));
  if (isDataException(error)) return reply.status(400).send(refusalBody('server.valueRejected'));
  // The logger's err serializer keeps the message (SQL text, parameters, client data) out of the line.
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(refusalBody('server.internal'));
}

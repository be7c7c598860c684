import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { loggableUrl } from '../search/log-url.ts';

/** Said instead of an error's message, which Fastify's logger type asks for. */
const WITHHELD = 'withheld (docs/security.md, Logs)';

type LoggableError = Record<string, unknown> & { type: string; message: string; stack: string };

/**
 * What an error may say in a log line (docs/security.md, Logs): its class, its SQLSTATE or Fastify code and
 * the stack's frames. Never its message, detail or cause: a database error's message holds the failed SQL
 * text with its parameters (coordinates, ids), and other messages may quote the request's values.
 */
function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: WITHHELD, stack: '' };
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .map((line) => line.trim());
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: WITHHELD,
    stack: frames.join('\n'),
  };
}

/**
 * The server's logger: request lines without search text or credentials, and every error through
 * loggableError, whether logged as `{ err }` or passed on its own (where pino would take its message).
 */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization'],
    serializers: {
      req: (request) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: loggableError,
    },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest[0] : 'error';
          return method.apply(this, [{ err: first }, message]);
        }
        return method.apply(this, args);
      },
    },
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every reply, the content security policy among them (the web app's own
 * scripts, styles, service worker and manifest; `connectOrigins` adds the identity provider where there is one).
 */
export function registerSecurityHeaders(app: FastifyInstance, connectOrigins: readonly string[]) {
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", ...connectOrigins],
          // The web app's service worker (/sw.js, spec 1 §2) and its install manifest.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers a helmet middleware sets. With no per-request directives (nonces) they are the same for every
 * request, so they are worked out once: @fastify/helmet built helmet's middleware anew for each request, its
 * policy parsed again every time, about 0.03 ms of each request (issue 18 §4).
 */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw new Error('helmet could not set its headers', { cause: error });
  });
  return headers;
}

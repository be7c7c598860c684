import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import type { AppContext } from './app-context.ts';
import { TokenService } from './auth/tokens.ts';
import { OidcVerifier } from './auth/oidc.ts';
import { authenticate } from './auth/authenticate.ts';
import { formatMessage } from '@carevisit/core';
import { errorHandler } from './http/errors.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerCredentialRoutes } from './credentials/routes.ts';
import { registerReadRoutes } from './read/routes.ts';
import { registerWriteRoutes } from './write/routes.ts';
import { registerConfigRoutes } from './http/config-routes.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** The server's clock; tests move it to check lockout expiry and token lifetimes. */
  now?: () => Date;
  logger?: boolean;
}

/** 4 MiB: a batch of visits with signature images fits; anything larger is refused before parsing. */
const BODY_LIMIT = 4 * 1024 * 1024;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel, redact: ['req.headers.authorization'] } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
  });
  const tokens = await TokenService.create(database.db, {
    secret: config.tokenSecret,
    accessTokenSeconds: config.accessTokenSeconds,
    now,
  });
  const oidc = config.oidc ? new OidcVerifier(config.oidc) : undefined;
  const ctx: AppContext = {
    db: database.db,
    engine: database.engine,
    config,
    tokens,
    oidc,
    now,
    authenticate: (request) => authenticate({ db: database.db, tokens, oidc }, request),
  };

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).send({ errors: [{ message: formatMessage('server.notFound') }] });
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: '1 minute' });
  await app.register(formbody);

  registerConfigRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerCredentialRoutes(app, ctx);
  registerReadRoutes(app, ctx);
  registerWriteRoutes(app, ctx);
  return app;
}

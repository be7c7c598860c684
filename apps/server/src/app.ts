import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import type { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import type { AppContext } from './app-context.ts';
import { TokenService } from './auth/tokens.ts';
import { OidcVerifier } from './auth/oidc.ts';
import { authenticate } from './auth/authenticate.ts';
import { errorHandler } from './http/errors.ts';
import { refusalBody } from './http/refusal-entry.ts';
import { accountHandlers, registerAuthRoutes } from './auth/routes.ts';
import { passkeyHandlers } from './auth/passkeys/routes.ts';
import { userLanguageHandlers } from './auth/user-language.ts';
import { credentialHandlers } from './credentials/routes.ts';
import { readHandlers } from './read/routes.ts';
import { documentPdfHandlers } from './pdf/routes.ts';
import { registerFhirRoutes } from './fhir/routes.ts';
import { writeHandlers } from './write/routes.ts';
import { searchHandlers } from './search/routes.ts';
import { registerCalls } from './http/register-calls.ts';
import { loggerOptions } from './http/log-policy.ts';
import { registerConfigRoutes } from './http/config-routes.ts';
import { registerStaticWeb } from './http/static-web.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { rateLimitKey } from './http/rate-limit-key.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { BROTLI_OPTIONS } from './http/compress-reply.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** The server's clock; tests move it to check lockout expiry and token lifetimes. */
  now?: () => Date;
  /**
   * The clock the rate limit's one-minute windows run on; `now` unless given. The end-to-end harness puts `now`
   * back to the same moment before every test, where windows on it would never end (e2e/support/server.ts).
   */
  rateLimitNow?: () => Date;
  logger?: boolean;
  /** Where the log lines go instead of stdout (turns the logger on): tests read them. */
  logStream?: Writable;
}

/** 4 MiB: a batch of visits with signature images fits; anything larger is refused before parsing. */
const BODY_LIMIT = 4 * 1024 * 1024;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger || options.logStream ? loggerOptions(config.logLevel, options.logStream) : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  const tokens = await TokenService.create(database.db, {
    secret: config.tokenSecret,
    accessTokenSeconds: config.accessTokenSeconds,
    now,
  });
  const oidc = config.oidc ? new OidcVerifier(config.oidc, now) : undefined;
  const ctx: AppContext = {
    db: database.db,
    engine: database.engine,
    config,
    tokens,
    oidc,
    now,
    authenticate: (request, alongside) => authenticate({ db: database.db, tokens, oidc }, request, alongside),
  };

  app.setErrorHandler(errorHandler);
  registerSecurityHeaders(app, config.oidc ? [new URL(config.oidc.issuer).origin] : []);
  // Counted in the database per user, else per address, so that every replica counts together (issue 18 §5).
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    store: databaseRateLimitStore(database.db, options.rateLimitNow ?? now),
    keyGenerator: (request) => rateLimitKey(tokens, request),
  });
  // Pages of table reads and the app's scripts shrink several times over: it matters on a weak signal.
  // (Table reads compress their own replies in one call: http/compress-reply.ts.)
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: BROTLI_OPTIONS });
  await app.register(formbody);

  registerConfigRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerFhirRoutes(app, ctx);
  // Every call of core's map, from one handler object (issue 33 item 1).
  registerCalls(app, ctx, {
    ...accountHandlers(ctx),
    ...userLanguageHandlers(ctx),
    ...passkeyHandlers(ctx),
    ...credentialHandlers(ctx),
    ...readHandlers(ctx),
    ...documentPdfHandlers(ctx),
    ...writeHandlers(ctx),
    ...searchHandlers(ctx),
  });
  // After the security headers and the rate limit, so that their hooks cover the app's files too.
  const web = await registerStaticWeb(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    // A reload of one of the web app's own routes (/dashboard, /oidc/callback?code=...) gets index.html.
    if (web?.isAppNavigation(request)) return web.sendIndex(reply);
    void reply.status(404).send(refusalBody('server.notFound'));
  });
  return app;
}

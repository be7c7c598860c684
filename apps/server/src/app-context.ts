import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Engine } from './db/connection.ts';
import type { Caller } from './auth/authenticate.ts';
import type { AlongsideUser } from './auth/user-with-organizations.ts';
import type { TokenService } from './auth/tokens.ts';
import type { OidcVerifier } from './auth/oidc.ts';

/** What every route needs: the database, settings, the clock and who is calling. */
export interface AppContext {
  db: Database;
  engine: Engine;
  config: Config;
  tokens: TokenService;
  oidc: OidcVerifier | undefined;
  now(): Date;
  authenticate(request: FastifyRequest, alongside?: AlongsideUser): Promise<Caller>;
}

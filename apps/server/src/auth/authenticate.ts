import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/connection.ts';
import type { OidcVerifier } from './oidc.ts';
import type { Principal } from './principal.ts';
import type { TokenService } from './tokens.ts';
import { findUserBySsoIdentity } from './users.ts';
import { findUserWithOrganizations, type AlongsideUser } from './user-with-organizations.ts';
import { tokenFailure } from './password-login.ts';

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  oidc: OidcVerifier | undefined;
}

const invalidToken = () => tokenFailure(401, 'invalid_token', { key: 'server.invalidToken' });

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw tokenFailure(401, 'invalid_token', { key: 'server.unauthorized' });
  return match[1];
}

export type Caller = Principal & { sso: boolean; alongside: Record<string, unknown> };

/**
 * Resolves the caller from the bearer token: ours first, then the identity provider's. `alongside` asks for
 * more about the caller in the same query (a read's scope and watermark), answered only once they are known.
 */
export async function authenticate(
  deps: AuthDeps,
  request: FastifyRequest,
  alongside?: AlongsideUser,
): Promise<Caller> {
  const token = bearerToken(request);
  const { userId, sso } = await resolveUserId(deps, token);
  // The user, their staff member and organizations in one query (issue 18 §4: one round trip per request).
  const found =
    userId === undefined ? undefined : await findUserWithOrganizations(deps.db, userId, alongside);
  if (!found) throw invalidToken();
  const { user, currentOrganizationId } = found;
  if (!user.evvPrivilege) throw tokenFailure(403, 'access_denied', { key: 'login.privilegeRequired' });
  return {
    userId: user.id,
    staffId: user.staffId,
    accountId: user.accountId,
    currentOrganizationId,
    username: user.username,
    sso,
    alongside: found.alongside,
  };
}

async function resolveUserId(deps: AuthDeps, token: string): Promise<{ userId?: number; sso: boolean }> {
  const claims = await deps.tokens.verifyAccess(token);
  if (claims) return { userId: claims.userId, sso: false };
  if (!deps.oidc) return { sso: false };
  const identity = await deps.oidc.verify(token);
  if (!identity) return { sso: true };
  const user = await findUserBySsoIdentity(
    deps.db,
    deps.oidc.settings.account,
    identity.subject,
    identity.username,
  );
  return user ? { userId: user.id, sso: true } : { sso: true };
}

import type { FastifyRequest } from 'fastify';
import { formatMessage } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import type { OidcVerifier } from './oidc.ts';
import type { Principal } from './principal.ts';
import type { TokenService } from './tokens.ts';
import {
  availableOrganizationIds,
  currentOrganizationOf,
  findUserById,
  findUserBySsoIdentity,
  type UserRow,
} from './users.ts';
import { tokenFailure } from './password-login.ts';
import { eq } from 'drizzle-orm';
import { staff } from '../db/schema/index.ts';

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  oidc: OidcVerifier | undefined;
}

const invalidToken = () => tokenFailure(401, 'invalid_token', formatMessage('server.invalidToken'));

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw tokenFailure(401, 'invalid_token', formatMessage('server.unauthorized'));
  return match[1];
}

/** Resolves the caller from the bearer token: ours first, then the identity provider's. */
export async function authenticate(
  deps: AuthDeps,
  request: FastifyRequest,
): Promise<Principal & { sso: boolean }> {
  const token = bearerToken(request);
  const { user, sso } = await resolveUser(deps, token);
  if (!user) throw invalidToken();
  if (!user.evvPrivilege) throw tokenFailure(403, 'access_denied', formatMessage('login.privilegeRequired'));
  const [member] = await deps.db.select().from(staff).where(eq(staff.id, user.staffId));
  if (!member) throw invalidToken();
  const available = await availableOrganizationIds(deps.db, member.id);
  return {
    userId: user.id,
    staffId: member.id,
    accountId: user.accountId,
    currentOrganizationId: currentOrganizationOf(user, member.primaryOrganizationId, available),
    username: user.username,
    sso,
  };
}

async function resolveUser(
  deps: AuthDeps,
  token: string,
): Promise<{ user: UserRow | undefined; sso: boolean }> {
  const claims = await deps.tokens.verifyAccess(token);
  if (claims) return { user: await findUserById(deps.db, claims.userId), sso: false };
  if (!deps.oidc) return { user: undefined, sso: false };
  const identity = await deps.oidc.verify(token);
  if (!identity) return { user: undefined, sso: true };
  const user = await findUserBySsoIdentity(
    deps.db,
    deps.oidc.settings.account,
    identity.subject,
    identity.username,
  );
  return { user, sso: true };
}

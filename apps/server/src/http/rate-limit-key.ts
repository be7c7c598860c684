import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';

/**
 * Whom the rate limit counts (issue 18 §5): the signed-in user when the request carries one of this server's
 * access tokens, so that staff behind one office or carrier address are not throttled together; otherwise
 * the address, as the trustProxy setting resolves it (a forged X-Forwarded-For is ignored unless the
 * operator trusts the proxy in front). A token that does not verify counts against the address, so made-up
 * tokens cannot open fresh counters.
 */
export async function rateLimitKey(tokens: TokenService, request: FastifyRequest): Promise<string> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const claims = match?.[1] ? await tokens.verifyAccess(match[1]) : null;
  return claims ? `user:${claims.userId}` : `address:${request.ip}`;
}

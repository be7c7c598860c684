import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { tokenFailure } from './password-login.ts';

/** The token, passkey-token and revoke calls carry the web app's client credentials as HTTP basic auth. */
export function checkClient(ctx: AppContext, request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+(\S+)$/i.exec(header);
  const expected = Buffer.from(`${ctx.config.clientId}:${ctx.config.clientSecret}`);
  const given = match?.[1] ? Buffer.from(Buffer.from(match[1], 'base64').toString('utf8')) : Buffer.alloc(0);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw tokenFailure(401, 'invalid_client', { key: 'server.invalidClient' });
  }
}

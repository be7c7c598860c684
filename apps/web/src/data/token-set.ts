import type { LoginToken } from '@carevisit/core';

/** The tokens of a session, with the instant the access token stops working. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAtMillis: number;
}

/** A token this close to its end is refreshed before use, so a call does not die in flight. */
const EXPIRY_MARGIN_MS = 10_000;

export function tokenSetOf(token: LoginToken, nowMillis: number): TokenSet {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAtMillis: nowMillis + token.expires_in * 1000,
  };
}

export function isExpired(tokens: TokenSet, nowMillis: number): boolean {
  return nowMillis >= tokens.expiresAtMillis - EXPIRY_MARGIN_MS;
}

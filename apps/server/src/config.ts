import { isIP } from 'node:net';
import path from 'node:path';
import { ACCESS_TOKEN_SECONDS } from '@carevisit/core';
import { defaultWebDist } from './server-paths.ts';
import { parseIdentifierKey } from './billing/identifier-cipher.ts';
import { webAuthnSettings, type WebAuthnSettings } from './auth/passkeys/relying-party.ts';

/** Every setting the server reads from its environment; README.md lists them for operators. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Client credentials the web app sends with the token call (basic auth). */
  clientId: string;
  clientSecret: string;
  /** HS256 key for access tokens; when empty one is generated once and kept in the database. */
  tokenSecret: string | undefined;
  accessTokenSeconds: number;
  /**
   * AES-256 key sealing employee identifiers in their column; when unset one is made once and kept in
   * DATA_DIR/identifier.key (billing/identifier-key.ts).
   */
  identifierKey: Buffer | undefined;
  /** How hosts that start with neither evv nor mobile sign in. */
  authMode: 'password' | 'sso';
  oidc: OidcSettings | undefined;
  /** Seed the demo agency into an empty database. */
  seedDemo: boolean;
  logLevel: string;
  /** Requests per minute from one signed-in user, else one address, before 429 (counted in the database). */
  rateLimitPerMinute: number;
  /**
   * Fastify's trustProxy: which proxies in front may say who the caller is in X-Forwarded-For. Off by
   * default, so that a caller cannot choose the address that the rate limit and sign-in throttle count.
   */
  trustProxy: TrustProxy;
  /** The built web app (index.html, assets/, sw.js); served from the same port when the folder exists. */
  webDist: string;
  /** An upstream address search provider; when unset the embedded gazetteer answers address searches. */
  geocoder: GeocoderSettings | undefined;
  /** Where verified visits are sent (issue 32 item 5); undefined when AGGREGATOR is `none`. */
  aggregator: AggregatorSettings | undefined;
  /** Passkeys (issue 35): WEBAUTHN_RP_ID, WEBAUTHN_RP_NAME, WEBAUTHN_ORIGINS. */
  webauthn: WebAuthnSettings;
}

interface AggregatorSettings {
  /** AGGREGATOR: `sandata-simulator` (the default) or a real aggregator's name; each speaks the Sandata profile. */
  name: string;
  /** Base URL, no trailing slash: batches go to `${url}/visits` and so on. */
  url: string;
  user: string;
  password: string;
}

export interface GeocoderSettings {
  /** Base URL: searches go to `${url}/${query}.json`. */
  url: string;
  /** Sent as the `key` query parameter when set. */
  key: string | undefined;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  audience: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  scope: string;
  /** Which token claim names the staff account: the user's username (default: preferred_username). */
  usernameClaim: string;
  account: string;
}

/** false, true (any proxy: only behind one that always overwrites the header), or addresses and CIDRs. */
type TrustProxy = boolean | string[];

type Env = Record<string, string | undefined>;

export function readConfig(env: Env = process.env): Config {
  const oidcIssuer = env.OIDC_ISSUER?.trim();
  const port = integer(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    clientId: env.OAUTH_CLIENT_ID ?? 'carevisit-web',
    clientSecret: env.OAUTH_CLIENT_SECRET ?? 'carevisit-web-secret',
    tokenSecret: env.TOKEN_SECRET?.trim() || undefined,
    accessTokenSeconds: integer(env.ACCESS_TOKEN_SECONDS, ACCESS_TOKEN_SECONDS, 'ACCESS_TOKEN_SECONDS'),
    identifierKey: env.IDENTIFIER_KEY?.trim() ? parseIdentifierKey(env.IDENTIFIER_KEY) : undefined,
    authMode: env.AUTH_MODE === 'sso' ? 'sso' : 'password',
    oidc: oidcIssuer
      ? {
          issuer: oidcIssuer,
          clientId: env.OIDC_CLIENT_ID ?? 'carevisit-mobile',
          audience: env.OIDC_AUDIENCE ?? env.OIDC_CLIENT_ID ?? 'carevisit-mobile',
          redirectUri: env.OIDC_REDIRECT_URI ?? 'http://mobile.localhost:8080/oidc/callback',
          postLogoutRedirectUri: env.OIDC_POST_LOGOUT_REDIRECT_URI ?? 'http://mobile.localhost:8080/',
          scope: env.OIDC_SCOPE ?? 'openid profile',
          usernameClaim: env.OIDC_USERNAME_CLAIM ?? 'preferred_username',
          account: env.OIDC_ACCOUNT ?? 'demo',
        }
      : undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, 1200, 'RATE_LIMIT_PER_MINUTE'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    webDist: env.WEB_DIST?.trim() ? path.resolve(env.WEB_DIST.trim()) : defaultWebDist,
    geocoder: geocoderSettings(env),
    aggregator: aggregatorSettings(env),
    webauthn: webAuthnSettings(env, port),
  };
}

function geocoderSettings(env: Env): GeocoderSettings | undefined {
  const url = env.GEOCODER_URL?.trim();
  if (!url) return undefined;
  // A mistyped URL fails at start-up, not as silently empty searches later.
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error('GEOCODER_URL must be an http or https URL');
  return { url: url.replace(/\/+$/, ''), key: env.GEOCODER_KEY?.trim() || undefined };
}

/** The aggregator `npm start` sends to unless AGGREGATOR names a real one: apps/aggregator-sim. */
export const SIMULATED_AGGREGATOR = 'sandata-simulator';

function aggregatorSettings(env: Env): AggregatorSettings | undefined {
  const name = env.AGGREGATOR?.trim() || SIMULATED_AGGREGATOR;
  if (name === 'none') return undefined;
  const url = env.AGGREGATOR_URL?.trim() || 'http://127.0.0.1:8090';
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error('AGGREGATOR_URL must be an http or https URL');
  return {
    name,
    url: url.replace(/\/+$/, ''),
    user: env.AGGREGATOR_USER ?? 'carevisit',
    password: env.AGGREGATOR_PASSWORD ?? 'simulated-aggregator',
  };
}

function trustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= 128);
    if (!address || !isIP(address) || !bitsOk || rest.length > 0)
      throw new Error(`TRUST_PROXY must be true, false or addresses/CIDRs, got "${entry}"`);
  }
  return entries;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

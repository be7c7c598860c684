import {
  callPath,
  calls,
  loginToken,
  readReplySchema,
  type CallContract,
  type CallName,
  type CallParams,
  type CallReply,
  type CallRequest,
  type ReadItem,
  type ReadRequest,
  type ReadResponse,
  type ServedTable,
} from '@carevisit/core';
import { systemClock, type Clock } from './clock.ts';
import { SyncPausedError, TransientError } from './api-errors.ts';
import { loginErrorOf, parseReply, replyBody, replyJson, transientErrorOf } from './api-replies.ts';
import { isExpired, tokenSetOf, type TokenSet } from './token-set.ts';
import type { ApiClientOptions, SharedTokens } from './api-client-options.ts';

/**
 * How a call of core's map is asked for: its path's parameters and its body (or query), each left out where the
 * call takes none.
 */
export type CallArgs<N extends CallName> =
  AllOptional<CallParams<N>> extends true
    ? AllOptional<CallRequest<N>> extends true
      ? [input?: CallInput<N>]
      : [input: CallInput<N> & { body: CallRequest<N> }]
    : AllOptional<CallRequest<N>> extends true
      ? [input: CallInput<N> & { params: CallParams<N> }]
      : [input: Required<CallInput<N>>];

type CallInput<N extends CallName> = { params?: CallParams<N>; body?: CallRequest<N> };
type AllOptional<T> = Record<never, never> extends T ? true : false;

/** The writes of spec 1 §7 and spec 2 §7: a device's batch, answered one result per resource. */
export type WriteCallName =
  'writeAppointments' | 'writeVisits' | 'writeVisitCorrections' | 'writeDocuments' | 'writeAuditEvents';

/** The calls sync and its screens make without a person waiting on an answer: they keep no time limit. */
const UNTIMED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  'readTable',
  'readDocumentPdf',
  'searchAddresses',
  'writeAppointments',
  'writeVisits',
  'writeVisitCorrections',
  'writeDocuments',
  'writeAuditEvents',
]);

const TOKEN_PATH = '/evv/authorization/oauth/token';
const PASSKEY_TOKEN_PATH = '/evv/authorization/passkey/token';

/**
 * How long a call a person waits on (sign-in, the offline PIN and signature, password and organization changes)
 * may stay unanswered; then it fails as spec 1 §8's service response error. Not a spec number: without one, a
 * request the server never answers left the sign-in waiting for good. Sync's calls keep no limit.
 */
export const ATTENDED_CALL_TIMEOUT_MS = 20_000;

/** The server calls of spec 1 §7, with spec 1 §8's error handling turned into typed errors. */
export class ApiClient {
  private tokens: TokenSet | null;
  private refreshing: Promise<TokenSet> | null = null;
  private readonly fetch: typeof fetch;
  private readonly now: Clock;

  constructor(private readonly options: ApiClientOptions) {
    this.tokens = options.tokens ?? null;
    // Called unbound: a browser's fetch throws "Illegal invocation" when called as a method of another object.
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? systemClock;
  }

  currentTokens(): TokenSet | null {
    return this.tokens;
  }

  login(form: { account: string; username: string; password: string }): Promise<TokenSet> {
    return this.grant(TOKEN_PATH, this.formInit({ grant_type: 'password', ...form }));
  }

  /**
   * Issue 35: a passkey assertion for tokens, with the client credentials of the password grant; the same token
   * reply, and the same LoginError refusals. The body is JSON (WebAuthn's response), never a PRF output.
   */
  loginWithPasskey(body: { challengeId: string; response: unknown }): Promise<TokenSet> {
    return this.grant(PASSKEY_TOKEN_PATH, this.clientInit('application/json', JSON.stringify(body)));
  }

  /** A sign-in grant: its tokens, or LoginError (a 429 is the server's lockout, login_disabled, not a retry). */
  private async grant(path: string, init: RequestInit): Promise<TokenSet> {
    const response = await this.send(path, init, ATTENDED_CALL_TIMEOUT_MS);
    if (response.status >= 500) throw transientErrorOf(response, this.now);
    if (!response.ok) throw await loginErrorOf(response);
    const tokens = tokenSetOf(parseReply(loginToken, await replyJson(response)), this.now());
    await this.setTokens(tokens);
    return tokens;
  }

  /**
   * One refresh at a time: every caller that meets an expired token or a 401 while a refresh runs waits for
   * that same refresh (a second refresh would present a rotated token, which the server treats as theft).
   */
  refresh(): Promise<TokenSet> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Sets the tokens of a session that did not start with login() (single sign-on, a restored session). */
  async useTokens(tokens: TokenSet | null): Promise<void> {
    await this.setTokens(tokens);
  }

  /**
   * A call of core's map (issue 33 item 1): its path filled in, its body (or query) sent, and its reply checked
   * with its schema (one out of contract is refused whole: spec 1 §8's service response error).
   */
  call<N extends CallName>(name: N, ...[input]: CallArgs<N>): Promise<CallReply<N>> {
    return this.callWith(name, input ?? {});
  }

  private async callWith<N extends CallName>(name: N, input: CallInput<N>): Promise<CallReply<N>> {
    const contract: CallContract = calls[name];
    return parseReply(contract.reply, await this.sendCall(name, input)) as CallReply<N>;
  }

  /**
   * A page of a table read, checked whole against core's read contract: a reply with one resource of a wrong
   * shape is refused entirely (spec 1 §8: "a problem occurred with the service response"), never stored in part.
   */
  async read<T extends ServedTable>(table: T, request: ReadRequest = {}): Promise<ReadResponse<ReadItem<T>>> {
    // Checked once, with the table's own schema (which extends the map's reply envelope).
    const page = await this.sendCall('readTable', { params: { table }, body: request });
    return parseReply(readReplySchema(table), page);
  }

  /** A write's batch: one result per resource sent, in order; anything else is a broken reply, retried later. */
  async write<N extends WriteCallName>(name: N, body: CallRequest<N>): Promise<CallReply<N>['resources']> {
    const reply = await this.callWith(name, { body });
    if (reply.resources.length !== body.resources.length) throw new TransientError('badReply');
    return reply.resources;
  }

  /** Sign-out: the refresh token's family is revoked. Best effort: offline, the tokens are simply dropped. */
  async revoke(): Promise<void> {
    const refreshToken = this.tokens?.refreshToken;
    await this.setTokens(null);
    if (!refreshToken) return;
    await this.send(TOKEN_PATH.replace('token', 'revoke'), this.formInit({ token: refreshToken })).catch(
      () => undefined,
    );
  }

  /** A call of the map sent, and its reply's body as it came (unchecked). */
  private async sendCall<N extends CallName>(name: N, input: CallInput<N>): Promise<unknown> {
    const contract: CallContract = calls[name];
    const { params = {} as CallParams<N>, body } = input;
    const sendsBody = contract.method === 'POST' || contract.method === 'PUT';
    const query = sendsBody || body === undefined ? '' : queryOf(body);
    const path = callPath(name, params) + query;
    const timeoutMs = UNTIMED_CALLS.has(name) ? undefined : ATTENDED_CALL_TIMEOUT_MS;
    const sent = sendsBody ? (body ?? {}) : undefined;
    // A call made before anyone is signed in (the passkey sign-in's options) carries no credentials at all.
    if (contract.access === 'anyone') {
      return replyBody(await this.request(contract.method, path, sent, null, timeoutMs), this.now);
    }
    return this.callSignedIn(contract.method, path, sent, timeoutMs);
  }

  /** timeoutMs: how long each request may go unanswered (ATTENDED_CALL_TIMEOUT_MS), or no limit. */
  private async callSignedIn(
    method: CallContract['method'],
    path: string,
    body: unknown,
    timeoutMs?: number,
  ): Promise<unknown> {
    let tokens = await this.validTokens();
    let response = await this.request(method, path, body, tokens.accessToken, timeoutMs);
    if (response.status === 401) {
      tokens = await this.tokensAfter401(tokens);
      response = await this.request(method, path, body, tokens.accessToken, timeoutMs);
      if (response.status === 401) throw new SyncPausedError('unauthorized');
    }
    return replyBody(response, this.now);
  }

  /** spec 1 §4 Token handling: the token is refreshed before a call when expired. */
  private async validTokens(): Promise<TokenSet> {
    if (this.refreshing) return this.refreshing;
    if (!this.tokens) throw new SyncPausedError('signedOut');
    return isExpired(this.tokens, this.now()) ? this.refresh() : this.tokens;
  }

  /** A caller whose token was refused after someone else already refreshed simply uses the new token. */
  private tokensAfter401(used: TokenSet): Promise<TokenSet> {
    if (this.tokens && this.tokens.accessToken !== used.accessToken) return Promise.resolve(this.tokens);
    return this.refresh();
  }

  private runRefresh(): Promise<TokenSet> {
    const shared = this.options.sharedTokens;
    return shared ? shared.exclusive(() => this.refreshShared(shared)) : this.refreshOwn();
  }

  /** Under the tabs' lock: another tab's newer tokens are taken as they are, or their refresh token is used. */
  private async refreshShared(shared: SharedTokens): Promise<TokenSet> {
    const kept = await shared.kept();
    if (kept && this.tokens && kept.refreshToken !== this.tokens.refreshToken) {
      this.tokens = kept;
      if (!isExpired(kept, this.now())) return kept;
    }
    return this.refreshOwn();
  }

  private async refreshOwn(): Promise<TokenSet> {
    const current = this.tokens;
    if (!current) throw new SyncPausedError('signedOut');
    if (this.options.renewTokens) {
      const renewed = await this.options.renewTokens(current).catch(async (error: unknown) => {
        if (error instanceof SyncPausedError) await this.setTokens(null);
        throw error;
      });
      await this.setTokens(renewed);
      return renewed;
    }
    const form = { grant_type: 'refresh_token', refresh_token: current.refreshToken };
    const response = await this.send(TOKEN_PATH, this.formInit(form));
    if (response.status >= 500 || response.status === 429) throw transientErrorOf(response, this.now);
    if (!response.ok) {
      // spec 1 §4: a refresh failure clears the tokens; the data stays and sync waits for a new sign-in.
      await this.setTokens(null);
      throw new SyncPausedError('refreshFailed');
    }
    const tokens = tokenSetOf(parseReply(loginToken, await replyJson(response)), this.now());
    await this.setTokens(tokens);
    return tokens;
  }

  private async setTokens(tokens: TokenSet | null): Promise<void> {
    this.tokens = tokens;
    await this.options.onTokens?.(tokens);
  }

  private formInit(form: Record<string, string>): RequestInit {
    return this.clientInit('application/x-www-form-urlencoded', new URLSearchParams(form).toString());
  }

  /** A POST with the web app's client credentials (basic auth, spec 1 §7), as the token calls take. */
  private clientInit(contentType: string, body: string): RequestInit {
    const credentials = btoa(`${this.options.clientId}:${this.options.clientSecret}`);
    return {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': contentType },
      body,
    };
  }

  private request(
    method: CallContract['method'],
    path: string,
    body: unknown,
    accessToken: string | null,
    timeoutMs?: number,
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    if (accessToken !== null) headers.authorization = `Bearer ${accessToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init = { method, headers, body: body === undefined ? null : JSON.stringify(body) };
    return this.send(path, init, timeoutMs);
  }

  /**
   * A request left unanswered for timeoutMs is given up: the service's failure, not the network's. The limit
   * lasts until the whole reply is in, so a reply that stalls after its headers is given up too.
   */
  private async send(path: string, init: RequestInit, timeoutMs?: number): Promise<Response> {
    const abandon = new AbortController();
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => abandon.abort(), timeoutMs);
    try {
      const response = await this.fetch(this.options.baseUrl + path, { ...init, signal: abandon.signal });
      return timer === undefined ? response : await wholeReply(response);
    } catch (cause) {
      throw new TransientError(abandon.signal.aborted ? 'server' : 'network', null, null, { cause });
    } finally {
      clearTimeout(timer);
    }
  }
}

/** A GET's or DELETE's arguments as its query string. */
function queryOf(values: unknown): string {
  const entries = Object.entries(values as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

/** Statuses whose replies have no body (a Response made with one throws). */
const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

/** The reply with its body read to the end: reading it is what a time limit on the call must cover too. */
async function wholeReply(response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  const { status, statusText, headers } = response;
  return new Response(BODILESS_STATUSES.has(status) ? null : body, { status, statusText, headers });
}

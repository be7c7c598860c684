import type { Refusal } from '@carevisit/core';

/**
 * Why a call may succeed later: the network, the server (5xx), the server asking to slow down (429), or a reply
 * that does not match the contract (core's schemas), which is never stored and is asked for again later.
 */
export type TransientReason = 'network' | 'server' | 'rateLimited' | 'badReply';

/**
 * spec 1 §8, architecture "Retry": network failure, status >= 500 and 429 are transient. Whatever was being
 * sent stays dirty and is sent again after a backoff; retryAfterMs is the server's Retry-After, if it gave one.
 */
export class TransientError extends Error {
  override readonly name = 'TransientError';
  constructor(
    readonly reason: TransientReason,
    readonly status: number | null = null,
    readonly retryAfterMs: number | null = null,
    options?: ErrorOptions,
  ) {
    super(`transient ${reason} failure${status === null ? '' : ` (${status})`}`, options);
  }
}

/** A 4xx with errors[]: this request, as sent, will never be accepted. Carries the server's refusals. */
export class RequestRejectedError extends Error {
  override readonly name = 'RequestRejectedError';
  constructor(
    readonly status: number,
    readonly refusals: readonly Refusal[],
  ) {
    super(refusals.map((refusal) => refusal.message).join('\n') || `request rejected (${status})`);
  }
}

/**
 * The session cannot be renewed (no tokens, or the refresh was refused): sync stops until the user signs in
 * again. Local data is untouched; nothing is dropped because of this.
 */
export class SyncPausedError extends Error {
  override readonly name = 'SyncPausedError';
  constructor(readonly reason: 'refreshFailed' | 'signedOut' | 'unauthorized') {
    super(`sync paused: ${reason}`);
  }
}

/** The token call refused a login: the OAuth error fields spec 1 §8 maps to its dialogs. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
  constructor(
    readonly status: number,
    readonly error: string | null,
    /** The server's words: its errors[] refusal, else error_description alone (an older server). */
    readonly description: Refusal | null,
    readonly retryAfterSeconds: number | null,
  ) {
    super(description?.message ?? error ?? `login failed (${status})`);
  }
}

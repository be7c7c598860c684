import { claimedInstant, offlineWindowStart } from '@carevisit/core';

/**
 * When a new document was started (issue 30: what tells drafts of one type and day apart). The device's clock
 * says it, since a document started offline reaches the server later; the claim is kept only when it lies in the
 * window a device may hold unsent work (its sign-in lasts REFRESH_TOKEN_DAYS) and not after the server's now.
 * Anything else, or no claim, is the server's now.
 */
export function documentStartedAt(claimed: string | undefined, now: Date): Date {
  return claimedInstant(claimed, now, offlineWindowStart(now));
}

import { REFRESH_TOKEN_DAYS } from '../constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest a device's clock is believed (issue 30, issue 31 item 2): a device holds unsent work at most as
 * long as its sign-in lasts, REFRESH_TOKEN_DAYS.
 */
export function offlineWindowStart(now: Date): Date {
  return new Date(now.getTime() - REFRESH_TOKEN_DAYS * DAY_MS);
}

/**
 * A time a device claims (when it started or signed something) as the server keeps it: the claim when it lies
 * between `earliest` and `now`, else `now`. A device's clock is evidence only as far as the server can bound it.
 */
export function claimedInstant(claimed: string | null | undefined, now: Date, earliest: Date): Date {
  const at = claimed == null ? Number.NaN : Date.parse(claimed);
  return Number.isFinite(at) && at >= earliest.getTime() && at <= now.getTime() ? new Date(at) : now;
}

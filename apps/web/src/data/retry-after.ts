/** Retry-After (RFC 9110): delay seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMillis: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMillis);
}

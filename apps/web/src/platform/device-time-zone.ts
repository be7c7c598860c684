/**
 * The IANA time zone this device runs in: where a screen shows times before (or without) an organization's
 * zone. Read at each call, since a device can travel and change zones while the app runs.
 */
export function deviceTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

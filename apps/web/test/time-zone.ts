import { afterEach } from 'vitest';

/**
 * For tests of what the device's time zone changes: the returned function moves this machine to a zone (Node
 * reads TZ again when it is set), and the zone it had comes back after each test of the file.
 */
export function deviceZoneForTests(): (timeZone: string) => void {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  return (timeZone) => {
    process.env.TZ = timeZone;
  };
}

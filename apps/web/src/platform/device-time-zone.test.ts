import { afterEach, describe, expect, it } from 'vitest';
import { deviceTimeZone } from './device-time-zone.ts';

describe('deviceTimeZone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("names the machine's zone, and follows it when it changes", () => {
    process.env.TZ = 'America/New_York';
    expect(deviceTimeZone()).toBe('America/New_York');
    process.env.TZ = 'Asia/Tokyo';
    expect(deviceTimeZone()).toBe('Asia/Tokyo');
  });
});

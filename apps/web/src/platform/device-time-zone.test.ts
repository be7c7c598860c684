import { describe, expect, it } from 'vitest';
import { deviceZoneForTests } from '../../test/time-zone.ts';
import { deviceTimeZone } from './device-time-zone.ts';

describe('deviceTimeZone', () => {
  const moveDeviceTo = deviceZoneForTests();

  it("names the machine's zone, and follows it when it changes", () => {
    moveDeviceTo('America/New_York');
    expect(deviceTimeZone()).toBe('America/New_York');
    moveDeviceTo('Asia/Tokyo');
    expect(deviceTimeZone()).toBe('Asia/Tokyo');
  });
});

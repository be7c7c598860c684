import { describe, expect, it } from 'vitest';
import { deviceZoneForTests } from '../../../test/time-zone.ts';
import { formatDate, formatDateTime, formatTime } from './format-date-time.ts';

describe('formatDateTime (spec 1 §9: MM/dd/yyyy hh:mm a)', () => {
  it('pads month, day and hour, and names the half of the day', () => {
    expect(formatDateTime(Date.UTC(2025, 5, 3, 18, 5), 'America/New_York')).toBe('06/03/2025 02:05 PM');
    expect(formatDateTime(Date.UTC(2025, 11, 24, 4, 30), 'America/New_York')).toBe('12/23/2025 11:30 PM');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 5, 0), 'America/New_York')).toBe('01/01/2026 12:00 AM');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 17, 0), 'America/New_York')).toBe('01/01/2026 12:00 PM');
  });
});

describe('formatDate and formatTime (spec 1 §9: MM/dd/yyyy, hh:mm a)', () => {
  it('splits the date and the time of an instant in the time zone', () => {
    const instant = Date.UTC(2025, 11, 24, 4, 30);
    expect(formatDate(instant, 'America/New_York')).toBe('12/23/2025');
    expect(formatTime(instant, 'America/New_York')).toBe('11:30 PM');
  });
});

describe('instants across a change of the clocks', () => {
  it('writes the repeated hour of the night New York falls back (2026-11-01) twice, and the jump in spring', () => {
    // 01:30 EDT, then an hour later 01:30 EST.
    expect(formatTime(Date.parse('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('01:30 AM');
    expect(formatTime(Date.parse('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('01:30 AM');
    expect(formatDateTime(Date.parse('2026-11-01T07:30:00Z'), 'America/New_York')).toBe(
      '11/01/2026 02:30 AM',
    );
    // 01:59 EST is followed by 03:00 EDT.
    expect(formatTime(Date.parse('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('01:59 AM');
    expect(formatTime(Date.parse('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('03:00 AM');
  });
});

describe("without a zone, the device's own", () => {
  const moveDeviceTo = deviceZoneForTests();

  it('follows the zone the device is in, also when it changes', () => {
    const instant = Date.parse('2026-11-01T06:30:00Z');
    moveDeviceTo('America/New_York');
    expect(formatDateTime(instant)).toBe('11/01/2026 01:30 AM');
    moveDeviceTo('Asia/Tokyo');
    expect(formatDateTime(instant)).toBe('11/01/2026 03:30 PM');
  });
});

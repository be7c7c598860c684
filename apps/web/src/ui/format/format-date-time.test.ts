import { describe, expect, it } from 'vitest';
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

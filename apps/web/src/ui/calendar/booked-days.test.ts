import { describe, expect, it } from 'vitest';
import { bookedDays } from './booked-days.ts';

describe('bookedDays', () => {
  it('marks each day an appointment starts on in the time zone, once', () => {
    const appointments = [
      { startDateInstance: '2025-06-14T14:00:00Z' },
      // 23:30 in New York on the 14th, already the 15th in UTC.
      { startDateInstance: '2025-06-15T03:30:00Z' },
      { startDateInstance: '2025-06-16T14:00:00Z' },
    ];
    expect([...bookedDays(appointments, 'America/New_York')]).toEqual(['2025-06-14', '2025-06-16']);
  });

  it('marks no day while the appointments are still being read', () => {
    expect(bookedDays(undefined, 'America/New_York').size).toBe(0);
  });
});

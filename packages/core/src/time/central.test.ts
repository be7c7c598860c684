import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  addMonthsToDate,
  addYearsToDate,
  calendarDateText,
  atDateInZone,
  centralDate,
  dateInZone,
  daysBetweenDates,
  isDateString,
  startOfDayInZone,
  timeInZone,
} from './central.ts';

const CHICAGO = 'America/Chicago';

describe('dateInZone / centralDate', () => {
  it('is still today in US Central when it is already tomorrow in UTC', () => {
    // 2025-06-15 03:00 UTC is 2025-06-14 22:00 CDT.
    const instant = new Date('2025-06-15T03:00:00Z');
    expect(dateInZone(instant, 'UTC')).toBe('2025-06-15');
    expect(centralDate(instant)).toBe('2025-06-14');
    expect(dateInZone(instant, CHICAGO)).toBe('2025-06-14');
  });

  it('turns over exactly at Central midnight (CDT -5, CST -6)', () => {
    expect(centralDate(new Date('2025-06-15T04:59:59.999Z'))).toBe('2025-06-14');
    expect(centralDate(new Date('2025-06-15T05:00:00Z'))).toBe('2025-06-15');
    expect(centralDate(new Date('2025-01-15T05:59:59.999Z'))).toBe('2025-01-14');
    expect(centralDate(new Date('2025-01-15T06:00:00Z'))).toBe('2025-01-15');
  });

  it('works for zones ahead of UTC', () => {
    expect(dateInZone(new Date('2025-06-14T23:30:00Z'), 'Asia/Tokyo')).toBe('2025-06-15');
  });

  it('gives the date date-fns writes in the zone, in every zone the profiles name, across DST changes', () => {
    const zones = [
      'America/New_York',
      'America/Chicago',
      'America/Phoenix',
      'Pacific/Honolulu',
      'UTC',
      'Asia/Tokyo',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2035-12-31T00:00:00Z') }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          expect(dateInZone(new Date(ms), zone)).toBe(format(ms, 'yyyy-MM-dd', { in: tz(zone) }));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('timeInZone (spec 1 §9: hh:mm a)', () => {
  it('shows the time of day in the zone named, whatever the machine’s own', () => {
    const instant = new Date('2026-03-10T09:02:00Z');
    expect(timeInZone(instant, 'America/New_York')).toBe('05:02 AM');
    expect(timeInZone(instant, 'America/Chicago')).toBe('04:02 AM');
    expect(timeInZone(new Date('2026-01-10T19:30:00Z'), 'America/New_York')).toBe('02:30 PM');
  });
});

describe('startOfDayInZone', () => {
  it('is Central midnight in summer and winter', () => {
    expect(startOfDayInZone('2025-06-14', CHICAGO).toISOString()).toBe('2025-06-14T05:00:00.000Z');
    expect(startOfDayInZone('2025-01-14', CHICAGO).toISOString()).toBe('2025-01-14T06:00:00.000Z');
  });

  it('handles the DST change days', () => {
    expect(startOfDayInZone('2025-03-09', CHICAGO).toISOString()).toBe('2025-03-09T06:00:00.000Z');
    expect(startOfDayInZone('2025-11-02', CHICAGO).toISOString()).toBe('2025-11-02T05:00:00.000Z');
  });

  it('returns a plain Date and round-trips through dateInZone', () => {
    const start = startOfDayInZone('2025-06-14', CHICAGO);
    expect(start.constructor).toBe(Date);
    expect(dateInZone(start, CHICAGO)).toBe('2025-06-14');
    expect(dateInZone(new Date(start.getTime() - 1), CHICAGO)).toBe('2025-06-13');
  });

  it('rejects a malformed or impossible date', () => {
    expect(() => startOfDayInZone('2025-02-30', CHICAGO)).toThrow(RangeError);
    expect(() => startOfDayInZone('06/14/2025', CHICAGO)).toThrow(RangeError);
  });
});

describe('addDaysToDate', () => {
  it('adds and subtracts across month and year ends', () => {
    expect(addDaysToDate('2025-06-14', 1)).toBe('2025-06-15');
    expect(addDaysToDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysToDate('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDaysToDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDaysToDate('2025-06-14', 30)).toBe('2025-07-14');
    expect(addDaysToDate('2025-06-14', -7)).toBe('2025-06-07');
    expect(addDaysToDate('2025-06-14', 0)).toBe('2025-06-14');
  });

  it('is unaffected by DST (calendar days, not 24-hour steps)', () => {
    expect(addDaysToDate('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDaysToDate('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDaysToDate('2025-11-01', 2)).toBe('2025-11-03');
  });
});

describe('calendarDateText (spec 1 §9: MM/dd/yyyy)', () => {
  it('reorders the date, whatever the zone, and refuses what is not one', () => {
    expect(calendarDateText('2026-11-01')).toBe('11/01/2026');
    expect(calendarDateText('1950-01-31')).toBe('01/31/1950');
    expect(() => calendarDateText('2026-02-30')).toThrow(RangeError);
  });
});

describe('addMonthsToDate', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonthsToDate('2026-11-20', 1)).toBe('2026-12-20');
    expect(addMonthsToDate('2026-12-20', 1)).toBe('2027-01-20');
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToDate('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-01-15', -1)).toBe('2025-12-15');
  });
});

describe('addYearsToDate', () => {
  it('adds whole years', () => {
    expect(addYearsToDate('2025-06-14', 1)).toBe('2026-06-14');
    expect(addYearsToDate('2025-06-14', -1)).toBe('2024-06-14');
  });

  it('clamps 29 February to 28 February', () => {
    expect(addYearsToDate('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYearsToDate('2024-02-29', 4)).toBe('2028-02-29');
  });
});

describe('daysBetweenDates', () => {
  it('counts calendar days in either direction', () => {
    expect(daysBetweenDates('2025-06-14', '2025-06-14')).toBe(0);
    expect(daysBetweenDates('2025-06-14', '2025-07-14')).toBe(30);
    expect(daysBetweenDates('2025-06-14', '2025-06-06')).toBe(-8);
    expect(daysBetweenDates('2025-03-08', '2025-03-10')).toBe(2);
    expect(daysBetweenDates('2024-12-31', '2025-12-31')).toBe(365);
  });
});

describe('isDateString', () => {
  it('accepts real dates only', () => {
    expect(isDateString('2024-02-29')).toBe(true);
    expect(isDateString('2025-02-29')).toBe(false);
    expect(isDateString('2025-13-01')).toBe(false);
    expect(isDateString('2025-6-1')).toBe(false);
    expect(isDateString('2025-06-14T00:00:00Z')).toBe(false);
  });
});

describe('atDateInZone', () => {
  it('keeps the wall-clock time and changes the date', () => {
    const end = new Date('2025-06-14T06:30:00Z'); // 01:30 CDT on 14 June
    expect(atDateInZone(end, '2025-06-15', CHICAGO).toISOString()).toBe('2025-06-15T06:30:00.000Z');
  });

  it('keeps the wall-clock time across a DST change', () => {
    const end = new Date('2025-03-08T07:30:00Z'); // 01:30 CST on 8 March
    expect(atDateInZone(end, '2025-03-10', CHICAGO).toISOString()).toBe('2025-03-10T06:30:00.000Z'); // 01:30 CDT
  });

  it('moves a wall time in the spring-forward gap forward by the gap', () => {
    const end = new Date('2025-03-08T08:30:00Z'); // 02:30 CST on 8 March
    expect(atDateInZone(end, '2025-03-09', CHICAGO).toISOString()).toBe('2025-03-09T08:30:00.000Z'); // 03:30 CDT
  });
});

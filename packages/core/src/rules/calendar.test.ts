import { describe, expect, it } from 'vitest';
import {
  calendarStep,
  maxEventsShown,
  offShiftSlots,
  scheduleNavigation,
  weekOfDay,
  type CalendarView,
} from './calendar.ts';

const NEW_YORK = 'America/New_York';
// Saturday 2025-06-14 10:00 EDT: the schedule window runs 2025-06-07 to 2025-07-14.
const NOW = new Date('2025-06-14T14:00:00Z');
const FIRST = '2025-06-07';
const LAST = '2025-07-14';

describe('weekOfDay (Sunday to Saturday)', () => {
  it('gives the same week for its Sunday and its Saturday', () => {
    const week = [
      '2025-06-08',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
      '2025-06-12',
      '2025-06-13',
      '2025-06-14',
    ];
    expect(weekOfDay('2025-06-08')).toEqual(week);
    expect(weekOfDay('2025-06-14')).toEqual(week);
  });

  it('crosses a year end', () => {
    expect(weekOfDay('2025-01-01')).toEqual([
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
  });

  it('keeps 7 whole days in a DST-change week', () => {
    expect(weekOfDay('2025-03-12')[0]).toBe('2025-03-09');
    expect(weekOfDay('2025-11-02')).toHaveLength(7);
    expect(weekOfDay('2025-11-02')[6]).toBe('2025-11-08');
  });
});

describe('calendarStep (spec 1 §2)', () => {
  it('moves a day in the day view and a week in the week view', () => {
    expect(calendarStep({ day: '2025-06-14', view: 'day', direction: 1 })).toBe('2025-06-15');
    expect(calendarStep({ day: '2025-03-01', view: 'day', direction: -1 })).toBe('2025-02-28');
    expect(calendarStep({ day: '2025-06-14', view: 'week', direction: -1 })).toBe('2025-06-07');
    expect(calendarStep({ day: '2025-12-29', view: 'week', direction: 1 })).toBe('2026-01-05');
  });

  it('moves a month in the month view, keeping the day of the month where it exists', () => {
    expect(calendarStep({ day: '2025-06-14', view: 'month', direction: 1 })).toBe('2025-07-14');
    expect(calendarStep({ day: '2025-12-15', view: 'month', direction: 1 })).toBe('2026-01-15');
    expect(calendarStep({ day: '2025-01-31', view: 'month', direction: 1 })).toBe('2025-02-28');
    expect(calendarStep({ day: '2024-01-31', view: 'month', direction: 1 })).toBe('2024-02-29');
    expect(calendarStep({ day: '2025-03-31', view: 'month', direction: -1 })).toBe('2025-02-28');
  });
});

const navigate = (day: string, view: CalendarView, now = NOW, timeZone = NEW_YORK) =>
  scheduleNavigation({ day, view, now, timeZone });

describe('scheduleNavigation (spec 1 §2, §5: blocked outside 7 days back to 30 days ahead)', () => {
  it('day view: steps a day inside the window', () => {
    expect(navigate('2025-06-14', 'day')).toEqual({ previous: '2025-06-13', next: '2025-06-15' });
  });

  it('day view: blocks previous at today - 7 and next at today + 30', () => {
    expect(navigate(FIRST, 'day')).toEqual({ previous: null, next: '2025-06-08' });
    expect(navigate(LAST, 'day')).toEqual({ previous: '2025-07-13', next: null });
  });

  it('week view: lands exactly on the edges', () => {
    expect(navigate('2025-06-14', 'week').previous).toBe(FIRST);
    expect(navigate('2025-07-07', 'week').next).toBe(LAST);
  });

  it('week view: stops at the edge when a whole week would leave the window', () => {
    expect(navigate('2025-06-10', 'week')).toEqual({ previous: FIRST, next: '2025-06-17' });
    expect(navigate('2025-07-10', 'week')).toEqual({ previous: '2025-07-03', next: LAST });
  });

  it('week view: blocks at the edges', () => {
    expect(navigate(FIRST, 'week').previous).toBeNull();
    expect(navigate(LAST, 'week').next).toBeNull();
  });

  it('month view: stops at the edge, and lands on today + 30 exactly', () => {
    expect(navigate('2025-06-14', 'month')).toEqual({ previous: FIRST, next: LAST });
    expect(navigate('2025-06-15', 'month').next).toBe(LAST);
    expect(navigate(FIRST, 'month').previous).toBeNull();
    expect(navigate(LAST, 'month')).toEqual({ previous: '2025-06-14', next: null });
  });

  it('leads a day already outside the window back into it, never further out', () => {
    // e.g. the app stayed open past midnight on the first day of the window
    expect(navigate('2025-06-05', 'day')).toEqual({ previous: null, next: FIRST });
    expect(navigate('2025-07-16', 'week')).toEqual({ previous: '2025-07-09', next: null });
  });

  it('takes today from the time zone on the evening before the spring DST change', () => {
    // 22:30 EST on Saturday 8 March 2025 is already 9 March in UTC.
    const now = new Date('2025-03-09T03:30:00Z');
    expect(navigate('2025-04-07', 'day', now).next).toBeNull();
    expect(navigate('2025-03-01', 'day', now).previous).toBeNull();
    expect(navigate('2025-04-07', 'day', now, 'UTC').next).toBe('2025-04-08');
  });
});

const shift = (days: number[], startTime: string, endTime: string) => ({ days, startTime, endTime });
const WEEKDAYS = shift([1, 2, 3, 4, 5], '08:00', '16:30');
const slotCount = (ranges: { startMinute: number; endMinute: number }[]) =>
  ranges.reduce((sum, { startMinute, endMinute }) => sum + (endMinute - startMinute) / 15, 0);

describe('offShiftSlots (spec 1 §3, §9: 15-minute slots outside the shifts)', () => {
  it('marks the whole day, 96 slots, when no shift covers it', () => {
    const saturday = offShiftSlots({ shifts: [WEEKDAYS], day: '2025-06-14' });
    expect(saturday).toEqual([{ startMinute: 0, endMinute: 1440 }]);
    expect(slotCount(saturday)).toBe(96);
    expect(offShiftSlots({ shifts: [], day: '2025-06-16' })).toEqual([{ startMinute: 0, endMinute: 1440 }]);
  });

  it('marks the slots before and after a day shift (Monday = 1)', () => {
    expect(offShiftSlots({ shifts: [WEEKDAYS], day: '2025-06-16' })).toEqual([
      { startMinute: 0, endMinute: 480 },
      { startMinute: 990, endMinute: 1440 },
    ]);
  });

  it('merges back-to-back shifts and marks the gap of a split shift', () => {
    const morning = shift([1], '08:00', '12:00');
    expect(offShiftSlots({ shifts: [morning, shift([1], '12:00', '16:00')], day: '2025-06-16' })).toEqual([
      { startMinute: 0, endMinute: 480 },
      { startMinute: 960, endMinute: 1440 },
    ]);
    expect(offShiftSlots({ shifts: [morning, shift([1], '13:00', '17:00')], day: '2025-06-16' })).toEqual([
      { startMinute: 0, endMinute: 480 },
      { startMinute: 720, endMinute: 780 },
      { startMinute: 1020, endMinute: 1440 },
    ]);
  });

  it('keeps a slot the shift covers in part on shift', () => {
    expect(offShiftSlots({ shifts: [shift([1], '08:10', '16:20')], day: '2025-06-16' })).toEqual([
      { startMinute: 0, endMinute: 480 },
      { startMinute: 990, endMinute: 1440 },
    ]);
    expect(offShiftSlots({ shifts: [shift([1], '08:00', '23:59')], day: '2025-06-16' })).toEqual([
      { startMinute: 0, endMinute: 480 },
    ]);
  });

  it('runs an overnight shift (end before start) into the next morning', () => {
    const fridayNight = shift([5], '22:00', '06:00');
    expect(offShiftSlots({ shifts: [fridayNight], day: '2025-06-13' })).toEqual([
      { startMinute: 0, endMinute: 1320 },
    ]);
    expect(offShiftSlots({ shifts: [fridayNight], day: '2025-06-14' })).toEqual([
      { startMinute: 360, endMinute: 1440 },
    ]);
    expect(offShiftSlots({ shifts: [fridayNight], day: '2025-06-15' })).toEqual([
      { startMinute: 0, endMinute: 1440 },
    ]);
  });

  it('runs a Sunday (7) night shift into Monday (1)', () => {
    expect(offShiftSlots({ shifts: [shift([7], '22:00', '06:00')], day: '2025-06-16' })).toEqual([
      { startMinute: 360, endMinute: 1440 },
    ]);
  });

  it('reads a shift whose end equals its start as 24 hours', () => {
    expect(offShiftSlots({ shifts: [shift([1], '00:00', '00:00')], day: '2025-06-16' })).toEqual([]);
    expect(offShiftSlots({ shifts: [shift([1], '08:00', '08:00')], day: '2025-06-17' })).toEqual([
      { startMinute: 480, endMinute: 1440 },
    ]);
  });

  it('works in wall-clock slots on the DST days, 96 of them', () => {
    // Sunday 9 March 2025 (02:00-02:59 skipped) and Sunday 2 November 2025 (01:00-01:59 twice).
    const sundayNight = shift([7], '01:00', '04:00');
    for (const day of ['2025-03-09', '2025-11-02']) {
      const off = offShiftSlots({ shifts: [sundayNight], day });
      expect(off).toEqual([
        { startMinute: 0, endMinute: 60 },
        { startMinute: 240, endMinute: 1440 },
      ]);
      expect(slotCount(off)).toBe(96 - 12);
    }
  });
});

describe('maxEventsShown (spec 1 §9: at most 8 events, 4 on handheld)', () => {
  it('shows 4 on a handheld and 8 on a tablet', () => {
    expect(maxEventsShown('handheld')).toBe(4);
    expect(maxEventsShown('tablet')).toBe(8);
  });
});

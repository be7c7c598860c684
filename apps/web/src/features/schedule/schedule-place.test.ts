import { describe, expect, it } from 'vitest';
import { placeOf, visibleDays, type PlaceContext } from './schedule-place.ts';

const context = (overrides: Partial<PlaceContext> = {}): PlaceContext => ({
  today: '2026-11-20',
  layout: 'tablet',
  isDayDisabled: (day) => day < '2026-11-13' || day > '2026-12-20',
  ...overrides,
});
const params = (query: string) => new URLSearchParams(query);

describe('placeOf (the schedule place in the URL)', () => {
  it('reads the day and the view', () => {
    expect(placeOf(params('day=2026-11-25&view=week'), context())).toEqual({
      day: '2026-11-25',
      view: 'week',
    });
  });

  it('starts on today in the day view', () => {
    expect(placeOf(params(''), context())).toEqual({ day: '2026-11-20', view: 'day' });
  });

  it('ignores a malformed day, and a day outside the schedule window (spec 1 §5)', () => {
    expect(placeOf(params('day=2026-02-30'), context()).day).toBe('2026-11-20');
    expect(placeOf(params('day=tomorrow'), context()).day).toBe('2026-11-20');
    expect(placeOf(params('day=2026-11-12'), context()).day).toBe('2026-11-20');
    expect(placeOf(params('day=2026-12-21'), context()).day).toBe('2026-11-20');
    expect(placeOf(params('day=2026-12-20'), context()).day).toBe('2026-12-20');
  });

  it('shows a day on a handheld (spec 1 §2: a day calendar) and keeps other parameters out of it', () => {
    expect(placeOf(params('day=2026-11-25&view=week'), context({ layout: 'handheld' }))).toEqual({
      day: '2026-11-25',
      view: 'day',
    });
    expect(placeOf(params('view=month&appointment=new'), context()).view).toBe('day');
  });
});

describe('visibleDays', () => {
  it('is the day in the day view and its Sunday-to-Saturday week in the week view', () => {
    expect(visibleDays({ day: '2026-11-20', view: 'day' })).toEqual(['2026-11-20']);
    const week = visibleDays({ day: '2026-11-20', view: 'week' });
    expect(week).toHaveLength(7);
    expect(week[0]).toBe('2026-11-15');
    expect(week[6]).toBe('2026-11-21');
  });
});

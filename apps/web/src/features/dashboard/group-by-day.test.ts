import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day.ts';

const at = (id: number, start: string) => ({ id, startDateInstance: start, endDateInstance: start });

describe('groupByDay', () => {
  it('puts appointments under the day they start on in the time zone', () => {
    const appointments = [
      at(1, '2025-06-14T14:00:00Z'),
      // 23:30 in New York on the 14th, already the 15th in UTC.
      at(2, '2025-06-15T03:30:00Z'),
      at(3, '2025-06-15T14:00:00Z'),
    ];
    expect(groupByDay(appointments, 'America/New_York')).toEqual([
      { date: '2025-06-14', appointments: [appointments[0], appointments[1]] },
      { date: '2025-06-15', appointments: [appointments[2]] },
    ]);
  });

  it('has no days for no appointments', () => {
    expect(groupByDay([], 'America/New_York')).toEqual([]);
  });
});

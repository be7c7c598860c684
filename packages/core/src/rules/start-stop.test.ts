import { describe, expect, it } from 'vitest';
import { showsStartStop } from './start-stop.ts';

const CHICAGO = 'America/Chicago';
const START = new Date('2025-06-14T15:00:00Z'); // 10:00 CDT, 14 June

describe('showsStartStop', () => {
  it('shows for an appointment today that is not final', () => {
    const now = new Date('2025-06-14T13:00:00Z');
    for (const status of ['None', 'Checked In', 'Co-Staff', 'In Session'] as const) {
      expect(showsStartStop({ start: START, status, visitActive: false, now, timeZone: CHICAGO })).toBe(true);
    }
  });

  it('hides for a final status today', () => {
    const now = new Date('2025-06-14T13:00:00Z');
    for (const status of ['Kept', 'DNS', 'CBC', 'CBT', 'Error'] as const) {
      expect(showsStartStop({ start: START, status, visitActive: false, now, timeZone: CHICAGO })).toBe(
        false,
      );
    }
  });

  it('hides on another day', () => {
    const yesterday = new Date('2025-06-13T15:00:00Z');
    const tomorrow = new Date('2025-06-15T15:00:00Z');
    expect(
      showsStartStop({ start: START, status: 'None', visitActive: false, now: yesterday, timeZone: CHICAGO }),
    ).toBe(false);
    expect(
      showsStartStop({ start: START, status: 'None', visitActive: false, now: tomorrow, timeZone: CHICAGO }),
    ).toBe(false);
  });

  it('decides the current day in the organization time zone', () => {
    // 23:30 CDT on 14 June is already 15 June in UTC.
    const now = new Date('2025-06-15T04:30:00Z');
    expect(showsStartStop({ start: START, status: 'None', visitActive: false, now, timeZone: CHICAGO })).toBe(
      true,
    );
    expect(showsStartStop({ start: START, status: 'None', visitActive: false, now, timeZone: 'UTC' })).toBe(
      false,
    );
    // 00:00 CDT on 15 June
    const midnight = new Date('2025-06-15T05:00:00Z');
    expect(
      showsStartStop({ start: START, status: 'None', visitActive: false, now: midnight, timeZone: CHICAGO }),
    ).toBe(false);
  });

  it('always shows while a visit is active, whatever the day or status', () => {
    const nextWeek = new Date('2025-06-21T15:00:00Z');
    expect(
      showsStartStop({ start: START, status: 'Kept', visitActive: true, now: nextWeek, timeZone: CHICAGO }),
    ).toBe(true);
  });
});

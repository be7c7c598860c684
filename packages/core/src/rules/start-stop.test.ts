import { describe, expect, it } from 'vitest';
import { sessionControl, sessionVisitState, type SessionControlInput } from './start-stop.ts';

const CHICAGO = 'America/Chicago';
const START = new Date('2025-06-14T15:00:00Z'); // 10:00 CDT, 14 June
const SAME_DAY = new Date('2025-06-14T13:00:00Z');

const control = (overrides: Partial<SessionControlInput>) =>
  sessionControl({
    start: START,
    status: 'None',
    visit: 'none',
    variant: 'standard',
    now: SAME_DAY,
    timeZone: CHICAGO,
    ...overrides,
  });

describe('sessionControl (spec 1 §4)', () => {
  it('offers Start for an appointment today that is not final', () => {
    for (const status of ['None', 'Checked In', 'Co-Staff', 'In Session'] as const) {
      expect(control({ status })).toBe('start');
    }
  });

  it('offers nothing in a final status today', () => {
    for (const status of ['Kept', 'DNS', 'CBC', 'CBT', 'Error'] as const) {
      expect(control({ status })).toBeNull();
    }
  });

  it('offers nothing on another day', () => {
    expect(control({ now: new Date('2025-06-13T15:00:00Z') })).toBeNull();
    expect(control({ now: new Date('2025-06-15T15:00:00Z') })).toBeNull();
  });

  it('decides the current day in the organization time zone, up to the last minute of the day', () => {
    // 23:59 CDT on 14 June is already 15 June in UTC.
    const lastMinute = new Date('2025-06-15T04:59:00Z');
    expect(control({ now: lastMinute })).toBe('start');
    expect(control({ now: lastMinute, timeZone: 'UTC' })).toBeNull();
    // 00:00 CDT on 15 June
    expect(control({ now: new Date('2025-06-15T05:00:00Z') })).toBeNull();
  });

  it('offers Stop while a visit runs, whatever the day, status or list', () => {
    const nextWeek = new Date('2025-06-21T15:00:00Z');
    expect(control({ visit: 'running', status: 'Kept', now: nextWeek })).toBe('stop');
    expect(control({ visit: 'running', variant: 'aggregator' })).toBe('stop');
  });

  it('offers nothing once the visit is verified, even in a status that is not final (issue 20, item 1)', () => {
    for (const status of ['Co-Staff', 'None', 'Checked In', 'In Session'] as const) {
      expect(control({ visit: 'verified', status })).toBeNull();
    }
  });

  it('offers Start only where the status list has In Session: not for aggregator or VVD activities (item 9)', () => {
    expect(control({ variant: 'aggregator' })).toBeNull();
    expect(control({ variant: 'vvd' })).toBeNull();
  });
});

describe('sessionVisitState', () => {
  it('reads none, running or verified from the visit the device holds', () => {
    expect(sessionVisitState(null)).toBe('none');
    expect(sessionVisitState({ complete: -1, syncState: 'clean' })).toBe('none');
    expect(sessionVisitState({ complete: 0, syncState: 'dirty' })).toBe('running');
    expect(sessionVisitState({ complete: 1, syncState: 'clean' })).toBe('verified');
    expect(sessionVisitState({ complete: 1, syncState: 'dirty' })).toBe('verified');
  });

  it('counts a verification the server refused as running: it is stopped and verified again (spec 1 §8)', () => {
    expect(sessionVisitState({ complete: 1, syncState: 'error' })).toBe('running');
  });
});

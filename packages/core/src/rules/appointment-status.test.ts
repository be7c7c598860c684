import { describe, expect, it } from 'vitest';
import { appointmentStatuses } from '../entities/appointment.ts';
import type { AppointmentStatus } from '../entities/appointment.ts';
import {
  FINAL_STATUSES,
  VERIFICATION_SKIPPING_STATUSES,
  isFinalStatus,
  isStatusEditable,
  keptQualifiers,
  selectableStatuses,
  showsQualifiers,
  skipsVerification,
} from './appointment-status.ts';
import type { SelectableStatusesInput } from './appointment-status.ts';

const CHICAGO = 'America/Chicago';
// 2025-06-14 10:00 CDT
const START = new Date('2025-06-14T15:00:00Z');
const BOTH_ON = { useCheckedIn: true, useCoStaff: true };
const BOTH_OFF = { useCheckedIn: false, useCoStaff: false };

function statuses(overrides: Partial<SelectableStatusesInput>): AppointmentStatus[] {
  return selectableStatuses({
    start: START,
    now: START,
    organization: BOTH_ON,
    variant: 'standard',
    timeZone: CHICAGO,
    ...overrides,
  });
}

describe('final and verification-skipping statuses', () => {
  it('treats the outcomes as final', () => {
    expect([...FINAL_STATUSES].sort()).toEqual(['CBC', 'CBT', 'DNS', 'Error', 'Kept']);
    for (const status of ['Kept', 'DNS', 'CBC', 'CBT', 'Error'] as const)
      expect(isFinalStatus(status)).toBe(true);
    for (const status of ['None', 'Checked In', 'Co-Staff', 'In Session'] as const) {
      expect(isFinalStatus(status)).toBe(false);
    }
  });

  it('skips verification for Error, CBT, CBC and DNS only', () => {
    expect([...VERIFICATION_SKIPPING_STATUSES].sort()).toEqual(['CBC', 'CBT', 'DNS', 'Error']);
    const skipping = appointmentStatuses.filter(skipsVerification);
    expect(skipping.sort()).toEqual(['CBC', 'CBT', 'DNS', 'Error']);
    expect(skipsVerification('Kept')).toBe(false);
  });
});

describe('selectableStatuses', () => {
  it('offers everything once the start has arrived (standard, both flags on), in catalog order', () => {
    expect(statuses({})).toEqual([...appointmentStatuses]);
  });

  it('offers In Session, Kept and Co-Staff exactly at the start time, not a millisecond before', () => {
    const before = statuses({ now: new Date(START.getTime() - 1) });
    expect(before).not.toContain('In Session');
    expect(before).not.toContain('Kept');
    expect(before).not.toContain('Co-Staff');
    const at = statuses({ now: START });
    expect(at).toContain('In Session');
    expect(at).toContain('Kept');
    expect(at).toContain('Co-Staff');
  });

  it('offers Checked In from the start day, before the start time', () => {
    // 00:00 CDT on the start day
    const lateOnStartDay = statuses({ now: new Date('2025-06-14T05:00:00Z') });
    expect(lateOnStartDay).toContain('Checked In');
    expect(lateOnStartDay).not.toContain('Kept');
    // 23:59 CDT the day before
    expect(statuses({ now: new Date('2025-06-14T04:59:00Z') })).not.toContain('Checked In');
  });

  it('judges the start day in the given time zone, not UTC', () => {
    // Start 2025-06-15 01:00 UTC = 2025-06-14 20:00 CDT. Now 2025-06-14 14:00 UTC = 09:00 CDT same day.
    const start = new Date('2025-06-15T01:00:00Z');
    const now = new Date('2025-06-14T14:00:00Z');
    expect(statuses({ start, now })).toContain('Checked In');
    expect(statuses({ start, now, timeZone: 'UTC' })).not.toContain('Checked In');
  });

  it('keeps Checked In and Co-Staff off when the organization does not use them', () => {
    const list = statuses({ organization: BOTH_OFF });
    expect(list).not.toContain('Checked In');
    expect(list).not.toContain('Co-Staff');
    expect(statuses({ organization: { useCheckedIn: true, useCoStaff: false } })).toContain('Checked In');
    expect(statuses({ organization: { useCheckedIn: false, useCoStaff: true } })).toContain('Co-Staff');
  });

  it('drops In Session for the aggregator and VVD variants only', () => {
    expect(statuses({ variant: 'aggregator' })).not.toContain('In Session');
    expect(statuses({ variant: 'vvd' })).not.toContain('In Session');
    expect(statuses({ variant: 'aggregator' })).toContain('Kept');
    expect(statuses({ variant: 'standard' })).toContain('In Session');
  });

  it('always offers None, CBC, CBT, DNS and Error', () => {
    const future = statuses({
      now: new Date('2025-06-01T00:00:00Z'),
      organization: BOTH_OFF,
      variant: 'vvd',
    });
    expect(future).toEqual(['None', 'CBC', 'CBT', 'DNS', 'Error']);
  });
});

describe('isStatusEditable', () => {
  it('is not editable in a final status', () => {
    for (const status of FINAL_STATUSES) {
      expect(isStatusEditable({ status, visitComplete: null })).toBe(false);
      expect(isStatusEditable({ status, visitComplete: 1 })).toBe(false);
    }
  });

  it('is not editable In Session with an incomplete visit (pending or active)', () => {
    expect(isStatusEditable({ status: 'In Session', visitComplete: 0 })).toBe(false);
    expect(isStatusEditable({ status: 'In Session', visitComplete: -1 })).toBe(false);
  });

  it('is editable In Session when there is no visit', () => {
    expect(isStatusEditable({ status: 'In Session', visitComplete: null })).toBe(true);
  });

  it('is not editable once the visit is verified, whatever status it was verified with', () => {
    for (const status of ['None', 'Checked In', 'Co-Staff', 'In Session'] as const) {
      expect(isStatusEditable({ status, visitComplete: 1 })).toBe(false);
    }
  });

  it('is editable in the other non-final statuses', () => {
    for (const status of ['None', 'Checked In', 'Co-Staff'] as const) {
      expect(isStatusEditable({ status, visitComplete: 0 })).toBe(true);
    }
  });
});

describe('qualifiers', () => {
  it('shows the checklist only for Kept', () => {
    expect(showsQualifiers('Kept')).toBe(true);
    expect(showsQualifiers('In Session')).toBe(false);
    expect(showsQualifiers(null)).toBe(false);
  });

  it('keeps only positive integer descriptorIds', () => {
    const list = [
      { descriptorId: 12, name: 'a' },
      { descriptorId: 0, name: 'zero' },
      { descriptorId: -3, name: 'temporary' },
      { descriptorId: 1.5, name: 'fraction' },
      { descriptorId: Number.NaN, name: 'nan' },
      { descriptorId: null, name: 'null' },
      { descriptorId: '7', name: 'string' },
      { name: 'missing' },
      { descriptorId: 1, name: 'b' },
    ];
    expect(keptQualifiers(list).map((q) => q.name)).toEqual(['a', 'b']);
    expect(keptQualifiers([])).toEqual([]);
  });
});

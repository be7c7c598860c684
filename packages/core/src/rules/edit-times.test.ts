import { describe, expect, it } from 'vitest';
import type { EditTimesInput, EditableVisitTimes } from './edit-times.ts';
import type { OverlapOther } from './overlap.ts';
import { minimumEditableDate, recordOriginalTimes, validateEditTimes } from './edit-times.ts';
import { formatMessage } from '../messages/format.ts';

const ZONE = 'America/Chicago';
// Tuesday 10 June 2025, 12:00 in Chicago (CDT, UTC-5).
const now = new Date('2025-06-10T17:00:00Z');
const at = (iso: string) => new Date(iso);

function input(overrides: Partial<EditTimesInput> = {}): EditTimesInput {
  return {
    start: at('2025-06-10T14:00:00Z'), // 09:00 Chicago
    end: at('2025-06-10T15:00:00Z'), // 10:00 Chicago
    now,
    timeZone: ZONE,
    requireReason: false,
    reason: null,
    comments: null,
    ...overrides,
  };
}

describe('validateEditTimes: dates and times', () => {
  it('accepts a past hour today', () => {
    expect(validateEditTimes(input())).toEqual({});
  });

  it('requires both a start and an end', () => {
    expect(validateEditTimes(input({ start: null, end: null }))).toEqual({
      startDate: { key: 'editTimes.startRequired' },
      endDate: { key: 'editTimes.endRequired' },
    });
  });

  it('refuses a start or end date in the future (tomorrow in the organization zone)', () => {
    const errors = validateEditTimes(
      input({ start: at('2025-06-11T05:00:00Z'), end: at('2025-06-11T06:00:00Z') }), // 00:00-01:00 on 11 June
    );
    expect(errors.startDate).toEqual({ key: 'editTimes.futureStartDate' });
    expect(errors.endDate).toEqual({ key: 'editTimes.futureEndDate' });
    expect(errors.startTime).toBeUndefined();
  });

  it('refuses a time later today as a future time, not a future date', () => {
    const errors = validateEditTimes(input({ end: at('2025-06-10T17:01:00Z') }));
    expect(errors).toEqual({ endTime: { key: 'editTimes.futureEndTime' } });
    const both = validateEditTimes(
      input({ start: at('2025-06-10T17:30:00Z'), end: at('2025-06-10T18:00:00Z') }),
    );
    expect(both.startTime).toEqual({ key: 'editTimes.futureStartTime' });
    expect(both.endTime).toEqual({ key: 'editTimes.futureEndTime' });
  });

  it('accepts an end exactly at now', () => {
    expect(validateEditTimes(input({ end: now }))).toEqual({});
  });

  it('decides "today" in the organization zone, not in UTC', () => {
    // 23:30 on 10 June in Chicago is already 11 June in UTC; now is 23:45 Chicago.
    const late = at('2025-06-11T04:45:00Z');
    const errors = validateEditTimes(
      input({ now: late, start: at('2025-06-11T04:00:00Z'), end: at('2025-06-11T04:30:00Z') }),
    );
    expect(errors).toEqual({});
  });

  it('refuses a start after the end but accepts equal times', () => {
    expect(validateEditTimes(input({ start: at('2025-06-10T15:00:01Z') })).range).toEqual({
      key: 'editTimes.startAfterEnd',
    });
    expect(validateEditTimes(input({ start: at('2025-06-10T15:00:00Z') }))).toEqual({});
  });

  it('keeps the appointment under 24 hours: 23:59 is fine, 24:00 is not', () => {
    const end = at('2025-06-10T15:00:00Z');
    expect(validateEditTimes(input({ start: at('2025-06-09T15:01:00Z'), end }))).toEqual({});
    expect(validateEditTimes(input({ start: at('2025-06-09T15:00:00Z'), end })).range).toEqual({
      key: 'editTimes.tooLong',
    });
    expect(validateEditTimes(input({ start: at('2025-06-08T15:00:00Z'), end })).range).toEqual({
      key: 'editTimes.tooLong',
    });
  });
});

describe('validateEditTimes: conflicts', () => {
  const other = (start: string, end: string, status: OverlapOther['status'] = 'Kept'): OverlapOther => ({
    appointmentId: 7,
    start: at(start),
    end: at(end),
    status,
  });

  it('reports an overlapping appointment with the spec message', () => {
    const errors = validateEditTimes(
      input({ otherAppointments: [other('2025-06-10T14:30:00Z', '2025-06-10T15:30:00Z')] }),
    );
    expect(errors).toEqual({ conflict: { key: 'editTimes.conflict' } });
    expect(formatMessage('editTimes.conflict')).toBe('These times conflict with another appointment.');
  });

  it('lets appointments touch end to start', () => {
    const others = [
      other('2025-06-10T13:00:00Z', '2025-06-10T14:00:00Z'),
      other('2025-06-10T15:00:00Z', '2025-06-10T16:00:00Z'),
    ];
    expect(validateEditTimes(input({ otherAppointments: others }))).toEqual({});
  });

  it('ignores appointments with status Error, DNS, CBT or CBC', () => {
    for (const status of ['Error', 'DNS', 'CBT', 'CBC'] as const) {
      const others = [other('2025-06-10T14:00:00Z', '2025-06-10T15:00:00Z', status)];
      expect(validateEditTimes(input({ otherAppointments: others }))).toEqual({});
    }
    for (const status of ['None', 'Checked In', 'Co-Staff', 'In Session', 'Kept'] as const) {
      const others = [other('2025-06-10T14:00:00Z', '2025-06-10T15:00:00Z', status)];
      expect(validateEditTimes(input({ otherAppointments: others })).conflict).toBeDefined();
    }
  });

  it('leaves the edited appointment itself out', () => {
    const others = [other('2025-06-10T14:00:00Z', '2025-06-10T15:00:00Z')];
    expect(validateEditTimes(input({ appointmentId: 7, otherAppointments: others }))).toEqual({});
  });

  it('finds an appointment lying wholly inside the edited times', () => {
    const others = [other('2025-06-10T14:20:00Z', '2025-06-10T14:40:00Z')];
    expect(validateEditTimes(input({ appointmentId: 8, otherAppointments: others })).conflict).toBeDefined();
  });

  it('does not look for conflicts when the range itself is wrong', () => {
    const errors = validateEditTimes(
      input({
        start: at('2025-06-10T16:00:00Z'),
        end: at('2025-06-10T15:00:00Z'),
        otherAppointments: [other('2025-06-10T14:00:00Z', '2025-06-10T17:00:00Z')],
      }),
    );
    expect(errors).toEqual({ range: { key: 'editTimes.startAfterEnd' } });
  });
});

describe('validateEditTimes: reason and comments', () => {
  it('requires both when the activity requires a reason, with the spec messages', () => {
    const errors = validateEditTimes(input({ requireReason: true, comments: '   ' }));
    expect(errors).toEqual({
      reason: { key: 'editTimes.reasonRequired' },
      comments: { key: 'editTimes.commentsRequired' },
    });
    expect(formatMessage('editTimes.reasonRequired')).toBe(
      'Reason For Change is a required field. Please complete and save.',
    );
    expect(formatMessage('editTimes.commentsRequired')).toBe(
      'Comments is a required field. Please complete and save.',
    );
  });

  it('does not require them otherwise', () => {
    expect(validateEditTimes(input({ requireReason: false }))).toEqual({});
  });

  it('accepts a reason with 256 characters of comments and refuses 257', () => {
    expect(validateEditTimes(input({ requireReason: true, reason: 12, comments: 'x'.repeat(256) }))).toEqual(
      {},
    );
    expect(validateEditTimes(input({ requireReason: true, reason: 12, comments: 'x'.repeat(257) }))).toEqual({
      comments: { key: 'editTimes.commentsTooLong', params: { max: 256 } },
    });
    expect(validateEditTimes(input({ comments: 'x'.repeat(257) })).comments?.key).toBe(
      'editTimes.commentsTooLong',
    );
  });
});

describe('minimumEditableDate', () => {
  const beginActual = at('2025-06-10T14:00:00Z'); // 09:00 on 10 June in Chicago

  it('is one day before the actual begin date when required', () => {
    expect(minimumEditableDate(beginActual, true, ZONE)).toBe('2025-06-09');
  });

  it('takes the begin date in the organization zone', () => {
    // 01:00 UTC on 1 July is still 30 June in Chicago.
    expect(minimumEditableDate(at('2025-07-01T01:00:00Z'), true, ZONE)).toBe('2025-06-29');
  });

  it('is null (no minimum) when not required', () => {
    expect(minimumEditableDate(beginActual, false, ZONE)).toBeNull();
  });

  it('is enforced on the start date when a reason is required', () => {
    const base = { requireReason: true, reason: 3, comments: 'late entry', beginActual };
    const dayBefore = at('2025-06-09T05:00:00Z'); // 00:00 on 9 June in Chicago
    expect(validateEditTimes(input({ ...base, start: dayBefore, end: at('2025-06-09T06:00:00Z') }))).toEqual(
      {},
    );
    const twoDaysBefore = at('2025-06-09T04:59:00Z'); // 23:59 on 8 June in Chicago
    const errors = validateEditTimes(
      input({ ...base, start: twoDaysBefore, end: at('2025-06-09T06:00:00Z') }),
    );
    expect(errors).toEqual({
      startDate: { key: 'editTimes.beforeMinimumDate', params: { date: '06/09/2025' } },
    });
    expect(formatMessage('editTimes.beforeMinimumDate', { date: '06/09/2025' })).toBe(
      'Start Date cannot be before 06/09/2025.',
    );
  });

  it('is not enforced when no reason is required', () => {
    const errors = validateEditTimes(
      input({ beginActual, start: at('2025-06-08T14:00:00Z'), end: at('2025-06-08T15:00:00Z') }),
    );
    expect(errors).toEqual({});
  });
});

describe('recordOriginalTimes', () => {
  const visit: EditableVisitTimes & { evvVisitId: number } = {
    evvVisitId: 5,
    startDateTime: '2025-06-10T14:00:00.000Z',
    endDateTime: '2025-06-10T15:00:00.000Z',
    originalStartDate: null,
    originalEndDate: null,
  };

  it('stores the original times on the first edit and keeps the other fields', () => {
    const edited = recordOriginalTimes(visit, at('2025-06-10T13:45:00Z'), at('2025-06-10T15:00:00Z'));
    expect(edited).toEqual({
      evvVisitId: 5,
      startDateTime: '2025-06-10T13:45:00.000Z',
      endDateTime: '2025-06-10T15:00:00.000Z',
      originalStartDate: '2025-06-10T14:00:00.000Z',
      originalEndDate: '2025-06-10T15:00:00.000Z',
    });
    expect(visit.originalStartDate).toBeNull(); // the input is not mutated
  });

  it('never overwrites an original already stored', () => {
    const once = recordOriginalTimes(visit, at('2025-06-10T13:45:00Z'), at('2025-06-10T15:10:00Z'));
    const twice = recordOriginalTimes(once, at('2025-06-10T13:30:00Z'), at('2025-06-10T15:20:00Z'));
    expect(twice.originalStartDate).toBe('2025-06-10T14:00:00.000Z');
    expect(twice.originalEndDate).toBe('2025-06-10T15:00:00.000Z');
    expect(twice.startDateTime).toBe('2025-06-10T13:30:00.000Z');
    expect(twice.endDateTime).toBe('2025-06-10T15:20:00.000Z');
  });

  it('records nothing when the times do not change (whatever their ISO spelling)', () => {
    const sameTimes = { ...visit, startDateTime: '2025-06-10T09:00:00-05:00' };
    expect(recordOriginalTimes(sameTimes, at('2025-06-10T14:00:00Z'), at('2025-06-10T15:00:00Z'))).toBe(
      sameTimes,
    );
  });

  it('keeps a missing original as null when the visit had no times yet', () => {
    const fresh = { ...visit, startDateTime: null, endDateTime: null };
    const edited = recordOriginalTimes(fresh, at('2025-06-10T14:00:00Z'), at('2025-06-10T15:00:00Z'));
    expect(edited.originalStartDate).toBeNull();
    expect(edited.startDateTime).toBe('2025-06-10T14:00:00.000Z');
  });
});

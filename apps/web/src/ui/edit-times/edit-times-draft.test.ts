import { describe, expect, it } from 'vitest';
import { overlapOtherOfDevice, validateEditTimes } from '@carevisit/core';
import {
  currentTimes,
  draftInstants,
  editTimesDraft,
  editTimesInput,
  editedTimesOf,
  recordedTimes,
  type EditTimesContext,
} from './edit-times-draft.ts';

const ZONE = 'America/New_York';
// Recorded 10:02:31 to 11:05:12 on 2025-06-14, New York (EDT, UTC-4).
const recorded = { start: new Date('2025-06-14T14:02:31Z'), end: new Date('2025-06-14T15:05:12Z') };
const context: EditTimesContext = {
  recorded,
  now: new Date('2025-06-14T16:00:00Z'),
  timeZone: ZONE,
  requireReason: true,
  beginActual: recorded.start,
  appointmentId: 100,
  otherAppointments: [],
};

describe('recordedTimes', () => {
  it('prefers the visit times, then the actual ones, then the fallback', () => {
    const fallback = new Date('2025-06-14T16:00:00Z');
    expect(
      recordedTimes(
        {
          startDateTime: null,
          endDateTime: '2025-06-14T15:00:00Z',
          beginActualDateTime: '2025-06-14T14:00:00Z',
          endActualDateTime: '2025-06-14T15:30:00Z',
        },
        fallback,
      ),
    ).toEqual({ start: new Date('2025-06-14T14:00:00Z'), end: new Date('2025-06-14T15:00:00Z') });
    expect(
      recordedTimes(
        { startDateTime: null, endDateTime: null, beginActualDateTime: null, endActualDateTime: null },
        fallback,
      ),
    ).toEqual({ start: fallback, end: fallback });
  });
});

describe('editTimesDraft', () => {
  it('shows the recorded times on the organization’s wall clock', () => {
    expect(editTimesDraft(recorded, null, ZONE)).toEqual({
      startDate: '2025-06-14',
      startTime: '10:02',
      endDate: '2025-06-14',
      endTime: '11:05',
      reason: null,
      comments: '',
    });
  });

  it('opens again on the times and reason saved last', () => {
    const edited = {
      start: '2025-06-14T13:30:00.000Z',
      end: '2025-06-14T15:00:00.000Z',
      reason: 3,
      comments: 'Forgot',
    };
    expect(editTimesDraft(recorded, edited, ZONE)).toMatchObject({
      startTime: '09:30',
      endTime: '11:00',
      reason: 3,
    });
    expect(currentTimes(recorded, edited).start).toEqual(new Date('2025-06-14T13:30:00.000Z'));
  });
});

describe('draftInstants and editedTimesOf', () => {
  const untouched = editTimesDraft(recorded, null, ZONE);

  it('keeps the recorded instants, seconds and all, for untouched fields', () => {
    expect(draftInstants(untouched, recorded, ZONE)).toEqual(recorded);
    expect(editedTimesOf({ ...untouched, reason: 2, comments: 'x' }, context)).toBeNull();
  });

  it('keeps the same times with their reason for a correction, which gives an earlier edit its reason', () => {
    const reasoned = { ...untouched, reason: 2, comments: ' Caregiver forgot ' };
    expect(editedTimesOf(reasoned, { ...context, sameTimesChange: true })).toEqual({
      start: recorded.start.toISOString(),
      end: recorded.end.toISOString(),
      reason: 2,
      comments: 'Caregiver forgot',
    });
  });

  it('returns a changed time with its trimmed reason', () => {
    const earlier = { ...untouched, startTime: '09:45', reason: 2, comments: '  Forgot to start  ' };
    expect(editedTimesOf(earlier, context)).toEqual({
      start: '2025-06-14T13:45:00.000Z',
      end: recorded.end.toISOString(),
      reason: 2,
      comments: 'Forgot to start',
    });
    expect(editedTimesOf(earlier, { ...context, requireReason: false })).toMatchObject({
      reason: null,
      comments: null,
    });
  });

  it('has no instant for a cleared date', () => {
    expect(draftInstants({ ...untouched, endDate: '' }, recorded, ZONE).end).toBeNull();
  });
});

describe('validation through the core rule', () => {
  const messages = (change: Partial<ReturnType<typeof editTimesDraft>>) =>
    validateEditTimes(
      editTimesInput(
        { ...editTimesDraft(recorded, null, ZONE), reason: 1, comments: 'ok', ...change },
        context,
      ),
    );

  it('passes the recorded times with a reason', () => {
    expect(messages({})).toEqual({});
  });

  it('names a future end date and a future end time', () => {
    expect(messages({ endDate: '2025-06-15' }).endDate).toEqual({ key: 'editTimes.futureEndDate' });
    expect(messages({ endTime: '12:30' }).endTime).toEqual({ key: 'editTimes.futureEndTime' });
  });

  it('names a start after the end and a visit of 24 hours', () => {
    expect(messages({ endTime: '00:00' }).range).toEqual({ key: 'editTimes.startAfterEnd' });
    expect(messages({ startDate: '2025-06-13', startTime: '00:00' }).range).toEqual({
      key: 'editTimes.tooLong',
    });
  });

  it('asks for the reason and comments the activity requires', () => {
    expect(messages({ reason: null, comments: ' ' })).toEqual({
      reason: { key: 'editTimes.reasonRequired' },
      comments: { key: 'editTimes.commentsRequired' },
    });
  });

  it('finds a conflict with another appointment, not with its own', () => {
    const others = [
      {
        appointmentId: 100,
        startDateInstance: '2025-06-14T14:00:00Z',
        endDateInstance: '2025-06-14T15:00:00Z',
        status: 'In Session' as const,
      },
      {
        appointmentId: 101,
        startDateInstance: '2025-06-14T15:00:00Z',
        endDateInstance: '2025-06-14T16:00:00Z',
        status: 'None' as const,
      },
    ].map(overlapOtherOfDevice);
    const input = editTimesInput(
      { ...editTimesDraft(recorded, null, ZONE), reason: 1, comments: 'ok' },
      { ...context, otherAppointments: others },
    );
    expect(validateEditTimes(input)).toEqual({ conflict: { key: 'editTimes.conflict' } });
    const before = editTimesInput(
      { ...editTimesDraft(recorded, null, ZONE), endTime: '11:00', reason: 1, comments: 'ok' },
      { ...context, otherAppointments: others },
    );
    expect(validateEditTimes(before)).toEqual({});
  });
});

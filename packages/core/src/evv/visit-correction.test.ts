import { describe, expect, it } from 'vitest';
import { COMMENTS_MAX } from '../constants.ts';
import type { OverlapOther } from '../rules/overlap.ts';
import { correctionEdits, visitCorrectionErrors, type VisitCorrection } from './visit-correction.ts';

const ZONE = 'America/Chicago';
// Tuesday 10 June 2025, 12:00 in Chicago (CDT, UTC-5).
const now = new Date('2025-06-10T17:00:00Z');
const at = (iso: string) => new Date(iso);

const correction = (overrides: Partial<VisitCorrection> = {}): VisitCorrection => ({
  visitCorrectionId: 1,
  evvVisitId: 40,
  madeByStaffId: 7,
  madeAt: '2025-06-10T16:00:00.000Z',
  startDateTime: '2025-06-10T14:00:00.000Z',
  endDateTime: '2025-06-10T15:00:00.000Z',
  reasonCodeId: 3,
  memo: 'Left at ten, phone died',
  ...overrides,
});

describe('correctionEdits', () => {
  it('is one time edit per correction: who, when, the times it sets, its reason and memo', () => {
    expect(correctionEdits([correction()])).toEqual([
      {
        madeByStaffId: 7,
        madeAt: '2025-06-10T16:00:00.000Z',
        start: '2025-06-10T14:00:00.000Z',
        end: '2025-06-10T15:00:00.000Z',
        reasonCodeId: 3,
        memo: 'Left at ten, phone died',
      },
    ]);
  });

  it('orders corrections as they were made (then by id), whatever order they come in, and leaves its input', () => {
    const later = correction({ visitCorrectionId: 2, madeAt: '2025-06-10T16:30:00.000Z', memo: 'later' });
    const sameMoment = correction({ visitCorrectionId: 3, madeAt: '2025-06-10T16:30:00.000Z', memo: 'last' });
    const first = correction({ memo: 'first' });
    const input = [sameMoment, later, first];
    expect(correctionEdits(input).map((edit) => edit.memo)).toEqual(['first', 'later', 'last']);
    expect(input.map((item) => item.memo)).toEqual(['last', 'later', 'first']);
  });

  it('is nothing without corrections', () => {
    expect(correctionEdits([])).toEqual([]);
  });
});

describe('visitCorrectionErrors', () => {
  const input = (overrides: Partial<Parameters<typeof visitCorrectionErrors>[0]> = {}) => ({
    start: at('2025-06-10T14:00:00Z'), // 09:00 Chicago
    end: at('2025-06-10T15:00:00Z'), // 10:00 Chicago
    now,
    timeZone: ZONE,
    beginActual: at('2025-06-10T14:05:00Z'),
    appointmentId: 40,
    otherAppointments: [],
    reasonCodeId: 3,
    memo: 'Left at ten, phone died',
    ...overrides,
  });

  it('accepts past times with a reason and a memo', () => {
    expect(visitCorrectionErrors(input())).toEqual({});
  });

  it('always asks for a reason and a memo (a blank memo is none), whatever the activity asks of Edit Times', () => {
    expect(visitCorrectionErrors(input({ reasonCodeId: null, memo: null }))).toEqual({
      reason: { key: 'editTimes.reasonRequired' },
      comments: { key: 'editTimes.commentsRequired' },
    });
    expect(visitCorrectionErrors(input({ memo: '   ' }))).toEqual({
      comments: { key: 'editTimes.commentsRequired' },
    });
    expect(visitCorrectionErrors(input({ memo: 'x'.repeat(COMMENTS_MAX + 1) }))).toEqual({
      comments: { key: 'editTimes.commentsTooLong', params: { max: COMMENTS_MAX } },
    });
  });

  it('refuses a future end: later today, or another day', () => {
    expect(visitCorrectionErrors(input({ end: at('2025-06-10T17:30:00Z') }))).toEqual({
      endTime: { key: 'editTimes.futureEndTime' },
    });
    // 00:30 on 11 June in Chicago.
    expect(visitCorrectionErrors(input({ end: at('2025-06-11T05:30:00Z') }))).toEqual({
      endDate: { key: 'editTimes.futureEndDate' },
    });
  });

  it('refuses a start after the end, and 24 hours or more', () => {
    expect(
      visitCorrectionErrors(input({ start: at('2025-06-10T15:00:01Z'), end: at('2025-06-10T15:00:00Z') })),
    ).toEqual({ range: { key: 'editTimes.startAfterEnd' } });
    expect(
      visitCorrectionErrors(
        input({
          start: at('2025-06-09T14:00:00Z'),
          end: at('2025-06-10T14:00:00Z'),
          beginActual: at('2025-06-09T14:00:00Z'),
        }),
      ),
    ).toEqual({ range: { key: 'editTimes.tooLong' } });
  });

  it('refuses a start before the day before the actual begin (spec 1 §5: a reason is always required)', () => {
    // 23:59 on 8 June in Chicago, two days before the visit began.
    const start = at('2025-06-09T04:59:00Z');
    expect(visitCorrectionErrors(input({ start, end: at('2025-06-09T06:00:00Z') }))).toEqual({
      startDate: { key: 'editTimes.beforeMinimumDate', params: { date: '06/09/2025' } },
    });
  });

  it("refuses times over another of the caregiver's appointments, but not the visit's own or one it touches", () => {
    const other: OverlapOther = {
      appointmentId: 41,
      start: at('2025-06-10T14:30:00Z'),
      end: at('2025-06-10T15:30:00Z'),
      status: 'Kept',
    };
    expect(visitCorrectionErrors(input({ otherAppointments: [other] }))).toEqual({
      conflict: { key: 'editTimes.conflict' },
    });
    const own = { ...other, appointmentId: 40 };
    expect(visitCorrectionErrors(input({ otherAppointments: [own] }))).toEqual({});
    const touching = { ...other, start: at('2025-06-10T15:00:00Z'), end: at('2025-06-10T16:00:00Z') };
    expect(visitCorrectionErrors(input({ otherAppointments: [touching] }))).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { curesRecord } from './cures-record.ts';
import { billedMinutes, billedTimes, weekMinutes } from './pay-week.ts';
import { serviceDateOf } from './service-date.ts';
import { visitTimeEdits } from './visit-evidence.ts';
import { DEMO_CASES, demoEvidence } from './testing/demo-evidence.ts';

const instant = (iso: string | null) => (iso === null ? null : new Date(iso).getTime());

describe('a week of verified visits, as the payer is told them', () => {
  it.each(DEMO_CASES)('bills the times and date of the Cures Act record: $name', ({ evidence }) => {
    const record = curesRecord(evidence);
    const times = billedTimes(evidence.visit);
    expect(instant(times.start)).toBe(instant(record.times.start));
    expect(instant(times.end)).toBe(instant(record.times.end));
    const { appointmentDate } = evidence.appointment;
    expect(
      serviceDateOf(billedTimes(evidence.visit).start, appointmentDate, evidence.organization.timeZone),
    ).toBe(record.serviceDate);
  });

  it('counts the adjusted times where the times were edited, else the calls', () => {
    // Calls 09:02-10:58 New York time: 116 minutes.
    expect(billedMinutes(billedTimes(demoEvidence().visit))).toBe(116);
    const edited = demoEvidence({
      visit: {
        startDateTime: '2026-11-27T14:00:00.000Z',
        endDateTime: '2026-11-27T16:00:00.000Z',
        adjustedBeginDateTime: '2026-11-27T14:00:00.000Z',
        adjustedEndDateTime: '2026-11-27T16:00:00.000Z',
        editTimesReason: 13,
        editTimesComments: 'Client asked to start later.',
        editTimesEventType: 'EditTimes',
      },
    });
    expect(billedMinutes(billedTimes(edited.visit))).toBe(120);
  });

  it("counts a supervisor's latest correction over the caregiver's own times, as the record sent does", () => {
    const corrections = [
      {
        visitCorrectionId: 7,
        evvVisitId: 1,
        madeByStaffId: 9,
        madeAt: '2026-11-28T10:00:00.000Z',
        startDateTime: '2026-11-27T14:00:00.000Z',
        endDateTime: '2026-11-27T15:30:00.000Z',
        reasonCodeId: 13,
        memo: 'Left at 10:30 per the family.',
      },
      {
        visitCorrectionId: 8,
        evvVisitId: 1,
        madeByStaffId: 9,
        madeAt: '2026-11-28T11:00:00.000Z',
        startDateTime: '2026-11-27T14:00:00.000Z',
        endDateTime: '2026-11-27T15:45:00.000Z',
        reasonCodeId: 13,
        memo: 'Left at 10:45, the family wrote.',
      },
    ];
    const evidence = demoEvidence();
    expect(billedMinutes(billedTimes(evidence.visit, corrections))).toBe(105);
    expect(billedMinutes(billedTimes(evidence.visit, corrections.slice(0, 1)))).toBe(90);
    const record = curesRecord({ ...evidence, edits: visitTimeEdits(evidence.visit, corrections) });
    expect(instant(billedTimes(evidence.visit, corrections).end)).toBe(instant(record.times.end));
  });

  it('counts nothing for a visit without its Time Out, or one whose end is not after its start', () => {
    const open = demoEvidence({ visit: { endActualDateTime: null, endDateTime: null } });
    expect(billedMinutes(billedTimes(open.visit))).toBe(0);
    const backwards = demoEvidence({
      visit: {
        beginActualDateTime: '2026-11-27T16:00:00.000Z',
        startDateTime: '2026-11-27T16:00:00.000Z',
        endActualDateTime: '2026-11-27T15:00:00.000Z',
        endDateTime: '2026-11-27T15:00:00.000Z',
      },
    });
    expect(billedMinutes(billedTimes(backwards.visit))).toBe(0);
  });

  it('dates a visit without a start by its appointment', () => {
    const unstarted = demoEvidence({ visit: { beginActualDateTime: null, startDateTime: null } });
    expect(serviceDateOf(billedTimes(unstarted.visit).start, '2026-11-26', 'America/New_York')).toBe(
      '2026-11-26',
    );
  });

  it("dates a visit in the organization's zone: 9 PM Saturday in New York is Sunday in UTC", () => {
    const late = demoEvidence({
      visit: {
        beginActualDateTime: '2026-11-29T02:00:00.000Z',
        startDateTime: '2026-11-29T02:00:00.000Z',
        endActualDateTime: '2026-11-29T03:00:00.000Z',
        endDateTime: '2026-11-29T03:00:00.000Z',
      },
    });
    expect(serviceDateOf(billedTimes(late.visit).start, '2026-11-28', 'America/New_York')).toBe('2026-11-28');
    expect(serviceDateOf(billedTimes(late.visit).start, '2026-11-28', 'UTC')).toBe('2026-11-29');
  });

  it("adds a week's minutes up", () => {
    expect(weekMinutes([])).toBe(0);
    expect(weekMinutes([{ minutes: 116 }, { minutes: 120 }, { minutes: 0 }])).toBe(236);
  });
});

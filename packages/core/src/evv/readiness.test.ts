import { describe, expect, it } from 'vitest';
import type { OverlapOther } from '../rules/overlap.ts';
import { formatMessage } from '../messages/format.ts';
import { curesRecord } from './cures-record.ts';
import { overlapWindow, readinessProblems } from './readiness.ts';
import { correctableByTimes, readinessCodes } from './readiness-problem.ts';
import { reportedChanges } from './readiness-changes.ts';
import { visitTimeEdits } from './visit-evidence.ts';
import { DEMO_CASES, demoEvidence, type EvidenceParts } from './testing/demo-evidence.ts';

const NONE = { otherVisits: [] };
const codes = (parts: EvidenceParts, otherVisits: readonly OverlapOther[] = []) =>
  readinessProblems(curesRecord(demoEvidence(parts)), { otherVisits }).map((problem) => problem.code);

const IN = '2026-11-27T14:00:00.000Z';
const inPlus = (ms: number) => new Date(Date.parse(IN) + ms).toISOString();
/** Calls at these times, shown as captured (not edited). */
const times = (end: string, begin = IN) => ({
  visit: { beginActualDateTime: begin, endActualDateTime: end, startDateTime: begin, endDateTime: end },
});
const HOUR = 3_600_000;

describe('readinessProblems', () => {
  it.each(DEMO_CASES)(
    'finds nothing to fix exactly in the ready demo visits: $name',
    ({ evidence, ready }) => {
      expect(readinessProblems(curesRecord(evidence), NONE).length === 0).toBe(ready);
    },
  );

  it('gives each problem a caregiver sentence and a fix from the message catalog', () => {
    const [problem] = readinessProblems(
      curesRecord(demoEvidence({ billing: { clientMedicaidId: null } })),
      NONE,
    );
    expect(problem).toEqual({
      code: 'clientMedicaidIdMissing',
      sentence: { key: 'evvReadiness.clientMedicaidIdMissing' },
      fix: { action: 'askOffice', label: { key: 'evvFix.askOffice' } },
    });
    expect(formatMessage(problem!.sentence.key)).toMatch(/Medicaid ID is missing/);
  });

  describe('identifiers', () => {
    it.each([
      [{ providerMedicaidId: null }, 'providerMedicaidIdMissing'],
      [{ providerMedicaidId: '  ' }, 'providerMedicaidIdMissing'],
      [{ clientMedicaidId: '' }, 'clientMedicaidIdMissing'],
      [{ payerId: null }, 'payerMissing'],
      [{ payerProgram: null }, 'payerMissing'],
      [{ procedureCode: null }, 'procedureCodeMissing'],
      [{ employeeIdentifierPresent: false }, 'employeeIdentifierMissing'],
      [{ employeeQualifier: null }, 'employeeIdentifierMissing'],
    ] as const)('%o is %s', (billing, code) => {
      expect(codes({ billing })).toEqual([code]);
    });

    it('names a missing payer once when both payer and program are missing', () => {
      expect(codes({ billing: { payerId: null, payerProgram: null } })).toEqual(['payerMissing']);
    });

    it('stops nothing when EVV does not apply to the service: it is never sent', () => {
      expect(codes({ billing: { evvApplies: false, clientMedicaidId: null, procedureCode: null } })).toEqual(
        [],
      );
    });
  });

  describe('times', () => {
    it('an out time one second after the in time is fine; equal or earlier is not', () => {
      expect(codes(times(inPlus(1000)))).toEqual([]);
      expect(codes(times(IN))).toEqual(['outNotAfterIn']);
      expect(codes(times(inPlus(-1000)))).toEqual(['outNotAfterIn']);
    });

    it('judges the order to the second, as the aggregator takes the times', () => {
      // A stop 400 ms after a start at .500 falls in the same second: the export's two times would be equal.
      const atHalf = new Date(Date.parse(IN) + 500).toISOString();
      const visit = times(inPlus(900)).visit;
      expect(codes({ visit: { ...visit, beginActualDateTime: atHalf, startDateTime: atHalf } })).toEqual([
        'outNotAfterIn',
      ]);
    });

    it('checks the adjusted times, and the calls even when both sides are adjusted', () => {
      const adjusted = (start: string, end: string) => ({
        editTimesEventType: 'EditTimes',
        editTimesReason: 11,
        editTimesComments: 'Forgot to stop.',
        adjustedBeginDateTime: start,
        adjustedEndDateTime: end,
      });
      expect(
        codes({ visit: { ...times(inPlus(HOUR)).visit, ...adjusted(inPlus(2 * HOUR), inPlus(2 * HOUR)) } }),
      ).toEqual(['outNotAfterIn']);
      expect(codes({ visit: { ...times(inPlus(-HOUR)).visit, ...adjusted(IN, inPlus(HOUR)) } })).toEqual([
        'outNotAfterIn',
      ]);
      expect(
        codes({ visit: { ...times(inPlus(HOUR)).visit, ...adjusted(inPlus(-HOUR), inPlus(HOUR)) } }),
      ).toEqual([]);
    });

    it('a visit just under 24 hours is fine; 24 hours or more is not (spec 1 §5)', () => {
      expect(codes(times(inPlus(24 * HOUR - 1000)))).toEqual([]);
      expect(codes(times(inPlus(24 * HOUR)))).toEqual(['visitTooLong']);
    });

    it('a visit without an out time cannot be sent', () => {
      expect(codes({ visit: { endActualDateTime: null, endDateTime: null } })).toEqual(['timeMissing']);
    });

    it("overlaps another of the caregiver's visits; touching, ignored statuses and the visit itself do not", () => {
      const record = demoEvidence().visit;
      const begin = new Date(record.beginActualDateTime!);
      const end = new Date(record.endActualDateTime!);
      const other = (start: Date, finish: Date, extra: Partial<OverlapOther> = {}): OverlapOther => ({
        appointmentId: 7002,
        start,
        end: finish,
        status: 'Kept',
        ...extra,
      });
      const minute = 60_000;
      const before = new Date(begin.getTime() - HOUR);
      expect(codes({}, [other(before, begin)])).toEqual([]);
      expect(codes({}, [other(before, new Date(begin.getTime() + minute))])).toEqual(['overlappingVisit']);
      expect(codes({}, [other(end, new Date(end.getTime() + HOUR))])).toEqual([]);
      expect(codes({}, [other(before, end, { status: 'CBC' })])).toEqual([]);
      expect(codes({}, [other(before, end, { appointmentId: record.appointmentId })])).toEqual([]);
    });
  });

  describe('location', () => {
    const HOME = demoEvidence().homeAddress!;
    const at = (latitude: number | null, longitude: number | null) => ({
      startLatitude: latitude,
      startLongitude: longitude,
    });
    // 0.25 miles of latitude is about 0.003618 degrees.
    const MILE_QUARTER = 0.25 / 69.09;

    it('a call without a reading needs a reason; with one it is fine', () => {
      expect(codes({ visit: at(null, null) })).toEqual(['gpsMissing']);
      expect(codes({ visit: { ...at(null, HOME.addressLongitude), endLatitude: null } })).toEqual([
        'gpsMissing',
      ]);
      expect(codes({ visit: { ...at(null, null), addressDistanceReason: 31 } })).toEqual([]);
    });

    it('a reading just inside 0.25 miles is fine, just outside needs a reason (spec 1 §5 address distance)', () => {
      const pa = (latitude: number, reason: number | null = null) => ({
        evvState: 'PA',
        visit: { ...at(latitude, HOME.addressLongitude), addressDistanceReason: reason },
      });
      expect(codes(pa(HOME.addressLatitude! + MILE_QUARTER * 0.99))).toEqual([]);
      expect(codes(pa(HOME.addressLatitude! + MILE_QUARTER * 1.01))).toEqual(['gpsFarFromAddress']);
      expect(codes(pa(HOME.addressLatitude! + 0.01, 31))).toEqual([]);
    });

    it('New Jersey measures 300 feet, elsewhere 0.25 miles', () => {
      const feet400 = 400 / 5280 / 69.09;
      const visit = at(HOME.addressLatitude! + feet400, HOME.addressLongitude);
      expect(codes({ visit })).toEqual(['gpsFarFromAddress']);
      expect(codes({ visit, evvState: 'PA' })).toEqual([]);
    });

    it('does not call a reading far from an address without coordinates', () => {
      const evidence = demoEvidence({ visit: at(HOME.addressLatitude! + 1, HOME.addressLongitude) });
      const record = curesRecord({
        ...evidence,
        homeAddress: { addressLatitude: null, addressLongitude: null },
      });
      expect(readinessProblems(record, NONE)).toEqual([]);
    });
  });

  describe('changes', () => {
    const edit = (reason: number | null, comments: string | null) => ({
      visit: {
        editTimesEventType: 'EditTimes',
        editTimesReason: reason,
        editTimesComments: comments,
        adjustedEndDateTime: '2026-11-27T16:30:00.000Z',
      },
    });

    it('needs a reason code and a memo for an edited time', () => {
      expect(codes(edit(null, 'Forgot to stop.'))).toEqual(['editReasonMissing']);
      expect(codes(edit(11, null))).toEqual(['editMemoMissing']);
      expect(codes(edit(11, '   '))).toEqual(['editMemoMissing']);
      expect(codes(edit(null, null))).toEqual(['editReasonMissing', 'editMemoMissing']);
    });

    it("is put right by a supervisor's correction with a reason and memo, which alone is reported", () => {
      const evidence = demoEvidence(edit(null, null));
      const correction = {
        visitCorrectionId: 1,
        evvVisitId: evidence.visit.evvVisitId,
        madeByStaffId: 77,
        madeAt: '2026-11-28T09:00:00.000Z',
        startDateTime: evidence.edits[0]!.start,
        endDateTime: evidence.edits[0]!.end,
        reasonCodeId: 11,
        memo: 'Caregiver stayed late at the client’s request.',
      };
      const record = curesRecord({ ...evidence, edits: visitTimeEdits(evidence.visit, [correction]) });
      expect(record.changes).toHaveLength(2);
      expect(readinessProblems(record, NONE)).toEqual([]);
      expect(reportedChanges(record)).toEqual([record.changes[1]]);
      // A correction without its memo still holds the visit.
      const bare = curesRecord({
        ...evidence,
        edits: visitTimeEdits(evidence.visit, [{ ...correction, memo: ' ' }]),
      });
      expect(readinessProblems(bare, NONE).map((problem) => problem.code)).toEqual(['editMemoMissing']);
    });

    it('counts shown times moved off the calls with no Edit Times event as an edit without a reason', () => {
      expect(codes({ visit: { endDateTime: '2026-11-27T16:30:00.000Z' } })).toEqual([
        'editReasonMissing',
        'editMemoMissing',
      ]);
    });

    it('takes a memo of 256 characters, not 257', () => {
      expect(codes(edit(11, 'x'.repeat(256)))).toEqual([]);
      const problems = readinessProblems(curesRecord(demoEvidence(edit(11, 'x'.repeat(257)))), NONE);
      expect(problems).toEqual([
        {
          code: 'memoTooLong',
          sentence: { key: 'evvReadiness.memoTooLong', params: { max: 256 } },
          fix: { action: 'shortenMemo', label: { key: 'evvFix.shortenMemo' } },
        },
      ]);
    });
  });

  it('lists each problem once, in the order identifiers, times, location, changes', () => {
    const found = codes({
      billing: { clientMedicaidId: null },
      visit: {
        startLatitude: null,
        endLatitude: null,
        editTimesEventType: 'EditTimes',
        editTimesReason: null,
        editTimesComments: null,
        adjustedEndDateTime: '2026-11-27T16:30:00.000Z',
      },
    });
    expect(found).toEqual(['clientMedicaidIdMissing', 'gpsMissing', 'editReasonMissing', 'editMemoMissing']);
  });
});

describe('overlapWindow', () => {
  it('reaches a day before the billed start and a day after the billed end', () => {
    const record = curesRecord(demoEvidence({}));
    const window = overlapWindow(record)!;
    expect(window.from.getTime()).toBe(Date.parse(record.times.start!) - 86_400_000);
    expect(window.to.getTime()).toBe(Date.parse(record.times.end!) + 86_400_000);
  });

  it('is none for a record without billed times', () => {
    const record = curesRecord(demoEvidence({}));
    expect(overlapWindow({ ...record, times: { start: null, end: null } })).toBeNull();
  });
});

describe('what a correction of the times puts right', () => {
  it('fixes times, reasons, memos and overlaps, never identifiers or locations', () => {
    expect(readinessCodes.filter(correctableByTimes)).toEqual([
      'timeMissing',
      'outNotAfterIn',
      'visitTooLong',
      'editReasonMissing',
      'editMemoMissing',
      'memoTooLong',
      'overlappingVisit',
    ]);
  });
});

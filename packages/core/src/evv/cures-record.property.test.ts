import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { curesRecord } from './cures-record.ts';
import { demoEvidence } from './testing/demo-evidence.ts';
import type { VisitEvidence, VisitTimeEdit } from './visit-evidence.ts';

const BASE = Date.parse('2026-11-27T14:00:00Z');
const instant = fc
  .integer({ min: -36, max: 36 })
  .map((quarter) => new Date(BASE + quarter * 900_000).toISOString());

/** A change of the times: an Edit Times at verification, or a later correction by the office. */
const changeArb = fc.record({
  kind: fc.constantFrom('edit', 'correction'),
  start: instant,
  end: instant,
  reasonCodeId: fc.option(fc.constantFrom(11, 12, 13, 41), { nil: null }),
  memo: fc.option(fc.string({ maxLength: 300 }), { nil: null }),
  madeByStaffId: fc.constantFrom(41, 77),
});
type Change = typeof changeArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * What each change writes, the way the app and the office would: the visit's shown and adjusted times, the reason
 * fields, and one more edit in the list. Nothing here may reach the calls through curesRecord.
 */
function applyChange(evidence: VisitEvidence, change: Change, index: number): VisitEvidence {
  const edit: VisitTimeEdit = {
    madeByStaffId: change.madeByStaffId,
    madeAt: new Date(BASE + (index + 10) * 3_600_000).toISOString(),
    start: change.start,
    end: change.end,
    reasonCodeId: change.reasonCodeId,
    memo: change.memo,
  };
  const visit = {
    ...evidence.visit,
    startDateTime: change.start,
    endDateTime: change.end,
    adjustedBeginDateTime: change.start,
    adjustedEndDateTime: change.end,
    originalStartDate: evidence.visit.originalStartDate ?? evidence.visit.startDateTime,
    originalEndDate: evidence.visit.originalEndDate ?? evidence.visit.endDateTime,
    ...(change.kind === 'edit'
      ? {
          editTimesReason: change.reasonCodeId,
          editTimesComments: change.memo,
          editTimesEventType: 'EditTimes',
        }
      : {}),
    changedDate: edit.madeAt,
  };
  return { ...evidence, visit, edits: [...evidence.edits, edit] };
}

describe('curesRecord calls', () => {
  it('are identical before and after any sequence of edits and corrections', () => {
    fc.assert(
      fc.property(
        fc.record({ begin: instant, minutes: fc.integer({ min: 1, max: 600 }) }),
        fc.array(changeArb, { maxLength: 6 }),
        ({ begin, minutes }, changes) => {
          const end = new Date(Date.parse(begin) + minutes * 60_000).toISOString();
          const captured = demoEvidence({
            visit: {
              beginActualDateTime: begin,
              endActualDateTime: end,
              startDateTime: begin,
              endDateTime: end,
            },
          });
          const before: unknown = JSON.parse(JSON.stringify(curesRecord(captured).calls));
          const changed = changes.reduce(applyChange, captured);
          const after = curesRecord(changed);
          expect(after.calls).toEqual(before);
          expect(after.changes).toHaveLength(changes.length);
          const last = changes.at(-1);
          if (last) expect(after.times).toEqual({ start: last.start, end: last.end });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does not change the evidence it reads', () => {
    const evidence = applyChange(
      demoEvidence(),
      {
        kind: 'edit',
        start: new Date(BASE).toISOString(),
        end: new Date(BASE + 3_600_000).toISOString(),
        reasonCodeId: 11,
        memo: 'm',
        madeByStaffId: 41,
      },
      0,
    );
    const copy: unknown = JSON.parse(JSON.stringify(evidence));
    curesRecord(evidence);
    expect(evidence).toEqual(copy);
  });
});

import { describe, expect, it } from 'vitest';
import type { ModuleData } from '../entities/document.ts';
import { formatMessage } from '../messages/format.ts';
import { documentSafetyAlerts, impactSafetyAlerts } from './impact-safety.ts';
import { changeSinceLastTime, earlierImpactTotals } from './impact-trend.ts';
import { impactData, testMeasure } from './impact-test-measure.ts';

const impact = (totalScore: number | undefined, extra: Partial<ModuleData> = {}): ModuleData => ({
  ...impactData({}),
  ...(totalScore === undefined ? {} : { totalScore }),
  ...extra,
});

const document = (id: number, serviceDate: string, moduleData: ModuleData[], extra = {}) => ({
  id,
  clientId: 1,
  serviceDate,
  moduleData,
  deletedDate: null,
  ...extra,
});

describe('earlierImpactTotals (beyond the spec: the trend beside the Total)', () => {
  const query = { clientId: 1, measureId: 7, documentId: 50, serviceDate: '2026-06-15', limit: 3 };

  it('gives the client’s earlier totals of the same measure, oldest first, the latest few', () => {
    const documents = [
      document(4, '2026-06-01', [impact(12)]),
      document(1, '2026-03-01', [impact(20)]),
      document(2, '2026-04-01', [impact(18)]),
      document(3, '2026-05-01', [impact(15)]),
      document(5, '2026-06-15', [impact(11)]),
    ];
    expect(earlierImpactTotals(documents, query)).toEqual([
      { documentId: 3, serviceDate: '2026-05-01', totalScore: 15 },
      { documentId: 4, serviceDate: '2026-06-01', totalScore: 12 },
      { documentId: 5, serviceDate: '2026-06-15', totalScore: 11 },
    ]);
  });

  it('leaves out this document, later ones, other clients, other measures, deleted ones and not assessed', () => {
    const documents = [
      document(50, '2026-06-01', [impact(1)]),
      document(6, '2026-06-16', [impact(2)]),
      document(7, '2026-06-01', [impact(3)], { clientId: 2 }),
      document(8, '2026-06-01', [impact(4, { measureId: 8 })]),
      document(9, '2026-06-01', [impact(5)], { deletedDate: '2026-06-02T00:00:00Z' }),
      document(10, '2026-06-01', [impact(6, { notAssessed: 'Y' })]),
      document(11, '2026-06-01', [impact(undefined)]),
      document(12, '2026-06-01', [{ ...impact(9), moduleType: 'cf' }]),
    ];
    expect(earlierImpactTotals(documents, query)).toEqual([]);
  });

  it('says whether the total is higher, lower or the same as last time', () => {
    const earlier = [{ documentId: 1, serviceDate: '2026-05-01', totalScore: 10 }];
    expect(changeSinceLastTime(earlier, 12)).toBe('higher');
    expect(changeSinceLastTime(earlier, 8)).toBe('lower');
    expect(changeSinceLastTime(earlier, 10)).toBe('same');
    expect(changeSinceLastTime([], 10)).toBeNull();
  });
});

describe('impactSafetyAlerts (beyond the spec: PHQ-9 item 9, Kroenke et al. 2001)', () => {
  const measure = testMeasure();
  it('alerts when a safety question is answered above 0, whatever the total', () => {
    const alerts = impactSafetyAlerts(measure, impactData({ q1: '0', q2: '1' }), { clientAge: 40 });
    expect(alerts.map((a) => formatMessage(a.key, a.params))).toEqual([
      '"Question q2" was answered "Answer 1". Follow up on the client\'s safety today, whatever the total score.',
    ]);
  });

  it('does not alert at 0, with no answer, or when not assessed', () => {
    expect(impactSafetyAlerts(measure, impactData({ q2: '0' }), { clientAge: 40 })).toEqual([]);
    expect(impactSafetyAlerts(measure, impactData({}), { clientAge: 40 })).toEqual([]);
    const notAssessed = impactData({ q2: '3' }, { notAssessed: 'Y' });
    expect(impactSafetyAlerts(measure, notAssessed, { clientAge: 40 })).toEqual([]);
  });

  it('gathers the alerts of a document’s impact pages by their measure', () => {
    const pages = [
      impactData({ q2: '2' }),
      impactData({ q2: '2' }, { measureId: 8 }),
      { ...impactData({ q2: '2' }), moduleType: 'cf' as const },
    ];
    expect(documentSafetyAlerts(pages, [measure], { clientAge: 40 })).toHaveLength(1);
  });
});

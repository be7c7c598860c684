import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  impactLayout,
  impactMeasure,
  impactSafetyAlerts,
  readImpactAnswers,
  recomputeImpactScores,
  severityOf,
  totalSeverity,
  type ImpactMeasure,
  type ImpactMeasureDefinition,
  type ModuleData,
} from '@carevisit/core';
import { DEMO_MEASURES, RECOVERY_CHECK_IN } from './impact-measure.ts';
import { GAD7, GAD7_ITEM_IDS, PHQ9, PHQ9_ITEM9, PHQ9_ITEM_IDS } from './published-measures.ts';

const asStored = (definition: ImpactMeasureDefinition, id: number): ImpactMeasure =>
  impactMeasure.parse({ ...definition, id, changedDate: '2026-01-01T00:00:00Z', deletedDate: null });

/** Item answers adding up to a total, each item 0 to 3, the highest first. */
function answersFor(total: number, itemIds: string[]): ModuleData['fieldData'] {
  let left = total;
  return itemIds.map((key) => {
    const value = Math.min(3, left);
    left -= value;
    return { key, value: String(value) };
  });
}

const adult = { clientAge: 40 };

describe('the demo measures', () => {
  it('are valid impactconfig measures', () => {
    for (const [key, definition] of Object.entries(DEMO_MEASURES))
      expect(() => asStored(definition, 1), key).not.toThrow();
  });
});

describe('PHQ-9 (Kroenke, Spitzer & Williams 2001): scores at every severity band boundary', () => {
  const measure = asStored(PHQ9, 1);
  const bands = measure.subTotals[0]!.severityBands;
  it.each([
    [0, 'None-minimal'],
    [4, 'None-minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [15, 'Moderately severe'],
    [19, 'Moderately severe'],
    [20, 'Severe'],
    [27, 'Severe'],
  ])('total %i is %s', (total, band) => {
    const scores = recomputeImpactScores(measure, answersFor(total, PHQ9_ITEM_IDS), adult);
    expect(scores).toEqual({
      subTotal: [{ text: 'Depression Severity (items 1-9)', calculatedScore: total }],
      totalScore: total,
    });
    expect(severityOf(bands, scores.totalScore)?.label).toBe(band);
    expect(totalSeverity(measure, scores)?.label).toBe(band);
  });

  it('asks the item 9 follow-up only when item 9 is above 0, and then raises the safety alert', () => {
    const layoutOf = (item9: string) =>
      impactLayout(measure, readImpactAnswers([{ key: PHQ9_ITEM9, value: item9 }]), adult).questions;
    expect(layoutOf('0').get('phq9.safety')!.visibility).toBe('notRequired');
    expect(layoutOf('1').get('phq9.safety')!.visibility).toBe('shown');
    const data = (item9: string): ModuleData => ({
      moduleId: 1,
      moduleType: 'impact',
      formValidated: true,
      fieldData: [...answersFor(0, PHQ9_ITEM_IDS.slice(0, 8)), { key: PHQ9_ITEM9, value: item9 }],
    });
    expect(impactSafetyAlerts(measure, data('0'), adult)).toEqual([]);
    const [alert] = impactSafetyAlerts(measure, data('1'), adult);
    expect(formatMessage(alert!.key, alert!.params)).toContain('was answered "Several days"');
  });

  it('asks how difficult the problems made things only when an item is above 0', () => {
    const difficulty = (total: number) =>
      impactLayout(measure, readImpactAnswers(answersFor(total, PHQ9_ITEM_IDS)), adult).questions.get(
        'phq9.difficulty',
      )!.visibility;
    expect(difficulty(0)).toBe('notRequired');
    expect(difficulty(1)).toBe('shown');
  });
});

describe('GAD-7 (Spitzer, Kroenke, Williams & Löwe 2006): scores at every severity band boundary', () => {
  const measure = asStored(GAD7, 2);
  const bands = measure.subTotals[0]!.severityBands;
  it.each([
    [0, 'Minimal'],
    [4, 'Minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [15, 'Severe'],
    [21, 'Severe'],
  ])('total %i is %s', (total, band) => {
    const scores = recomputeImpactScores(measure, answersFor(total, GAD7_ITEM_IDS), adult);
    expect(scores.totalScore).toBe(total);
    expect(scores.subTotal).toEqual([{ text: 'Anxiety Severity (items 1-7)', calculatedScore: total }]);
    expect(severityOf(bands, total)?.label).toBe(band);
    expect(totalSeverity(measure, scores)?.label).toBe(band);
  });
});

describe('Recovery and Supports Check-in: an age rule', () => {
  const measure = asStored(RECOVERY_CHECK_IN, 3);
  const answers = [
    ...['recovery.daily.1', 'recovery.daily.2', 'recovery.daily.3', 'recovery.daily.4'].map((key) => ({
      key,
      value: '2',
    })),
    { key: 'recovery.school.1', value: '4' },
    { key: 'recovery.school.2', value: '3' },
    { key: 'recovery.work.1', value: '1' },
    { key: 'recovery.work.2', value: '0' },
  ];

  it('asks clients under 18 about school and adults about work and housing', () => {
    const visibility = (clientAge: number) => {
      const { sections } = impactLayout(measure, new Map(), { clientAge });
      return Object.fromEntries(sections.map(({ section, visibility }) => [section.sectionId, visibility]));
    };
    expect(visibility(17)).toMatchObject({ 'recovery.school': 'shown', 'recovery.work': 'notRequired' });
    expect(visibility(18)).toMatchObject({ 'recovery.school': 'notRequired', 'recovery.work': 'shown' });
  });

  it('averages the six items a client answers, rounded to 2 decimals', () => {
    expect(recomputeImpactScores(measure, answers, { clientAge: 15 }).totalScore).toBe(2.5);
    expect(recomputeImpactScores(measure, answers, { clientAge: 30 })).toEqual({
      subTotal: [
        { text: 'Daily Living', calculatedScore: 8 },
        { text: 'School, Work and Housing', calculatedScore: 1 },
      ],
      totalScore: 1.5,
    });
    const oneMore = answers.map((a) => (a.key === 'recovery.work.2' ? { ...a, value: '1' } : a));
    expect(recomputeImpactScores(measure, oneMore, { clientAge: 30 }).totalScore).toBe(1.67);
  });
});

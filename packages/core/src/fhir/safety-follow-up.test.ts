import { describe, expect, it } from 'vitest';
import type { ImpactMeasureDefinition, ImpactQuestion } from '../entities/impact-measure.ts';
import { readImpactAnswers } from '../modules/impact-answers.ts';
import { impactSafetyAlerts } from '../modules/impact-safety.ts';
import { impactData } from '../modules/impact-test-measure.ts';
import { impactLayout } from '../modules/impact-visibility.ts';
import { writtenImpactModule } from '../modules/written-impact.ts';
import { exportQuestionnaire } from './export-questionnaire.ts';
import { importQuestionnaire } from './import-questionnaire.ts';
import { PHQ9_SAFETY_FOLLOW_UP } from './known-codes.ts';
import { questionnaireResponse } from './questionnaire-response.ts';
import { fhirpathScore } from './score.ts';
import { fixtureJson, type FixtureName } from './testing/fixtures.ts';
import { itemIds, measureOf, stored } from './testing/phq9.ts';

/** Each dialect's PHQ-9, with the linkId of its item 9: coded 44260-8, or ninth in a PHQ-9 that codes its total only. */
const ITEM_9: [FixtureName, string][] = [
  ['lforms-phq9-ordinalValue-variables.json', '/44260-8'],
  ['lforms-phq9-weight-function.json', '/44260-8'],
  ['hl7-sdc-phq9-calculatedExpression-ordinal.json', 'H1/T1/Q9'],
];

const questionsOf = (measure: ImpactMeasureDefinition) => measure.sections.flatMap((s) => s.questions);
const followUpsOf = (measure: ImpactMeasureDefinition) => questionsOf(measure).filter((q) => q.followUpOf);

/** Items 1 to 8 answered 1, and item 9 as given: the page's module data. */
function page(measure: ImpactMeasureDefinition, item9: string, more: Record<string, string> = {}) {
  const ids = itemIds(measure);
  return impactData({
    ...Object.fromEntries(ids.slice(0, 8).map((id) => [id, '1'])),
    [ids[8]!]: item9,
    ...more,
  });
}

const context = { clientAge: null };

describe('the PHQ-9 item 9 follow-up of an imported PHQ-9, by LOINC code (issue 34)', () => {
  it.each(ITEM_9)(
    '%s: item 9 (%s) raises the alert and asks our required follow-up, last in its section',
    (name, item9) => {
      const measure = measureOf(name);
      const section = measure.sections.find((s) => s.questions.some((q) => q.questionId === item9))!;
      expect(section.questions.find((q) => q.questionId === item9)!.safetyAlert).toBe(true);
      expect(section.questions.at(-1)).toEqual<ImpactQuestion>({
        questionId: `${item9}.safety`,
        questionText: PHQ9_SAFETY_FOLLOW_UP,
        sequence: Math.max(...section.questions.slice(0, -1).map((q) => q.sequence)) + 1,
        controlType: 'TEXTAREA',
        values: [],
        businessRule: { kind: 'answer', questionIds: [item9], operator: 'greaterThan', value: 0 },
        minCheckeable: null,
        nonScoring: 'Y',
        hideFlag: 'N',
        required: true,
        followUpOf: item9,
      });
      expect(followUpsOf(measure)).toHaveLength(1);
    },
  );

  it.each(ITEM_9)('%s: asks it only once item 9 is above 0', (name, item9) => {
    const measure = measureOf(name);
    const visibility = (answer: string) =>
      impactLayout(stored(measure), new Map([[item9, answer]]), context).questions.get(`${item9}.safety`)
        ?.visibility;
    expect(visibility('0')).toBe('notRequired');
    expect(visibility('1')).toBe('shown');
    expect(visibility('3')).toBe('shown');
  });

  it.each(ITEM_9)('%s: a page being signed is refused until the follow-up is answered', (name, item9) => {
    const measure = stored(measureOf(name));
    const signed = (data: ReturnType<typeof page>) =>
      writtenImpactModule(data, { measure, ...context }, true);
    expect(signed(page(measure, '0')).issues).toEqual([]);
    expect(signed(page(measure, '2')).issues).toEqual([
      { key: 'impact.answerRequired', target: `${item9}.safety` },
    ]);
    const answered = signed(
      page(measure, '2', { [`${item9}.safety`]: 'Safety plan made; supervisor told.' }),
    );
    expect(answered.issues).toEqual([]);
    expect(answered.data.totalScore).toBe(10);
  });

  it.each(ITEM_9)('%s: raises the safety alert once item 9 is above 0', (name, item9) => {
    const measure = stored(measureOf(name));
    const question = questionsOf(measure).find((q) => q.questionId === item9)!.questionText;
    expect(impactSafetyAlerts(measure, page(measure, '0'), context)).toEqual([]);
    expect(impactSafetyAlerts(measure, page(measure, '2'), context)).toEqual([
      { key: 'impact.safetyAlert', params: { question, answer: 'More than half the days' } },
    ]);
  });

  it.each(ITEM_9)('%s: leaves the follow-up’s answer out of the response FHIRPath scores', (name, item9) => {
    const measure = measureOf(name);
    const answers = readImpactAnswers(page(measure, '2', { [`${item9}.safety`]: 'Plan made.' }).fieldData);
    // weight() fails on an item its Questionnaire lacks: the total must be FHIRPath's, not the fallback sum.
    expect(fhirpathScore(measure, answers)).toEqual({ ok: true, total: 10 });
  });
});

describe('the follow-up is the app’s, not the Questionnaire’s (issue 34)', () => {
  const imported = (input: unknown) => {
    const result = importQuestionnaire(input);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return result.template;
  };
  type Nested = { readonly linkId: string; readonly item?: readonly Nested[] | undefined };
  const linkIds = (items: readonly Nested[] = []): string[] =>
    items.flatMap((item) => [item.linkId, ...linkIds(item.item)]);

  it('is left out of the exported Questionnaire and of a QuestionnaireResponse, and a re-import adds it again', () => {
    const template = imported(fixtureJson('lforms-phq9-weight-function.json'));
    const exported = exportQuestionnaire(template);
    if (!exported.ok) throw new Error(JSON.stringify(exported.problems));
    expect(linkIds(exported.questionnaire.item)).not.toContain('/44260-8.safety');
    expect(followUpsOf(imported(exported.questionnaire).measure!).map((q) => q.questionId)).toEqual([
      '/44260-8.safety',
    ]);
    const response = questionnaireResponse({
      template,
      values: { '/44260-8': '1', '/44260-8.safety': 'Plan made.' },
      totalScore: 1,
      authored: '2030-01-10T15:30:00-05:00',
      author: { reference: 'Practitioner/3' },
      subject: { reference: 'Patient/9' },
      timeZone: 'America/New_York',
    });
    expect(linkIds(response.item)).toEqual(['/44260-8', '/44261-6']);
  });

  it('has an id no item of the Questionnaire has', () => {
    const json = fixtureJson('lforms-phq9-weight-function.json');
    (json.item as object[]).push({ linkId: '/44260-8.safety', type: 'string', text: 'Notes' });
    expect(followUpsOf(imported(json).measure!).map((q) => q.questionId)).toEqual(['/44260-8.safety.safety']);
  });
});

describe('a safety item that could raise no alert refuses the import (issue 34)', () => {
  type Item = { linkId: string; code: { code: string }[]; answerOption: { extension: { url: string }[] }[] };
  const item9Of = (json: Record<string, unknown>) => (json.item as Item[])[8]!;

  it('names item 9 when its answers have no scores', () => {
    const json = fixtureJson('lforms-phq9-weight-function.json');
    for (const option of item9Of(json).answerOption)
      option.extension = option.extension.filter((e) => !e.url.endsWith('/ordinalValue'));
    const result = importQuestionnaire(json);
    expect(!result.ok && result.problems).toContainEqual({
      item: '/44260-8',
      reason: 'a safety item whose answers have no scores: no answer would raise its alert',
    });
  });

  it('names a PHQ-9 total none of whose items is item 9 by its code or its place', () => {
    const json = fixtureJson('lforms-phq9-weight-function.json');
    item9Of(json).code = [{ ...item9Of(json).code[0]!, code: '99999-9' }];
    const result = importQuestionnaire(json);
    expect(!result.ok && result.problems.map((p) => p.item)).toEqual(['/44261-6']);
  });
});

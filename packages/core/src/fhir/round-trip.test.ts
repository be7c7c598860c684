import { describe, expect, it } from 'vitest';
import { formDefinition } from '../forms/definition.ts';
import { exportQuestionnaire } from './export-questionnaire.ts';
import { importQuestionnaire } from './import-questionnaire.ts';
import type { ImportedTemplate } from './imported-template.ts';
import { questionnaire as questionnaireSchema, type Questionnaire } from './resources.ts';
import { FIXTURES, YES_NO_DONT_KNOW, type FixtureName } from './testing/fixtures.ts';

const imported = (input: unknown): ImportedTemplate => {
  const result = importQuestionnaire(input, { valueSets: [YES_NO_DONT_KNOW] });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.template;
};

const exported = (template: ImportedTemplate): Questionnaire => {
  const result = exportQuestionnaire(template);
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.questionnaire;
};

describe('Questionnaire → template → Questionnaire → template (issue 34)', () => {
  it.each(Object.keys(FIXTURES) as FixtureName[])('%s gives the same template', (name) => {
    const template = imported(FIXTURES[name]);
    const questionnaire = exported(template);
    expect(questionnaireSchema.safeParse(questionnaire).success).toBe(true);
    const again = imported(questionnaire);
    expect(again).toEqual(template);
    expect(exported(again)).toEqual(questionnaire);
  });

  it('exports the scored PHQ-9 with its codes, scores and total', () => {
    const questionnaire = exported(imported(FIXTURES['lforms-phq9-ordinalValue-variables.json']));
    expect(questionnaire.code).toEqual([
      { system: 'http://loinc.org', code: '44249-1', display: 'PHQ-9 quick depression assessment panel' },
    ]);
    const [first] = questionnaire.item!;
    expect(first).toMatchObject({
      linkId: '/44250-9',
      code: [{ system: 'http://loinc.org', code: '44250-9' }],
    });
    expect(first!.answerOption![2]).toEqual({
      valueCoding: { system: 'http://loinc.org', code: 'LA6570-1', display: 'More than half the days' },
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/ordinalValue', valueDecimal: 2 }],
    });
    expect(questionnaire.item!.map((item) => item.linkId)).toContain('/44261-6');
  });

  it('exports an enableWhen as it was imported', () => {
    const questionnaire = exported(imported(FIXTURES['hl7-sdc-test-enablewhen.json']));
    const scenario3 = questionnaire.item![2]!;
    expect(scenario3.item![1]).toMatchObject({
      linkId: '945b97b5-6d74-4a55-9be1-19897512jj89',
      type: 'group',
      enableWhen: [{ question: 's3-radio', operator: '<', answerDecimal: 2.1 }],
      enableBehavior: 'any',
    });
  });
});

describe('a template made here exports as far as a Questionnaire can say (issue 34)', () => {
  const form = (fields: unknown[], rules: unknown[] = []) =>
    formDefinition.parse({ formId: 1, name: 'Note', fields, rules });
  const template = (definition: ReturnType<typeof form>): ImportedTemplate => ({
    name: 'Note',
    title: 'Progress Note',
    url: null,
    coding: null,
    pages: [{ moduleType: 'cf', name: 'Note', linkId: null, form: definition }],
    measure: null,
  });
  const field = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
    id,
    name: id,
    type,
    label: id,
    order: 1,
    ...extra,
  });
  const hide = (order: number, fieldId: string, operator: string, value: string | null, target: string) => ({
    order,
    conditions: [{ fieldId, operator, value }],
    actions: [{ fieldId: target, action: 'Hide', order: 1 }],
  });

  it('turns a rule that hides while a value holds into an enableWhen on the opposite', () => {
    const result = exportQuestionnaire(
      template(
        form(
          [
            field('incident', 'Yes or No'),
            field('details', 'Text Area'),
            field('score', 'Text Field', { datatype: 'NUM' }),
          ],
          [hide(1, 'incident', 'equals', 'N', 'details')],
        ),
      ),
    );
    expect(result.ok && result.questionnaire.item).toEqual([
      { linkId: 'incident', text: 'incident', type: 'boolean' },
      {
        linkId: 'details',
        text: 'details',
        type: 'text',
        enableWhen: [{ question: 'incident', operator: '!=', answerBoolean: false }],
      },
      { linkId: 'score', text: 'score', type: 'decimal' },
    ]);
  });

  it('names what it cannot say: a list from the app, a Require rule, the opposite of an ordered comparison', () => {
    const result = exportQuestionnaire(
      template(
        form(
          [field('staff', 'StaffDropDown'), field('a', 'Text Field'), field('b', 'Text Field')],
          [
            {
              ...hide(1, 'a', 'notBlank', null, 'b'),
              actions: [{ fieldId: 'b', action: 'Require', order: 1 }],
            },
            hide(2, 'a', 'lessThan', '3', 'b'),
          ],
        ),
      ),
    );
    expect(result.ok ? [] : result.problems.map((p) => p.item)).toEqual(['b', 'b', 'staff']);
  });
});

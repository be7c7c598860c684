import { describe, expect, it } from 'vitest';
import type { ImpactMeasureDefinition } from '../entities/impact-measure.ts';
import { importQuestionnaire } from './import-questionnaire.ts';
import type { ImportedTemplate } from './imported-template.ts';
import { FIXTURES, YES_NO_DONT_KNOW, fixtureJson } from './testing/fixtures.ts';

const imported = (text: unknown, valueSets: unknown[] = []): ImportedTemplate => {
  const result = importQuestionnaire(text, { valueSets });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.template;
};

const questionsOf = (measure: ImpactMeasureDefinition | null) =>
  measure?.sections.flatMap((section) => section.questions) ?? [];

/** What each fixture becomes, counted. */
function counts(template: ImportedTemplate) {
  const forms = template.pages.flatMap((page) => (page.moduleType === 'cf' ? [page.form] : []));
  const questions = questionsOf(template.measure);
  return {
    pages: template.pages.map((page) => page.moduleType),
    fields: forms.map((form) => form.fields.length),
    rules:
      forms.reduce((sum, form) => sum + form.rules.length, 0) +
      questions.filter((q) => q.businessRule).length,
    options: forms.reduce((sum, form) => sum + form.fields.reduce((n, f) => n + f.options.length, 0), 0),
    sections: template.measure?.sections.length ?? 0,
    questions: questions.length,
    scored: questions.filter((q) => q.nonScoring === 'N').length,
    answers: questions.reduce((sum, q) => sum + q.values.length, 0),
  };
}

describe('every fixture imports (issue 34)', () => {
  it('the lforms PHQ-9 with ordinalValue and variables: one impact page, 10 questions and item 9’s follow-up, 9 scored, 40 answers', () => {
    const template = imported(FIXTURES['lforms-phq9-ordinalValue-variables.json']);
    expect(counts(template)).toEqual({
      pages: ['impact'],
      fields: [],
      rules: 1,
      options: 0,
      sections: 1,
      questions: 11,
      scored: 9,
      answers: 40,
    });
    expect(template.measure!.fhirpathTotal).toMatchObject({
      linkId: '/44261-6',
      type: 'decimal',
      code: '44261-6',
    });
    expect(template.measure!.fhirpathTotal!.variables.map((v) => v.name)).toEqual([
      'scoreExt',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `q${n}_value`),
      'any_questions_answered',
    ]);
  });

  it('the lforms PHQ-9 scored by weight(): the same questions, the expression as written', () => {
    const template = imported(FIXTURES['lforms-phq9-weight-function.json']);
    expect(counts(template)).toMatchObject({ pages: ['impact'], questions: 11, scored: 9, answers: 40 });
    expect(template.measure!.fhirpathTotal).toMatchObject({
      variables: [],
      expression: "%resource.item.where(linkId != '/69722-7').answer.weight().sum()",
    });
  });

  it('the HL7 SDC PHQ-9: its group a section, answers from the contained ValueSet, answers() rewritten', () => {
    const template = imported(FIXTURES['hl7-sdc-phq9-calculatedExpression-ordinal.json']);
    expect(counts(template)).toMatchObject({
      pages: ['impact'],
      sections: 1,
      questions: 10,
      scored: 9,
      answers: 36,
    });
    const measure = template.measure!;
    expect(measure.sections[0]).toMatchObject({ sectionId: 'H1/T1', linkId: 'H1/T1' });
    expect(questionsOf(measure)[0]!.values[3]).toEqual({
      key: '3',
      text: 'Nearly every day',
      sequence: 4,
      code: 'Nearly every day',
      system: 'http://hl7.org/fhir/uv/sdc/CodeSystem/CSPHQ9',
    });
    expect(measure.fhirpathTotal).toMatchObject({
      linkId: 'H1/TS',
      type: 'quantity',
      sectionId: 'H1/T1',
      sequence: 10,
      expression: '%resource.repeat(item | answer.item).answer.value.ordinal().sum()',
    });
  });

  it('the SDC enableWhen form: 6 pages, 42 fields, 19 Hide rules, 24 answers', () => {
    const template = imported(FIXTURES['hl7-sdc-test-enablewhen.json'], [YES_NO_DONT_KNOW]);
    expect(counts(template)).toMatchObject({
      pages: ['cf', 'cf', 'cf', 'cf', 'cf', 'cf'],
      fields: [19, 5, 5, 5, 6, 2],
      rules: 19,
      options: 24,
    });
    const rules = template.pages.flatMap((page) => (page.moduleType === 'cf' ? page.form.rules : []));
    expect(
      rules.every((rule) => rule.when === 'notMet' && rule.actions.every((a) => a.action === 'Hide')),
    ).toBe(true);
    expect(new Set(rules.flatMap((rule) => rule.conditions.map((c) => c.operator)))).toEqual(
      new Set(['equals', 'notEquals', 'lessThan', 'atMost', 'greaterThan', 'atLeast']),
    );
  });

  it('reads the text as stored, byte order mark and all, and the same JSON as a value', () => {
    const text = FIXTURES['hl7-sdc-test-enablewhen.json'];
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(imported(text, [YES_NO_DONT_KNOW])).toEqual(
      imported(fixtureJson('hl7-sdc-test-enablewhen.json'), [YES_NO_DONT_KNOW]),
    );
  });

  it('gives the same field ids (the linkIds) on every import', () => {
    const ids = (template: ImportedTemplate) =>
      template.pages.flatMap((page) => (page.moduleType === 'cf' ? page.form.fields.map((f) => f.id) : []));
    const first = ids(imported(FIXTURES['hl7-sdc-test-enablewhen.json'], [YES_NO_DONT_KNOW]));
    expect(first).toContain('s1-radio');
    expect(ids(imported(FIXTURES['hl7-sdc-test-enablewhen.json'], [YES_NO_DONT_KNOW]))).toEqual(first);
  });
});

describe('LOINC codes are kept (issue 34)', () => {
  const template = imported(FIXTURES['lforms-phq9-ordinalValue-variables.json']);
  const questions = questionsOf(template.measure);

  it('on the template, its questions and their answers', () => {
    expect(template.coding).toEqual({
      system: 'http://loinc.org',
      code: '44249-1',
      display: 'PHQ-9 quick depression assessment panel',
    });
    expect(questions.map((q) => q.code)).toEqual([
      '44250-9',
      '44255-8',
      '44259-0',
      '44254-1',
      '44251-7',
      '44258-2',
      '44252-5',
      '44253-3',
      '44260-8',
      '69722-7',
      // item 9's follow-up, which the app adds
      undefined,
    ]);
    expect(questions[0]!.values.map((v) => [v.key, v.code])).toEqual([
      ['0', 'LA6568-5'],
      ['1', 'LA6569-3'],
      ['2', 'LA6570-1'],
      ['3', 'LA6571-9'],
    ]);
    expect(questions[9]).toMatchObject({ nonScoring: 'Y', controlType: 'DROPDOWN' });
    expect(questions[9]!.values[0]).toMatchObject({ key: 'LA6572-7', text: 'Not difficult at all' });
  });

  it('flags item 9 (44260-8) for a safety alert by its code, whatever its linkId and text', () => {
    expect(questions.filter((q) => q.safetyAlert).map((q) => q.questionId)).toEqual(['/44260-8']);
    const json = fixtureJson('lforms-phq9-weight-function.json');
    const items = json.item as { linkId: string; text: string; code: { code: string }[] }[];
    items[8] = { ...items[8]!, linkId: 'nine', text: 'Item nine' };
    items[0] = { ...items[0]!, code: [{ ...items[0]!.code[0]!, code: '44260-8' }] };
    const renamed = questionsOf(imported(json).measure);
    expect(renamed.filter((q) => q.safetyAlert).map((q) => q.questionId)).toEqual(['/44250-9', 'nine']);
  });

  it('gives the PHQ-9 total its published severity bands from its code', () => {
    expect(template.measure!.subTotals[0]!.severityBands!.map((b) => [b.from, b.to])).toEqual([
      [0, 4],
      [5, 9],
      [10, 14],
      [15, 19],
      [20, 27],
    ]);
  });

  it('flags item 9 of the HL7 example, which codes only its total, by its place in the PHQ-9 panel', () => {
    const hl7 = imported(FIXTURES['hl7-sdc-phq9-calculatedExpression-ordinal.json']);
    expect(
      questionsOf(hl7.measure)
        .filter((q) => q.safetyAlert)
        .map((q) => q.questionId),
    ).toEqual(['H1/T1/Q9']);
    expect(questionsOf(hl7.measure).every((q) => q.code === undefined)).toBe(true);
    expect(hl7.measure!.subTotals[0]!.severityBands).toHaveLength(5);
  });
});

const choice = (linkId: string, extra: Record<string, unknown> = {}) => ({
  linkId,
  text: linkId,
  type: 'choice',
  answerOption: [{ valueCoding: { code: 'a' } }, { valueCoding: { code: 'b' } }],
  ...extra,
});
const scoredChoice = (linkId: string, extra: Record<string, unknown> = {}) =>
  choice(linkId, {
    answerOption: [0, 1].map((score) => ({
      valueCoding: { system: 'http://loinc.org', code: `LA${score}` },
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/ordinalValue', valueDecimal: score }],
    })),
    ...extra,
  });
const total = (expression: string, extra: Record<string, unknown> = {}) => ({
  linkId: 'total',
  type: 'decimal',
  extension: [
    {
      url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
      valueExpression: { language: 'text/fhirpath', expression },
    },
  ],
  ...extra,
});
const q = (...item: unknown[]) => ({ resourceType: 'Questionnaire', status: 'active', item });
const string = (linkId: string, extra: Record<string, unknown> = {}) => ({
  linkId,
  type: 'string',
  ...extra,
});
const when = (question: string, operator: string, answer: Record<string, unknown>) => ({
  question,
  operator,
  ...answer,
});
const group = (linkId: string, item: unknown[], extra: Record<string, unknown> = {}) => ({
  linkId,
  type: 'group',
  item,
  ...extra,
});

/** [what is wrong, the Questionnaire, the item named, words of the reason]. */
const MALFORMED: [string, unknown, string, string][] = [
  ['an unknown item type', q(string('a'), { linkId: 'b', type: 'signature' }), 'b', 'item type signature'],
  [
    'an enableWhen naming a missing item',
    q(string('a', { enableWhen: [when('zz', 'exists', { answerBoolean: true })] })),
    'a',
    'names an item the Questionnaire does not have',
  ],
  [
    'an expression that does not parse',
    q(scoredChoice('a'), total('%resource.item.answer.weight(.sum()')),
    'total',
    'does not parse as FHIRPath',
  ],
  [
    'an expression calling a function fhirpath.js lacks',
    q(scoredChoice('a'), total('%resource.item.answer.score().sum()')),
    'total',
    'cannot be evaluated: Not implemented: score',
  ],
  [
    'an expression naming a variable nobody defines',
    q(scoredChoice('a'), total('%nothing + 1')),
    'total',
    'cannot be evaluated',
  ],
  [
    'an expression in another language',
    q(scoredChoice('a'), {
      ...total('1'),
      extension: [
        {
          url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
          valueExpression: { language: 'text/cql', expression: '1' },
        },
      ],
    }),
    'total',
    'not a text/fhirpath expression',
  ],
  ['text that is not JSON', '{"resourceType": "Questionnaire",', 'Questionnaire', 'it is not JSON'],
  ['another resource', { resourceType: 'Patient', status: 'active' }, 'Questionnaire', 'resourceType'],
  ['an item without a linkId', q({ type: 'string' }), 'Questionnaire', 'item.0.linkId'],
  [
    'a bad element inside an item',
    q(group('g', [string('s', { required: 'yes' })])),
    's',
    'item.0.item.0.required',
  ],
  ['no items', q(), 'Questionnaire', 'it has no items'],
  ['two items with one linkId', q(string('a'), string('a')), 'a', 'two items have this linkId'],
  [
    'an enableWhen on another page',
    q(
      group('p1', [string('a')]),
      group('p2', [string('b', { enableWhen: [when('a', 'exists', { answerBoolean: true })] })]),
    ),
    'b',
    'names an item on another page',
  ],
  [
    'an enableWhen ordering a coding',
    q(choice('a'), string('b', { enableWhen: [when('a', '<', { answerCoding: { code: 'a' } })] })),
    'b',
    'orders an answerCoding',
  ],
  [
    'an enableWhen on a code the item does not offer',
    q(choice('a'), string('b', { enableWhen: [when('a', '=', { answerCoding: { code: 'z' } })] })),
    'b',
    'the code z, which is not one of its answers',
  ],
  [
    'an enableWhen with an operator R4 lacks',
    q(string('a'), string('b', { enableWhen: [when('a', '~', { answerString: 'x' })] })),
    'b',
    'the operator ~',
  ],
  [
    'an enableWhen with no answer',
    q(string('a'), string('b', { enableWhen: [when('a', '=', {})] })),
    'b',
    'has no answer[x]',
  ],
  [
    'an enableWhen on a zoned dateTime',
    q(
      { linkId: 'a', type: 'dateTime' },
      string('b', { enableWhen: [when('a', '>', { answerDateTime: '2020-01-01T10:00:00Z' })] }),
    ),
    'b',
    'not a local date and time',
  ],
  [
    'two enableWhen with no enableBehavior',
    q(
      string('a'),
      string('b', {
        enableWhen: [when('a', 'exists', { answerBoolean: true }), when('a', '=', { answerString: 'x' })],
      }),
    ),
    'b',
    'enableBehavior must be all or any',
  ],
  [
    'a display item shown by an enableWhen',
    q(string('a'), {
      linkId: 'd',
      type: 'display',
      text: 'Call now',
      enableWhen: [when('a', 'exists', { answerBoolean: true })],
    }),
    'd',
    'display-only fields ignore rules',
  ],
  [
    'a top-level group with an enableWhen',
    q(string('a'), group('g', [string('b')], { enableWhen: [when('a', 'exists', { answerBoolean: true })] })),
    'g',
    'a page is never hidden',
  ],
  [
    'a group shown by its own item (a rule cycle)',
    q(
      group('page', [
        group('g', [string('b')], { enableWhen: [when('b', 'exists', { answerBoolean: true })] }),
      ]),
    ),
    'page',
    'in a cycle',
  ],
  ['a repeating group', q(group('g', [string('b')], { repeats: true })), 'g', 'a repeating group'],
  ['a repeating string', q(string('a', { repeats: true })), 'a', 'a repeating string item'],
  ['a readOnly item', q(string('a', { readOnly: true })), 'a', 'a readOnly item'],
  ['a quantity item', q({ linkId: 'a', type: 'quantity' }), 'a', 'a quantity item'],
  [
    'a maxLength on a date',
    q({ linkId: 'a', type: 'date', maxLength: 10 }),
    'a',
    'a maxLength on a date item',
  ],
  ['items under a question', q(string('a', { item: [string('b')] })), 'a', 'items nested under a question'],
  [
    'two initial values',
    q(string('a', { initial: [{ valueString: 'x' }, { valueString: 'y' }] })),
    'a',
    'more than one initial answer',
  ],
  [
    'an answerValueSet neither contained nor given',
    q({ linkId: 'a', type: 'choice', answerValueSet: 'http://example.org/ValueSet/yn' }),
    'a',
    'neither contained nor given',
  ],
  [
    'a contained answerValueSet that is not there',
    q({ linkId: 'a', type: 'choice', answerValueSet: '#missing' }),
    'a',
    'not among the Questionnaire’s contained resources',
  ],
  [
    'an answerValueSet listed by a filter',
    {
      ...q({ linkId: 'a', type: 'choice', answerValueSet: '#vs' }),
      contained: [
        {
          resourceType: 'ValueSet',
          id: 'vs',
          compose: { include: [{ system: 'http://loinc.org', filter: [{}] }] },
        },
      ],
    },
    'a',
    'does not list its codes',
  ],
  [
    'both answerOption and answerValueSet',
    q(choice('a', { answerValueSet: '#vs' })),
    'a',
    'both answerOption and answerValueSet',
  ],
  ['a choice with no answers', q({ linkId: 'a', type: 'choice' }), 'a', 'no answerOption or answerValueSet'],
  [
    'an answerOption with no code',
    q(choice('a', { answerOption: [{ valueCoding: { display: 'A' } }] })),
    'a',
    'has no code',
  ],
  [
    'two answers with one code',
    q(choice('a', { answerOption: [{ valueCoding: { code: 'a' } }, { valueString: 'a' }] })),
    'a',
    'two answers have the code or value a',
  ],
  [
    'a modifierExtension',
    q(string('a', { modifierExtension: [{ url: 'http://example.org/x' }] })),
    'a',
    'a modifierExtension',
  ],
  [
    'an enableWhenExpression',
    q(
      string('a', {
        extension: [
          {
            url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-enableWhenExpression',
            valueExpression: { language: 'text/fhirpath', expression: 'true' },
          },
        ],
      }),
    ),
    'a',
    'an enableWhenExpression',
  ],
  [
    'a calculated string',
    q(scoredChoice('a'), { ...total('1'), type: 'string' }),
    'total',
    'a measure’s total is a number',
  ],
  [
    'two calculated items',
    q(scoredChoice('a'), total('1'), { ...total('2'), linkId: 'total2' }),
    'total2',
    'a measure has one total',
  ],
  [
    'some answers scored and some not',
    q(
      scoredChoice('a', {
        answerOption: [
          {
            valueCoding: { code: 'x' },
            extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/ordinalValue', valueDecimal: 1 }],
          },
          { valueCoding: { code: 'y' } },
        ],
      }),
    ),
    'a',
    'some of its answers have a score',
  ],
  [
    'two answers of one score',
    q(
      scoredChoice('a', {
        answerOption: ['x', 'y'].map((code) => ({
          valueCoding: { code },
          extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/itemWeight', valueDecimal: 1 }],
        })),
      }),
    ),
    'a',
    'two answers score 1',
  ],
  [
    'a date in a scored Questionnaire',
    q(scoredChoice('a'), { linkId: 'd', type: 'date' }),
    'd',
    'a measure asks choices and text only',
  ],
  [
    'a group in a group of a scored Questionnaire',
    q(group('g', [scoredChoice('a'), group('inner', [string('s')])])),
    'inner',
    'one level of sections',
  ],
  [
    'an enableWhen a measure cannot hold',
    q(
      scoredChoice('a'),
      scoredChoice('b', {
        enableWhen: [when('a', '!=', { answerCoding: { system: 'http://loinc.org', code: 'LA1' } })],
      }),
    ),
    'b',
    'an enableWhen a measure cannot hold',
  ],
  [
    'a maxLength in a scored Questionnaire',
    q(scoredChoice('a'), string('s', { maxLength: 5 })),
    's',
    'a measure’s questions have no length limit',
  ],
];

describe('a Questionnaire that cannot be mapped is refused whole, with every reason (issue 34)', () => {
  it.each(MALFORMED)('%s', (_, questionnaire, item, words) => {
    const result = importQuestionnaire(questionnaire);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({ item, reason: expect.stringContaining(words) });
  });

  it('names every problem of a Questionnaire at once, in its order', () => {
    const result = importQuestionnaire(
      q(
        { linkId: 'a', type: 'signature' },
        string('b', { enableWhen: [when('zz', 'exists', { answerBoolean: true })] }),
        string('c', { readOnly: true }),
      ),
    );
    expect(result.ok ? [] : result.problems.map((p) => p.item)).toEqual(['a', 'b', 'c']);
  });

  it('imports the enableWhen form only with the ValueSet it names outside itself', () => {
    const result = importQuestionnaire(FIXTURES['hl7-sdc-test-enablewhen.json']);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          item: '1acf93a7-0890-44cd-be48-542defb35248',
          reason:
            'its answerValueSet http://sqlonfhir-r4.azurewebsites.net/fhir/ValueSet/a015b6a1ac024dc19baec940be2c1695 is neither contained nor given with the import, so its answers are not known',
        },
      ],
    });
  });

  it('takes the ValueSets given in a Bundle with the Questionnaire, and refuses a Bundle without exactly one', () => {
    const enableWhen = fixtureJson('hl7-sdc-test-enablewhen.json');
    const bundle = (...resources: unknown[]) => ({
      resourceType: 'Bundle',
      type: 'collection',
      entry: resources.map((resource) => ({ resource })),
    });
    expect(importQuestionnaire(bundle(enableWhen, YES_NO_DONT_KNOW))).toEqual(
      importQuestionnaire(enableWhen, { valueSets: [YES_NO_DONT_KNOW] }),
    );
    expect(importQuestionnaire(JSON.stringify(bundle(YES_NO_DONT_KNOW, enableWhen))).ok).toBe(true);
    for (const [resources, held] of [
      [[YES_NO_DONT_KNOW], 0],
      [[enableWhen, YES_NO_DONT_KNOW, enableWhen], 2],
    ] as const)
      expect(importQuestionnaire(bundle(...resources))).toEqual({
        ok: false,
        problems: [
          {
            item: 'Questionnaire',
            reason: `a Bundle must hold one Questionnaire; this one holds ${held}`,
          },
        ],
      });
  });

  it('maps a scored enableWhen on a coded answer to the measure’s business rule', () => {
    const template = imported(
      q(
        scoredChoice('a'),
        scoredChoice('b'),
        string('why', {
          enableWhen: [
            when('a', '=', { answerCoding: { system: 'http://loinc.org', code: 'LA1' } }),
            when('b', '=', { answerCoding: { code: 'LA1' } }),
          ],
          enableBehavior: 'any',
        }),
      ),
    );
    expect(questionsOf(template.measure)[2]!.businessRule).toEqual({
      kind: 'answer',
      questionIds: ['a', 'b'],
      operator: 'equals',
      value: 1,
    });
  });
});

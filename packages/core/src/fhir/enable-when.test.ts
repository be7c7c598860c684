import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICE_LISTS } from '../forms/choice-lists.ts';
import { compileForm } from '../forms/compile.ts';
import type { FormValues } from '../forms/definition.ts';
import { evaluateForm, fieldStateOf } from '../forms/evaluate.ts';
import { formModuleForStorage } from '../forms/module.ts';
import { importQuestionnaire } from './import-questionnaire.ts';
import { YES_NO_DONT_KNOW, fixtureJson } from './testing/fixtures.ts';

const EDITING = { nextClicked: false, readOnly: false, lists: EMPTY_CHOICE_LISTS };

/** The compiled pages of a Questionnaire, by the linkId of their group. */
function pagesOf(json: unknown) {
  const result = importQuestionnaire(json, { valueSets: [YES_NO_DONT_KNOW] });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return new Map(
    result.template.pages.flatMap((page) => {
      if (page.moduleType !== 'cf') return [];
      const compiled = compileForm(page.form);
      if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
      return [[page.linkId ?? '', compiled.form] as const];
    }),
  );
}

const PAGES = pagesOf(fixtureJson('hl7-sdc-test-enablewhen.json'));
const SCENARIO = {
  s1: '3239e619-e2b9-492c-bf05-88b314fbe3e4',
  s2: '02a7536f-06b2-4dee-94e1-f5cfcb0e8622',
  s3: '02a7536f-06b2-4dee-94e1-f5cfcb0e1234',
  s4: '02a7536f-06b2-4dee-94e1-f5cfcb0e5678',
  s5: '02a7536f-06b2-4dee-94e1-f5cfcb088990',
  s6: '02a7536f-06b2-4dee-94e1-f5cfcb0hd732',
};

/** Whether each named field is shown, for these answers on the page. */
function shown(page: string, values: FormValues, ids: readonly string[], pages = PAGES) {
  const state = evaluateForm(pages.get(page)!, values, EDITING);
  return ids.map((id) => fieldStateOf(state, id)!.visible);
}

const Q1 = '83d5c1a6-5dc3-44d0-9d9e-d687c72e143e';
const Q2 = 'fe0106a5-0e25-43a4-9820-7acb7e74d9d7';
const Q4 = '5e1209b7-c9e0-4bf4-b228-fr096s903m25';
const DROP = '5e1209b7-c9e0-4bf4-b228-c6591b540qmo';

describe('the SDC enableWhen form’s visibility (issue 34)', () => {
  it('= on a boolean: shown only while Q1 is checked (a group and its question alike)', () => {
    const ids = ['e5da17a7-7546-45c5-9bcd-d0b09a74cc14', '65578509-21ae-4a48-94de-e46b1e54kjui'];
    expect(shown(SCENARIO.s1, {}, ids)).toEqual([false, false]);
    expect(shown(SCENARIO.s1, { [Q1]: 'Y' }, ids)).toEqual([true, true]);
    expect(shown(SCENARIO.s1, { [Q1]: 'N' }, ids)).toEqual([false, false]);
  });

  it('= false: shown only while Q2 is answered unchecked, not while it has no answer', () => {
    const ids = ['65578509-21ae-4a48-94de-e46b1e10ghqn'];
    expect(shown(SCENARIO.s1, {}, ids)).toEqual([false]);
    expect(shown(SCENARIO.s1, { [Q2]: 'N' }, ids)).toEqual([true]);
    expect(shown(SCENARIO.s1, { [Q2]: 'Y' }, ids)).toEqual([false]);
  });

  it('= on a choice, by answerString and by answerCoding', () => {
    const ids = [
      'e5da17a7-7546-45c5-9bcd-d0b09a74ty76',
      '65578509-21ae-4a48-94de-e46bd161lqzp',
      '65578509-21ae-sdj4-98s2-emhaskjh12',
    ];
    expect(shown(SCENARIO.s1, { 's1-radio': '2', [DROP]: '4' }, ids)).toEqual([true, true, true]);
    expect(shown(SCENARIO.s1, { 's1-radio': '1', [DROP]: '5' }, ids)).toEqual([false, false, false]);
  });

  it('!= holds with no answer (no answer equals 7) and for another answer', () => {
    const ids = ['65578509-21ae-234vy-slo4-eddfjqwwr2'];
    expect(shown(SCENARIO.s1, {}, ids)).toEqual([true]);
    expect(shown(SCENARIO.s1, { [Q4]: '8' }, ids)).toEqual([true]);
    expect(shown(SCENARIO.s1, { [Q4]: '7' }, ids)).toEqual([false]);
  });

  it('enableBehavior all: shown only while Q4 is 8 and the drop-down 4', () => {
    const ids = ['3cf51112-6896-4076-8994-b6ff3e52f359'];
    expect(shown(SCENARIO.s1, { [Q4]: '8', [DROP]: '4' }, ids)).toEqual([true]);
    expect(shown(SCENARIO.s1, { [Q4]: '8' }, ids)).toEqual([false]);
    expect(shown(SCENARIO.s1, { [DROP]: '4' }, ids)).toEqual([false]);
  });

  it('enableBehavior any: the same group shows while either holds', () => {
    const json = fixtureJson('hl7-sdc-test-enablewhen.json') as {
      item: { item: { linkId: string; enableBehavior?: string }[] }[];
    };
    json.item[0]!.item.find((i) => i.linkId === '76daed4f-f957-45cb-9584-aab95f6021d4')!.enableBehavior =
      'any';
    const pages = pagesOf(json);
    const ids = ['3cf51112-6896-4076-8994-b6ff3e52f359'];
    expect(shown(SCENARIO.s1, { [Q4]: '8' }, ids, pages)).toEqual([true]);
    expect(shown(SCENARIO.s1, { [DROP]: '4' }, ids, pages)).toEqual([true]);
    expect(shown(SCENARIO.s1, { [Q4]: '9', [DROP]: '5' }, ids, pages)).toEqual([false]);
  });

  it('= and != on a coded answer from the ValueSet given with the import', () => {
    const yes = '840c08ad-4b27-4c1d-9d6e-824202518ad0';
    const notUnknown = 'e78586ac-8c97-42a8-a56b-779c5c1d81f1';
    const question = '1acf93a7-0890-44cd-be48-542defb35248';
    expect(shown(SCENARIO.s2, {}, [yes, notUnknown])).toEqual([false, true]);
    expect(shown(SCENARIO.s2, { [question]: 'Y' }, [yes, notUnknown])).toEqual([true, true]);
    expect(shown(SCENARIO.s2, { [question]: 'N' }, [yes, notUnknown])).toEqual([false, true]);
    expect(shown(SCENARIO.s2, { [question]: 'ASKU' }, [yes, notUnknown])).toEqual([false, false]);
  });

  it('< and >= compare the chosen codes as numbers', () => {
    const ids = ['840c08ad-4b27-4c1d-9d6e-824202519kied', 'e70a3a50-e646-4831-a00d-4d6fbdaajn84'];
    expect(shown(SCENARIO.s3, {}, ids)).toEqual([false, false]);
    expect(shown(SCENARIO.s3, { 's3-radio': '1.1' }, ids)).toEqual([true, false]);
    expect(shown(SCENARIO.s3, { 's3-radio': '2.2' }, ids)).toEqual([false, true]);
    expect(shown(SCENARIO.s3, { 's3-radio': '3.3' }, ids)).toEqual([false, true]);
  });

  it('= and != by answerInteger on a choice', () => {
    const ids = ['840c08ad-4b27-4c1d-9d6e-82420251hg12', 'e70a3a50-e646-4831-a00d-4d6fbdaaefc3'];
    expect(shown(SCENARIO.s4, { 's4-radio': '1' }, ids)).toEqual([false, true]);
    expect(shown(SCENARIO.s4, { 's4-radio': '2' }, ids)).toEqual([true, true]);
    expect(shown(SCENARIO.s4, { 's4-radio': '3' }, ids)).toEqual([false, false]);
  });

  it('> and <= on a date, at and beside the boundary', () => {
    const ids = ['date_greater_2000-01-01', 'date_less_2000-01-01'];
    const dob = 'date_of_birth_question';
    expect(shown(SCENARIO.s5, {}, ids)).toEqual([false, false]);
    expect(shown(SCENARIO.s5, { [dob]: '1999-12-31' }, ids)).toEqual([false, true]);
    expect(shown(SCENARIO.s5, { [dob]: '2000-01-01' }, ids)).toEqual([false, true]);
    expect(shown(SCENARIO.s5, { [dob]: '2000-01-02' }, ids)).toEqual([true, false]);
  });

  it('> and <= on a time of day, the form’s minutes against the answer’s seconds', () => {
    const ids = ['datetime_question_greter_than', 'datetime_question_less_than_equal'];
    expect(shown(SCENARIO.s5, { datetime_question: '11:11' }, ids)).toEqual([false, true]);
    expect(shown(SCENARIO.s5, { datetime_question: '11:12' }, ids)).toEqual([true, false]);
  });

  it('= on a multi-select holds while the code is among those checked', () => {
    expect(shown(SCENARIO.s6, { BC029: ['1', '9'] }, ['BOWOPTOTH'])).toEqual([true]);
    expect(shown(SCENARIO.s6, { BC029: ['1'] }, ['BOWOPTOTH'])).toEqual([false]);
  });

  it('stores no value of a hidden item, as a response has no answer of a disabled one', () => {
    const form = PAGES.get(SCENARIO.s1)!;
    const inner = '65578509-21ae-4a48-94de-e46b1e54kjui';
    const data = {
      moduleId: 1,
      moduleType: 'cf' as const,
      formValidated: false,
      fieldData: [
        { key: Q1, value: 'N' },
        { key: inner, value: 'typed before Q1 was unchecked' },
      ],
    };
    expect(formModuleForStorage({ form, data, context: EDITING }).fieldData).toEqual([
      { key: Q1, value: 'N' },
    ]);
  });
});

describe('exists, and an enableWhen on a hidden item (issue 34)', () => {
  const pages = pagesOf({
    resourceType: 'Questionnaire',
    status: 'active',
    item: [
      { linkId: 'smokes', type: 'boolean' },
      {
        linkId: 'packs',
        type: 'integer',
        enableWhen: [{ question: 'smokes', operator: '=', answerBoolean: true }],
      },
      {
        linkId: 'heavy',
        type: 'string',
        enableWhen: [{ question: 'packs', operator: '>=', answerInteger: 2 }],
      },
      {
        linkId: 'any',
        type: 'string',
        enableWhen: [{ question: 'packs', operator: 'exists', answerBoolean: true }],
      },
      {
        linkId: 'none',
        type: 'string',
        enableWhen: [{ question: 'packs', operator: 'exists', answerBoolean: false }],
      },
    ],
  });
  const ids = ['packs', 'heavy', 'any', 'none'];

  it('exists true and false follow whether the item has an answer', () => {
    expect(shown('', { smokes: 'Y' }, ids, pages)).toEqual([true, false, false, true]);
    expect(shown('', { smokes: 'Y', packs: '1' }, ids, pages)).toEqual([true, false, true, false]);
    expect(shown('', { smokes: 'Y', packs: '3' }, ids, pages)).toEqual([true, true, true, false]);
  });

  it('reads a hidden item as having no answer, whatever was typed in it', () => {
    expect(shown('', { smokes: 'N', packs: '3' }, ids, pages)).toEqual([false, false, false, true]);
  });
});

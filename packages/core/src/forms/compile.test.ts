import { describe, expect, it } from 'vitest';
import { compileForm, servedFormDefinition } from './compile.ts';
import { buildForm, field, rule, words } from './testing/build-form.ts';
import { formDefinition, type FormFieldInput, type FormRuleInput } from './definition.ts';

const problemsOf = (fields: FormFieldInput[], rules: FormRuleInput[] = []) => {
  const result = compileForm({ formId: 9, name: 'Broken', fields, rules });
  return result.ok ? [] : result.problems.map(words);
};

const a = field('a', 'Text Field');
const b = field('b', 'Text Field');
const c = field('c', 'Text Field');

describe('definitions that cannot be read (issue 14 item 7)', () => {
  it('reports an unknown field type', () => {
    expect(problemsOf([a, field('x', 'Signature Pad')])).toEqual([
      'The field x has a type this app does not know: Signature Pad.',
    ]);
  });
  it('reports a rule naming a field the form lacks, in a condition or an action', () => {
    expect(
      problemsOf([a], [rule(3, ['zz', 'blank'], ['a', 'Hide']), rule(4, ['a', 'blank'], ['yy', 'Require'])]),
    ).toEqual([
      'Rule 3 names the field zz, which is not on the form.',
      'Rule 4 names the field yy, which is not on the form.',
    ]);
  });
  it('reports a cycle of rules through hidden fields, naming the rules in it', () => {
    expect(
      problemsOf(
        [a, b, c],
        [
          rule(1, ['a', 'blank'], ['b', 'Hide']),
          rule(2, ['b', 'blank'], ['c', 'Hide']),
          rule(3, ['c', 'blank'], ['a', 'Hide']),
        ],
      ),
    ).toEqual(['Rules 1, 2, 3 hide fields that their own conditions read, in a cycle.']);
  });
  it('reports a rule that hides the field its own condition reads', () => {
    expect(
      problemsOf(
        [a, b],
        [rule(1, ['b', 'blank'], ['a', 'Require']), rule(5, ['a', 'notBlank'], ['a', 'Hide'])],
      ),
    ).toEqual(['Rules 5 hide fields that their own conditions read, in a cycle.']);
  });
  it('reports a duplicate field id and Do Not Allow without a value', () => {
    expect(problemsOf([a, a, b], [rule(2, ['a', 'blank'], ['b', 'Do Not Allow'])])).toEqual([
      'The form has two fields with the id a.',
      'Rule 2 refuses no value on the field b.',
    ]);
  });
  it('reports a definition that is not a form at all, never throwing', () => {
    expect(compileForm(null)).toMatchObject({ ok: false });
    expect(problemsOf([{ id: 'a', type: 'Text Field' } as FormFieldInput])[0]).toMatch(
      /^The form definition cannot be read \(fields\.0\.name: /,
    );
  });
  it('accepts chains of rules that are not cycles, and Require loops that hide nothing', () => {
    expect(
      problemsOf(
        [a, b, c],
        [
          rule(1, ['a', 'blank'], ['b', 'Hide']),
          rule(2, ['b', 'blank'], ['c', 'Hide']),
          rule(3, ['c', 'blank'], ['a', 'Require']),
        ],
      ),
    ).toEqual([]);
  });
});

describe('the compiled rule graph', () => {
  it('orders a rule after the rules that hide the fields it reads, whatever their numbers', () => {
    const form = buildForm(
      [a, b, c],
      [rule(1, ['b', 'blank'], ['c', 'Hide']), rule(2, ['a', 'blank'], ['b', 'Hide'])],
    );
    expect(form.evaluationOrder.map((r) => form.rules[r]!.order)).toEqual([2, 1]);
  });
  it('drops at compile time the actions the target field ignores', () => {
    const form = buildForm(
      [a, field('d', 'Date'), field('t', 'FormBreak')],
      [rule(1, ['a', 'blank'], ['d', 'Do Not Allow', '2030-01-01'], ['d', 'Require'], ['t', 'Hide'])],
    );
    expect(form.rules[0]!.actions.map((x) => x.action)).toEqual(['Require']);
  });
});

describe('what the server serves for a cfconfig row', () => {
  it('serves a definition that compiles as it reads', () => {
    const row = { formId: 4, name: 'Fine', fields: [a], rules: [] };
    expect(servedFormDefinition(row)).toEqual(formDefinition.parse(row));
    expect(servedFormDefinition(row)).toMatchObject(row);
  });
  it('refuses one that does not, with the reason, and the device reads that reason back', () => {
    const served = servedFormDefinition({
      formId: 4,
      name: 'Broken',
      fields: [field('x', 'Hologram')],
      rules: [],
    });
    expect(served).toEqual({
      formId: 4,
      name: 'Broken',
      fields: [],
      rules: [],
      problems: [{ key: 'forms.problems.unknownType', params: { id: 'x', type: 'Hologram' } }],
    });
    const read = compileForm(served);
    expect(read.ok ? [] : read.problems.map(words)).toEqual([
      'The field x has a type this app does not know: Hologram.',
    ]);
  });
  it('does not trust a served reason that is not in the catalog', () => {
    const read = compileForm({
      formId: 4,
      name: 'x',
      fields: [],
      rules: [],
      problems: [{ key: 'constructor.name' }],
    });
    expect(read.ok ? [] : read.problems.map(words)).toEqual([
      'The form definition cannot be read (problems).',
    ]);
  });
});

describe('a cycle with rules downstream of it', () => {
  it('names only the rules in the cycle', () => {
    const d = field('d', 'Text Field');
    expect(
      problemsOf(
        [a, b, c, d],
        [
          rule(1, ['a', 'blank'], ['b', 'Hide']),
          rule(2, ['b', 'blank'], ['a', 'Hide'], ['c', 'Hide']),
          rule(3, ['c', 'blank'], ['d', 'Hide']),
          rule(4, ['d', 'notBlank'], ['a', 'Require']),
        ],
      ),
    ).toEqual(['Rules 1, 2 hide fields that their own conditions read, in a cycle.']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICE_LISTS } from './choice-lists.ts';
import { compileForm, type CompiledForm } from './compile.ts';
import type { FieldValue, FormDefinitionInput, FormFieldInput, FormRuleInput } from './definition.ts';
import { changeValue, evaluateForm, type FormContext } from './evaluate.ts';
import { evaluateFrom } from './evaluate-from.ts';
import { EMPTY_ADDRESS } from './parts.ts';

/** Field types with the values a test may give them (valid, invalid, blank). */
const KINDS: { type: string; values: FieldValue[] }[] = [
  { type: 'Text Field', values: [null, '', 'abc', 'a b', 'x'.repeat(31)] },
  { type: 'Yes or No', values: [null, 'Y', 'N'] },
  { type: 'DropDown', values: [null, 'a', 'b', 'zz'] },
  { type: 'CheckBox', values: [null, [], ['a'], ['a', 'b']] },
  { type: 'Date', values: [null, '2030-01-10', '2030-13-01'] },
  { type: 'StaffDropDown', values: [null, '7', '8'] },
  { type: 'Address', values: [null, EMPTY_ADDRESS, { ...EMPTY_ADDRESS, street1: '1 Main', zip: '123' }] },
  { type: 'ReadOnlyText', values: [null] },
];
const OPTIONS = [
  { key: 'a', text: 'A' },
  { key: 'b', text: 'B' },
];

const fieldArb = (id: string) =>
  fc
    .record({ kind: fc.nat({ max: KINDS.length - 1 }), required: fc.boolean() })
    .map(({ kind, required }): FormFieldInput => ({
      id,
      name: id,
      type: KINDS[kind]!.type,
      label: id,
      order: 1,
      required,
      options: OPTIONS,
    }));

/** Rules read earlier fields and act on later ones, so Hide never closes a cycle. */
const ruleArb = (size: number) =>
  fc
    .record({
      order: fc.nat({ max: 20 }),
      read: fc.nat({ max: size - 2 }),
      operator: fc.constantFrom(
        'equals' as const,
        'notEquals' as const,
        'blank' as const,
        'notBlank' as const,
      ),
      value: fc.constantFrom('a', 'Y', 'N', 'abc'),
      actions: fc.array(
        fc.record({
          offset: fc.nat({ max: size }),
          action: fc.constantFrom('Hide' as const, 'Require' as const, 'Do Not Allow' as const),
          value: fc.constantFrom(null, 'a', 'Y', 'abc'),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    })
    .map((r): FormRuleInput => ({
      order: r.order,
      conditions: [{ fieldId: `f${r.read}`, operator: r.operator, value: r.value }],
      actions: r.actions.map((a, i) => ({
        fieldId: `f${r.read + 1 + (a.offset % (size - r.read - 1))}`,
        action: a.action,
        actionValue: a.action === 'Do Not Allow' ? (a.value ?? 'a') : a.value,
        order: i,
      })),
    }));

const formArb = fc.integer({ min: 2, max: 12 }).chain((size) =>
  fc.record({
    fields: fc.tuple(...Array.from({ length: size }, (_, i) => fieldArb(`f${i}`))),
    rules: fc.array(ruleArb(size), { maxLength: 12 }),
  }),
);

const contextArb = fc.record({
  nextClicked: fc.boolean(),
  readOnly: fc.boolean(),
  withStaff: fc.boolean(),
});

const toContext = (c: { nextClicked: boolean; readOnly: boolean; withStaff: boolean }): FormContext => ({
  nextClicked: c.nextClicked,
  readOnly: c.readOnly,
  lists: { ...EMPTY_CHOICE_LISTS, staff: c.withStaff ? [{ key: '7', text: 'Doe, Jane' }] : [] },
});

function compiled(definition: FormDefinitionInput): CompiledForm {
  const result = compileForm(definition);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.form;
}

const changesArb = (size: number) =>
  fc.array(fc.record({ field: fc.nat({ max: size - 1 }), pick: fc.nat({ max: 10 }) }), { maxLength: 25 });

const valueFor = (definition: FormDefinitionInput, field: number, pick: number): FieldValue => {
  const values = KINDS.find((k) => k.type === definition.fields[field]!.type)!.values;
  return values[pick % values.length]!;
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const comparable = ({ values, fields, ruleHolds, errorCount }: ReturnType<typeof evaluateForm>) => ({
  values,
  fields,
  ruleHolds,
  errorCount,
});

describe('the form engine’s properties (issue 14)', () => {
  it('gives the same state when it evaluates the same input twice', () => {
    fc.assert(
      fc.property(
        formArb,
        contextArb,
        fc.array(fc.nat({ max: 10 }), { maxLength: 12 }),
        (shape, c, picks) => {
          const definition = { formId: 1, name: 'P', ...shape };
          const form = compiled(definition);
          const values = Object.fromEntries(
            shape.fields.map((f, i) => [f.id, valueFor(definition, i, picks[i] ?? 0)]),
          );
          const context = toContext(c);
          expect(comparable(evaluateForm(form, values, context))).toEqual(
            comparable(evaluateForm(form, values, context)),
          );
        },
      ),
    );
  });

  it('never changes its input', () => {
    fc.assert(
      fc.property(formArb, contextArb, changesArb(12), (shape, c, changes) => {
        const definition = deepFreeze({ formId: 1, name: 'P', ...shape });
        const before: unknown = JSON.parse(JSON.stringify(definition));
        const form = compiled(definition);
        const values = deepFreeze({ f0: valueFor(definition, 0, 1) });
        const context = deepFreeze(toContext(c));
        let state = deepFreeze(evaluateForm(form, values, context));
        for (const { field, pick } of changes) {
          const index = field % shape.fields.length;
          state = deepFreeze(changeValue(state, `f${index}`, valueFor(definition, index, pick)));
        }
        expect(definition).toEqual(before);
        expect(values).toEqual({ f0: valueFor(definition, 0, 1) });
      }),
    );
  });

  it('evaluates incrementally to exactly what a full evaluation gives, after any sequence of changes', () => {
    fc.assert(
      fc.property(formArb, contextArb, changesArb(12), (shape, c, changes) => {
        const definition = { formId: 1, name: 'P', ...shape };
        const form = compiled(definition);
        const context = toContext(c);
        let state = evaluateForm(form, {}, context);
        for (const { field, pick } of changes) {
          const index = field % shape.fields.length;
          state = changeValue(state, `f${index}`, valueFor(definition, index, pick));
          expect(comparable(state)).toEqual(comparable(evaluateForm(form, state.values, context)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('evaluates from a previous state to what a full evaluation gives, whatever changed in between', () => {
    const batchesArb = fc.array(fc.tuple(changesArb(12), fc.boolean()), { maxLength: 8 });
    fc.assert(
      fc.property(formArb, contextArb, batchesArb, (shape, c, batches) => {
        const definition = { formId: 1, name: 'P', ...shape };
        const form = compiled(definition);
        let context = toContext(c);
        let state = evaluateFrom(null, form, {}, context);
        for (const [changes, flipNext] of batches) {
          const values: Record<string, FieldValue> = { ...state.values };
          for (const { field, pick } of changes) {
            const index = field % shape.fields.length;
            values[`f${index}`] = valueFor(definition, index, pick);
          }
          if (flipNext) context = { ...context, nextClicked: !context.nextClicked };
          state = evaluateFrom(state, form, values, context);
          expect(comparable(state)).toEqual(comparable(evaluateForm(form, values, context)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the state object of every field a change does not reach', () => {
    const form = compiled({
      formId: 1,
      name: 'P',
      fields: [0, 1, 2].map((i) => ({
        id: `f${i}`,
        name: `f${i}`,
        type: 'Text Field',
        label: `f${i}`,
        order: i,
      })),
      rules: [],
    });
    const context = toContext({ nextClicked: false, readOnly: false, withStaff: false });
    const before = evaluateFrom(null, form, { f0: 'a', f1: 'b' }, context);
    const after = evaluateFrom(before, form, { f0: 'a', f1: 'bc' }, context);
    expect(after.fields[0]).toBe(before.fields[0]);
    expect(after.fields[2]).toBe(before.fields[2]);
    expect(after.fields[1]).not.toBe(before.fields[1]);
  });
});

describe('the form engine’s properties with ordered conditions, match any and when not met (issue 34)', () => {
  /** The same forms, their rules given a second condition, any of the ordered operators, and either mode. */
  const modeFormArb = formArb.chain((shape) =>
    fc
      .array(
        fc.record({
          match: fc.constantFrom(undefined, 'all' as const, 'any' as const),
          when: fc.constantFrom(undefined, 'met' as const, 'notMet' as const),
          operator: fc.constantFrom(
            'lessThan' as const,
            'atMost' as const,
            'greaterThan' as const,
            'atLeast' as const,
            'equals' as const,
          ),
          value: fc.constantFrom('2030-01-10', 'abc', '1', 'b'),
        }),
        { minLength: shape.rules.length, maxLength: shape.rules.length },
      )
      .map((modes) => ({
        fields: shape.fields,
        rules: shape.rules.map((rule, i): FormRuleInput => {
          const { match, when, operator, value } = modes[i]!;
          const first = rule.conditions[0]!;
          return {
            ...rule,
            ...(match ? { match } : {}),
            ...(when ? { when } : {}),
            conditions: [first, { fieldId: first.fieldId, operator, value }],
          };
        }),
      })),
  );

  it('evaluates incrementally to exactly what a full evaluation gives, after any sequence of changes', () => {
    fc.assert(
      fc.property(modeFormArb, contextArb, changesArb(12), (shape, c, changes) => {
        const definition = { formId: 1, name: 'P', ...shape };
        const form = compiled(definition);
        const context = toContext(c);
        let state = evaluateForm(form, {}, context);
        for (const { field, pick } of changes) {
          const index = field % shape.fields.length;
          state = changeValue(state, `f${index}`, valueFor(definition, index, pick));
          expect(comparable(state)).toEqual(comparable(evaluateForm(form, state.values, context)));
        }
      }),
      { numRuns: 300 },
    );
  });
});

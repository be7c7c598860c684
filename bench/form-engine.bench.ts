// Form engine benchmark (issue 14): time from one value change to the new form state on a 300-field form
// with 100 business rules, beside the same form with no rules; the ratio is the rules' cost per change (aim:
// under 1 ms per change). A full re-evaluation per change is shown too, for what the rule graph saves. The
// form and the sequence of changes come from a fixed seed, so every run measures the same work. Medians and
// 95th percentiles of CHANGES changes, the two forms alternating. No assertions; not part of `npm test`.
import {
  EMPTY_CHOICE_LISTS,
  changeValue,
  compileForm,
  evaluateForm,
  type CompiledForm,
  type FieldValue,
  type FormContext,
  type FormFieldInput,
  type FormRuleInput,
  type FormState,
} from '@carevisit/core';
import { row } from './support/browser-bench.ts';
import { percentile } from './support/statistics.ts';

const FIELDS = 300;
const RULES = 100;
const CHANGES = Math.max(100, Number(process.env.BENCH_CHANGES ?? 5000));
const WARM_UP = 500;

/** A small deterministic generator (mulberry32), so the form and changes are the same on every run. */
function random(seed: number) {
  let a = seed;
  return (below: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const TYPES = [
  'Text Field',
  'Yes or No',
  'DropDown',
  'Text Area',
  'Date',
  'CheckBox',
  'RadioButton',
] as const;
const OPTIONS = ['a', 'b', 'c', 'd'].map((key) => ({ key, text: key.toUpperCase() }));
const VALUES: Record<(typeof TYPES)[number], FieldValue[]> = {
  'Text Field': [null, 'abc', 'hello world', 'x'.repeat(31)],
  'Yes or No': [null, 'Y', 'N'],
  DropDown: [null, 'a', 'b', 'c'],
  'Text Area': [null, 'A longer note', ''],
  Date: [null, '2030-01-10', '2030-02-30'],
  CheckBox: [null, ['a'], ['a', 'b']],
  RadioButton: [null, 'c', 'd'],
};

const pick = random(14);
const fields: FormFieldInput[] = Array.from({ length: FIELDS }, (_, i) => ({
  id: `f${i}`,
  name: `f${i}`,
  type: TYPES[i % TYPES.length]!,
  label: `Field ${i}`,
  order: i + 1,
  required: pick(3) === 0,
  options: OPTIONS,
}));
/** Rules read fields among the first 200 and act on later ones: Hide chains as deep as the form allows. */
const rules: FormRuleInput[] = Array.from({ length: RULES }, (_, r) => {
  const read = pick(200);
  const type = fields[read]!.type as (typeof TYPES)[number];
  const value = VALUES[type][1 + pick(VALUES[type].length - 1)];
  return {
    order: r + 1,
    conditions: [{ fieldId: `f${read}`, operator: 'equals', value: typeof value === 'string' ? value : 'a' }],
    actions: Array.from({ length: 1 + pick(3) }, (_, a) => {
      const target = read + 1 + pick(FIELDS - read - 1);
      const action = (['Hide', 'Require', 'Do Not Allow'] as const)[pick(3)]!;
      return {
        fieldId: `f${target}`,
        action,
        actionValue: action === 'Do Not Allow' ? 'a' : null,
        order: a + 1,
      };
    }),
  };
});

function compiled(withRules: boolean): CompiledForm {
  const result = compileForm({ formId: 1, name: 'Bench', fields, rules: withRules ? rules : [] });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.form;
}

/** Changes to the fields the rules read (the work the rules do), each to another of its sample values. */
const readFields = [...new Set(rules.map((r) => Number(r.conditions[0]!.fieldId.slice(1))))];
const changes = Array.from({ length: CHANGES + WARM_UP }, () => {
  const field = readFields[pick(readFields.length)]!;
  const values = VALUES[fields[field]!.type as (typeof TYPES)[number]];
  return { id: `f${field}`, value: values[pick(values.length)]! };
});

const context: FormContext = { nextClicked: true, readOnly: false, lists: EMPTY_CHOICE_LISTS };

function measure(form: CompiledForm, full: boolean): number[] {
  let state: FormState = evaluateForm(form, {}, context);
  const micros: number[] = [];
  changes.forEach((change, i) => {
    const start = performance.now();
    state = full
      ? evaluateForm(form, { ...state.values, [change.id]: change.value }, context)
      : changeValue(state, change.id, change.value);
    if (i >= WARM_UP) micros.push((performance.now() - start) * 1000);
  });
  return micros;
}

const plain = compiled(false);
const ruled = compiled(true);
const runs = { plain: [] as number[], ruled: [] as number[], fullRuled: [] as number[] };
for (let round = 0; round < 4; round++) {
  // Alternating which goes first, so neither always meets the other's garbage.
  const order = round % 2 ? (['ruled', 'plain'] as const) : (['plain', 'ruled'] as const);
  for (const which of order) runs[which].push(...measure(which === 'ruled' ? ruled : plain, false));
  runs.fullRuled.push(...measure(ruled, true));
}

const hideChains = rules.filter((r) => r.actions.some((a) => a.action === 'Hide')).length;
console.log(
  `\nform engine: one value change to the new state, ${FIELDS} fields; ${RULES} rules (${hideChains} with Hide),` +
    ` ${CHANGES} changes x 4 rounds, Node ${process.version}\n`,
);
const widths = [34, 11, 11];
const line = (name: string, micros: number[]) =>
  console.log(row([name, percentile(micros, 50).toFixed(1), percentile(micros, 95).toFixed(1)], widths));
console.log(row(['', 'median µs', 'p95 µs'], widths));
line('no rules, incremental', runs.plain);
line(`${RULES} rules, incremental`, runs.ruled);
line(`${RULES} rules, full re-evaluation`, runs.fullRuled);
console.log(
  row(
    [
      `ratio (${RULES} rules / no rules)`,
      `${(percentile(runs.ruled, 50) / percentile(runs.plain, 50)).toFixed(2)}x`,
      `${(percentile(runs.ruled, 95) / percentile(runs.plain, 95)).toFixed(2)}x`,
    ],
    widths,
  ),
);
console.log(`aim: under 1000 µs per change with ${RULES} rules`);

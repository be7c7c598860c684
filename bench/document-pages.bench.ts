// Document wizard benchmark (issue 13): moving through every page of a 300-field, 12-page document beside an
// empty one-field, one-page document. One page change is what the wizard does on Next (document-wizard.tsx,
// use-wizard-navigation.ts): check the page it leaves with the form engine, keep its data for storage,
// recompute the document's status, and evaluate the form of the page it enters. Rendering is not included:
// the figure is the engine's share of a page change. Medians of RUNS passes; no assertions; not in `npm test`.
import {
  checkFormModule,
  compileForm,
  documentStatusOf,
  evaluateForm,
  formModuleForStorage,
  moduleProgressOf,
  valuesFromFieldData,
  EMPTY_CHOICE_LISTS,
  type CompiledForm,
  type ModuleData,
} from '@carevisit/core';
import { row } from './support/browser-bench.ts';
import { median } from './support/statistics.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 30));
const context = { nextClicked: true, readOnly: false, lists: EMPTY_CHOICE_LISTS };

interface Doc {
  forms: CompiledForm[];
  data: ModuleData[];
}

/** A document of `pages` forms of `perPage` fields each: text, text areas and yes/no, with a rule per 5 fields. */
function documentOf(pages: number, perPage: number): Doc {
  const forms: CompiledForm[] = [];
  const data: ModuleData[] = [];
  for (let p = 0; p < pages; p++) {
    const fields = Array.from({ length: perPage }, (_, i) => ({
      id: `p${p}f${i}`,
      name: `p${p}f${i}`,
      type: i % 5 === 0 ? 'Yes or No' : i % 2 ? 'Text Area' : 'Text Field',
      label: `Field ${i + 1}`,
      order: i,
      required: i % 3 === 0,
    }));
    const rules = fields
      .filter((_, i) => i % 5 === 0 && i + 1 < perPage)
      .map((field, k) => ({
        order: k,
        conditions: [{ fieldId: field.id, operator: 'equals' as const, value: 'Y' }],
        actions: [{ fieldId: fields[fields.indexOf(field) + 1]!.id, action: 'Require' as const, order: 0 }],
      }));
    const compiled = compileForm({ formId: p + 1, name: `Page ${p + 1}`, fields, rules });
    if (!compiled.ok) throw new Error('bench form did not compile');
    forms.push(compiled.form);
    data.push({
      moduleId: p + 1,
      moduleType: 'cf',
      formValidated: false,
      fieldData: fields.map((field, i) => ({ key: field.id, value: i % 5 === 0 ? 'N' : `value ${i}` })),
    });
  }
  return { forms, data };
}

/** One pass through every page by Next; returns the milliseconds of each page change. */
function walk(doc: Doc): number[] {
  let data = doc.data;
  const times: number[] = [];
  for (let page = 0; page < doc.forms.length; page++) {
    const started = performance.now();
    const input = { form: doc.forms[page]!, data: data[page]!, context };
    const verdict = checkFormModule(input);
    const stored = { ...formModuleForStorage(input), formValidated: verdict.valid };
    data = data.map((entry, i) => (i === page ? stored : entry));
    documentStatusOf({
      previousStatus: 'Incomplete',
      signatureConfiguration: { minimumNumberOfStaffSignatures: 1, numberOfExternalSignatures: 0 },
      modules: moduleProgressOf(data, data),
      staffSignatureValidated: false,
      signature: null,
    });
    const next = doc.forms[page + 1];
    if (next)
      evaluateForm(next, valuesFromFieldData(data[page + 1]!.fieldData), { ...context, nextClicked: false });
    times.push(performance.now() - started);
  }
  return times;
}

const large = documentOf(12, 25);
const small = documentOf(1, 1);
const largeRuns: number[] = [];
const smallRuns: number[] = [];
for (let run = 0; run < RUNS + 3; run++) {
  // Alternating which goes first; the first three passes warm the JIT and are left out.
  const timed = { small: [] as number[], large: [] as number[] };
  for (const which of run % 2 ? (['small', 'large'] as const) : (['large', 'small'] as const)) {
    timed[which] = walk(which === 'small' ? small : large);
  }
  if (run < 3) continue;
  smallRuns.push(...timed.small);
  largeRuns.push(...timed.large);
}
const [smallMs, largeMs] = [median(smallRuns), median(largeRuns)];
console.log(
  `\ndocument wizard page change (engine share), Node ${process.version}; medians of ${RUNS} passes\n`,
);
const widths = [34, 8, 16];
console.log(row(['document', 'pages', 'ms per page change'], widths));
console.log(row(['1 field, 1 page', '1', smallMs.toFixed(3)], widths));
console.log(row(['300 fields, 12 pages (25 per page)', '12', largeMs.toFixed(3)], widths));
console.log(row(['ratio (300 fields / 1 field)', '', `${(largeMs / smallMs).toFixed(1)}x`], widths));

import type fhirpathModule from 'fhirpath';
import type { FhirpathTotal } from '../entities/impact-measure.ts';
import type { Questionnaire, QuestionnaireResponse } from './resources.ts';

// The one place that runs FHIRPath: fhirpath.js (HL7/NLM) 5.2.2 with its R4 model, the same on Node and in the
// browser (its ES module build bundles with no Node built-in). weight() and its older name ordinal() are there
// since 3.14.0, reading answerOption, contained ValueSet and CodeSystem scores since 3.18.0. SDC 3.0's answers()
// is not (dialects.ts rewrites it at import).
//
// It is loaded on demand (loadFhirpath): with its R4 model it is about 1.2 MB, which a phone must not fetch for its
// first screen, nor for a document without an imported measure.

type Fhirpath = typeof fhirpathModule;
interface Engine {
  fhirpath: Fhirpath;
  r4: unknown;
}
let engine: Engine | undefined;
let loading: Promise<void> | undefined;

/** Loads fhirpath.js and its R4 model once; every FHIRPath evaluation waits for it. */
export function loadFhirpath(): Promise<void> {
  loading ??= Promise.all([import('fhirpath'), import('fhirpath/fhir-context/r4')]).then(([fhirpath, r4]) => {
    engine = { fhirpath: fhirpath.default, r4: r4.default };
  });
  return loading;
}

/** Whether FHIRPath can run now (loadFhirpath has finished). */
export const isFhirpathLoaded = (): boolean => engine !== undefined;

function loaded(): Engine {
  if (!engine) throw new Error('FHIRPath is not loaded yet (loadFhirpath)');
  return engine;
}

/** Why an expression does not parse as FHIRPath, or null when it does. */
export function parseProblem(expression: string): string | null {
  try {
    loaded().fhirpath.parse(expression);
    return null;
  } catch (error) {
    return firstLine(error);
  }
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

type Compiled = (resource: unknown, env: Record<string, unknown>) => unknown[];

/** Expressions parsed once (a measure's dozen variables are parsed in tens of milliseconds): the latest few. */
const compiled = new Map<string, Compiled>();
const COMPILED_KEPT = 256;

function compiledOf(expression: string): Compiled {
  let run = compiled.get(expression);
  if (!run) {
    const { fhirpath, r4 } = loaded();
    run = fhirpath.compile(expression, r4 as Parameters<Fhirpath['compile']>[1]) as Compiled;
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value!);
    compiled.set(expression, run);
  }
  return run;
}

/**
 * A total's value over a response: its variables in order (each sees %resource, %questionnaire, %context and
 * those before it), then its expression. Null when the expression gives nothing (no answer to add up); throws when
 * it cannot be evaluated or gives something other than one number.
 */
export function evaluateTotal(
  total: Pick<FhirpathTotal, 'variables' | 'expression'>,
  response: QuestionnaireResponse,
  questionnaire: Questionnaire,
): number | null {
  const env: Record<string, unknown> = { resource: response, questionnaire, context: response };
  for (const variable of total.variables) env[variable.name] = compiledOf(variable.expression)(response, env);
  const result = compiledOf(total.expression)(response, env);
  if (result.length === 0) return null;
  const [value] = result;
  const number = typeof value === 'object' && value !== null && 'value' in value ? value.value : value;
  if (result.length > 1 || typeof number !== 'number' || !Number.isFinite(number))
    throw new Error(`the expression gives ${JSON.stringify(result)}, not one number`);
  return number;
}

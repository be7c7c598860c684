import { centralDate } from '../time/central.ts';
import type { CompiledForm } from './compile.ts';
import type { FormValues } from './definition.ts';
import { changeValue, evaluateForm, type FormContext, type FormState } from './evaluate.ts';

/** Beyond this many changed values a full evaluation costs no more than applying them one by one. */
const INCREMENTAL_LIMIT = 8;

/** Contexts that give every field the same state: `now` matters only by the date it falls on. */
const sameContext = (a: FormContext, b: FormContext) =>
  a.nextClicked === b.nextClicked &&
  a.readOnly === b.readOnly &&
  a.lists === b.lists &&
  (a.now && centralDate(a.now)) === (b.now && centralDate(b.now));

/** The ids whose value is not the same object in both, or null when more than the limit changed. */
function changedIds(before: FormValues, after: FormValues): string[] | null {
  const changed: string[] = [];
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (Object.is(before[id], after[id])) continue;
    changed.push(id);
    if (changed.length > INCREMENTAL_LIMIT) return null;
  }
  return changed;
}

/**
 * The form's state for these values, worked out from the previous state when it is of the same form and
 * context: only the changed values are applied (changeValue), so a keystroke re-runs only the rules that read
 * its field, and every field state untouched by the change is the same object as before (a page can skip
 * drawing it again). Always equal to evaluateForm(form, values, context).
 */
export function evaluateFrom(
  previous: FormState | null,
  form: CompiledForm,
  values: FormValues,
  context: FormContext,
): FormState {
  if (!previous || previous.form !== form || !sameContext(previous.context, context))
    return evaluateForm(form, values, context);
  const changed = changedIds(previous.values, values);
  if (changed === null) return evaluateForm(form, values, context);
  let state = previous;
  for (const id of changed) state = changeValue(state, id, values[id] ?? null);
  return { ...state, values, context };
}

import type { Message } from '../messages/format.ts';
import { centralDate } from '../time/central.ts';
import type { CompiledField } from './compile.ts';
import type { FieldValue, FormField } from './definition.ts';

/** How forms name a date of birth, with case, spaces and punctuation squeezed out. */
const BIRTH_DATE_NAMES: ReadonlySet<string> = new Set(['birthdate', 'dateofbirth', 'dob']);
const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** A Date field that holds a date of birth, known by its name or label (Date of Birth, Birth Date, DOB). */
function isBirthDateField(field: Pick<FormField, 'type' | 'name' | 'label'>): boolean {
  return (
    field.type === 'Date' &&
    (BIRTH_DATE_NAMES.has(squeezed(field.name)) || BIRTH_DATE_NAMES.has(squeezed(field.label)))
  );
}

/**
 * A date of birth after today cannot be right (spec 2 §5 says nothing of it; like 'Document start date cannot
 * be in the future', it is refused). Today is the US Central date of the `now` the engine is given (spec 1 §9);
 * without one, as in a re-validation that has no clock, there is nothing to compare with.
 */
export function futureBirthDateError(
  compiled: CompiledField,
  value: FieldValue,
  now: Date | undefined,
): Message | null {
  if (!now || typeof value !== 'string' || !isBirthDateField(compiled.field)) return null;
  return value > centralDate(now)
    ? { key: 'forms.rule.birthDateInFuture', params: { label: compiled.field.label } }
    : null;
}

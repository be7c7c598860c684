import type { Message } from '../messages/format.ts';
import { centralDate } from '../time/central.ts';
import type { CompiledField } from './compile.ts';
import type { FieldValue, FormField } from './definition.ts';

/**
 * How forms name a date that has already happened when it is written down, with case, spaces and punctuation
 * squeezed out: a date of birth, and the date the service, session or assessment took place or started.
 */
const PAST_DATE_NAMES: ReadonlySet<string> = new Set([
  'birthdate',
  'dateofbirth',
  'dob',
  'sessiondate',
  'dateofsession',
  'servicedate',
  'dateofservice',
  'startdate',
  'documentstartdate',
  'assessmentdate',
]);
const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** A Date field known by its name or label to hold a past date (Date of Birth, DOB, Session Date, …). */
function isPastDateField(field: Pick<FormField, 'type' | 'name' | 'label'>): boolean {
  return (
    field.type === 'Date' &&
    (PAST_DATE_NAMES.has(squeezed(field.name)) || PAST_DATE_NAMES.has(squeezed(field.label)))
  );
}

/**
 * A date of birth, or of a session or service, after today cannot be right (spec 2 §5: 'Document start date
 * cannot be in the future'; issue 30: a Progress Note with a Session Date a month ahead was signed). Today is the
 * US Central date of the `now` the engine is given (spec 1 §9); without one there is nothing to compare with.
 * Dates that may lie ahead (a next appointment, a referral's) are not such fields.
 */
export function futureDateError(
  compiled: CompiledField,
  value: FieldValue,
  now: Date | undefined,
): Message | null {
  if (!now || typeof value !== 'string' || !isPastDateField(compiled.field)) return null;
  return value > centralDate(now)
    ? { key: 'forms.rule.dateInFuture', params: { label: compiled.field.label } }
    : null;
}

import { maxLengthOf, type FieldValue, type FormField } from '@carevisit/core';
import { DEMO_TIME_ZONE } from './clock.ts';
import type { Random } from './random.ts';

const SAMPLE_NOTES = [
  'Client engaged well and completed the planned activities.',
  'Reviewed progress since the last visit; no new concerns reported.',
  'Discussed coping strategies and practised them together.',
];

/** Short text for a Text Field, by data type (spec 2 §3): each passes its data type's check. */
const SAMPLE_TEXT: Readonly<Record<FormField['datatype'], string>> = {
  AL: 'Review',
  NUM: '1',
  'AL+SP': 'Review at next visit',
  NONE: 'Review at next visit',
};

const clockTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: DEMO_TIME_ZONE,
});

/** The visit a demo document is about: its date of service and start. */
export interface SampleVisit {
  serviceDate: string;
  startAt: Date;
}

function sampleValue(field: FormField, visit: SampleVisit, rng: Random): FieldValue {
  const max = maxLengthOf(field) ?? Infinity;
  const startTime = clockTime.format(visit.startAt);
  switch (field.type) {
    case 'Date':
      return visit.serviceDate;
    case 'Time':
      return startTime;
    case 'DateTime':
      return `${visit.serviceDate}T${startTime}`;
    case 'Text Area':
      return SAMPLE_NOTES[rng.int(0, SAMPLE_NOTES.length - 1)]!.slice(0, max);
    case 'Text Field':
      return SAMPLE_TEXT[field.datatype].slice(0, max);
    case 'Yes or No':
      return field.default ?? 'N';
    case 'DropDown':
    case 'RadioButton':
      return field.options[0]?.key ?? null;
    default:
      // List-backed, address, phone, SSN and check-box fields get no sample value; display fields hold none.
      return null;
  }
}

/**
 * Plausible values for a form's fields (the note forms the demo documents use), keyed by field id as module
 * data holds them; the seed stores them as the engine leaves them for storage (seed/demo-documents.ts).
 */
export function sampleFieldData(fields: readonly FormField[], visit: SampleVisit, rng: Random) {
  return fields.flatMap((field) => {
    const value = sampleValue(field, visit, rng);
    return value === null ? [] : [{ key: field.id, value }];
  });
}

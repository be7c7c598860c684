import { describe, expect, it } from 'vitest';
import { evaluateForm, type FormContext } from './evaluate.ts';
import { evaluateFrom } from './evaluate-from.ts';
import { validateFormModule } from './module.ts';
import { AFTER_NEXT, EDITING, buildForm, field, words } from './testing/build-form.ts';

const birthDate = field('dob', 'Date', { name: 'birthDate', label: 'Date of Birth', required: true });
const form = buildForm([birthDate, field('referral', 'Date', { label: 'Referral Date' })]);
// 9 pm in Chicago on 02/02/2031 is already 02/03/2031 in UTC: today is the US Central date.
const now = new Date('2031-02-03T03:00:00Z');
const errors = (values: Record<string, string>, context: FormContext = { ...EDITING, now }) =>
  evaluateForm(form, values, context).fields.map((f) => words(f.error));

describe('a date of birth or of a session after today', () => {
  it('is refused with a message, as soon as it is entered', () => {
    expect(errors({ dob: '2031-02-03' })[0]).toBe('Date of Birth cannot be in the future.');
    expect(errors({ dob: '2031-02-02' })[0]).toBeNull();
  });

  it('is refused for a session, a service or an assessment as well (spec 2 §5: start date)', () => {
    const dates = buildForm([
      field('s', 'Date', { name: 'sessionDate', label: 'Session Date' }),
      field('d', 'Date', { name: 'when', label: 'Date of Service' }),
      field('a', 'Date', { name: 'assessmentDate', label: 'Assessment Date' }),
      field('n', 'Date', { name: 'nextAppointment', label: 'Next Appointment' }),
    ]);
    const ahead = { s: '2031-03-03', d: '2031-03-03', a: '2031-03-03', n: '2031-03-03' };
    expect(evaluateForm(dates, ahead, { ...EDITING, now }).fields.map((f) => words(f.error))).toEqual([
      'Session Date cannot be in the future.',
      'Date of Service cannot be in the future.',
      'Assessment Date cannot be in the future.',
      null,
    ]);
  });

  it('is known by the field’s name or label; other dates may lie ahead', () => {
    const byLabel = buildForm([field('x', 'Date', { label: 'DOB' })]);
    expect(words(evaluateForm(byLabel, { x: '2040-01-01' }, { ...AFTER_NEXT, now }).fields[0]!.error)).toBe(
      'DOB cannot be in the future.',
    );
    expect(errors({ dob: '1980-05-06', referral: '2040-01-01' })).toEqual([null, null]);
  });

  it('is not judged without the now the engine is given (no real clock)', () => {
    expect(errors({ dob: '2999-01-01' }, EDITING)).toEqual([null, null]);
  });

  it('does not refuse a draft on the server: it is a rule of the record, not a malformed value', () => {
    const data = {
      moduleId: 1,
      moduleType: 'cf' as const,
      fieldData: [{ key: 'dob', value: '2031-02-03' }],
      formValidated: false,
    };
    const definition = { formId: 1, name: 'Test Form', fields: [birthDate], rules: [] };
    const checked = validateFormModule(definition, data, { nextClicked: false, now });
    expect(checked.errors.map((e) => e.message.key)).toEqual(['forms.rule.dateInFuture']);
  });

  it('is judged again when the date changes, though the values did not', () => {
    const before = evaluateForm(form, { dob: '2031-02-03' }, { ...EDITING, now });
    const dayAfter = evaluateFrom(before, form, before.values, {
      ...EDITING,
      now: new Date('2031-02-04T12:00:00Z'),
    });
    expect(dayAfter.fields[0]!.error).toBeNull();
  });
});

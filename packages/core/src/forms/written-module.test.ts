import { describe, expect, it } from 'vitest';
import { field, rule } from './testing/build-form.ts';
import { formatMessage } from '../messages/format.ts';
import { writtenFormModule } from './written-module.ts';

const fields = [
  field('consentBy', 'DropDown', {
    label: 'Consent Given By',
    required: true,
    options: [
      { key: 'Self', text: 'Self' },
      { key: 'Guardian', text: 'Guardian' },
    ],
  }),
  field('guardianName', 'Text Field', { label: 'Guardian Name', datatype: 'AL+SP' }),
  field('household', 'Text Field', { label: 'Household Size', datatype: 'NUM' }),
  field('reason', 'Text Area', { label: 'Reason for Referral', minlength: 10, maxlength: 40 }),
  field('release', 'Yes or No', { label: 'Release of Information Signed' }),
];
const rules = [
  rule(1, ['consentBy', 'notEquals', 'Guardian'], ['guardianName', 'Hide']),
  rule(2, ['consentBy', 'equals', 'Guardian'], ['release', 'Require', 'Y']),
];
const definition = { formId: 9, name: 'Consent', fields, rules };
const page = (formValidated: boolean, values: Record<string, unknown>) => ({
  moduleId: 409,
  moduleType: 'cf' as const,
  formValidated,
  fieldData: Object.entries(values).map(([key, value]) => ({ key, value })),
});
const texts = (result: ReturnType<typeof writtenFormModule>) =>
  result.errors.map((e) => formatMessage(e.message.key, e.message.params));

describe('a configurable-form page written to the server', () => {
  it('confirmed with Next: refused with the rule’s message when its values break a rule', () => {
    const result = writtenFormModule(definition, page(true, { consentBy: 'Guardian', release: 'N' }), false);
    expect(texts(result)).toEqual(['Release of Information Signed must equal Yes']);
  });

  it('confirmed with Next: stored without the values of hidden fields', () => {
    const written = page(true, { consentBy: 'Self', guardianName: 'Pat Doe', release: 'N' });
    const result = writtenFormModule(definition, written, false);
    expect(result.errors).toEqual([]);
    expect(result.data.fieldData).toEqual([
      { key: 'consentBy', value: 'Self' },
      { key: 'release', value: 'N' },
    ]);
  });

  it('a draft: not refused for a required field or a broken rule, and stored as sent', () => {
    const written = page(false, { consentBy: 'Guardian', release: 'N', guardianName: 'Pat Doe' });
    expect(writtenFormModule(definition, written, false)).toEqual({ errors: [], data: written });
    const blank = page(false, { guardianName: 'Pat Doe' });
    expect(writtenFormModule(definition, blank, false)).toEqual({ errors: [], data: blank });
  });

  it('a draft: stored as typed, too short, too long or not a number, and refused for it at Next', () => {
    const typed = { consentBy: 'Self', household: 'three', reason: 'Fell' };
    const draft = page(false, typed);
    expect(writtenFormModule(definition, draft, false)).toEqual({ errors: [], data: draft });
    const tooLong = page(false, { reason: 'Follow up 12/4, call PCP re: meds and the new inhaler' });
    expect(writtenFormModule(definition, tooLong, false)).toEqual({ errors: [], data: tooLong });
    expect(texts(writtenFormModule(definition, page(true, typed), false))).toEqual([
      'Household Size takes a number only.',
      'Reason for Referral must be at least 10 characters.',
    ]);
  });

  it('a draft: refused for a value no screen makes', () => {
    const result = writtenFormModule(
      definition,
      page(false, { consentBy: 'Nobody', household: ['3'] }),
      false,
    );
    expect(texts(result)).toEqual([
      'Consent Given By must be one of its choices.',
      'Household Size holds a value of the wrong kind.',
    ]);
  });

  it('a draft on a document being signed: validated as after Next', () => {
    const result = writtenFormModule(definition, page(false, {}), true);
    expect(texts(result)).toEqual(['Please make a selection for Consent Given By, then submit']);
  });

  it('a definition that does not compile: refused when final, stored as sent when a draft', () => {
    const broken = { ...definition, rules: [rule(1, ['missing', 'blank'], ['release', 'Hide'])] };
    const written = page(false, { consentBy: 'Self' });
    expect(writtenFormModule(broken, written, false)).toEqual({ errors: [], data: written });
    expect(writtenFormModule(broken, written, true).errors).not.toEqual([]);
    expect(writtenFormModule(broken, written, true).errors.every((e) => e.fieldId === null)).toBe(true);
  });
});

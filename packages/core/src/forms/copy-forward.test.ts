import { describe, expect, it } from 'vitest';
import { initialFormValues } from './copy-forward.ts';
import { buildForm, field } from './testing/build-form.ts';

const last = {
  fieldData: [
    { key: 'mood', value: 'Calm' },
    { key: 'plan', value: 'Continue weekly sessions' },
    { key: 'incident', value: 'Y' },
    { key: 'note', value: '' },
  ],
};

describe('a new document’s starting values (spec 2 §3)', () => {
  it('starts from each field’s default', () => {
    const form = buildForm([field('incident', 'Yes or No', { default: 'N' }), field('mood', 'Text Field')]);
    expect(initialFormValues(form, null)).toEqual({ incident: 'N' });
  });
  it('copies forward the fields with EnableCopyForward from the client’s last document', () => {
    const form = buildForm([
      field('incident', 'Yes or No', { default: 'N' }),
      field('mood', 'Text Field'),
      field('plan', 'Text Area', { EnableCopyForward: true }),
    ]);
    expect(initialFormValues(form, last)).toEqual({ incident: 'N', plan: 'Continue weekly sessions' });
  });
  it('copies every field when the form has EnableCopyForwardAll, never a blank over a default', () => {
    const form = buildForm([
      field('incident', 'Yes or No', { default: 'N', EnableCopyForwardAll: true }),
      field('mood', 'Text Field'),
      field('note', 'Text Field', { default: 'none' }),
      field('heading', 'ReadOnlyText'),
    ]);
    expect(initialFormValues(form, last)).toEqual({ incident: 'Y', mood: 'Calm', note: 'none' });
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_CHOICE_LISTS } from '@carevisit/core';
import { formFields, formPageLines } from './form-lines.ts';

const fields = formFields([
  { id: 'source', name: 'source', type: 'ReferralSourceDropDown', label: 'Referral Source', order: 2 },
  { id: 'note', name: 'note', type: 'Text Area', label: 'Note', order: 1 },
  { id: 'court', name: 'court', type: 'Yes or No', label: 'Court-Ordered', order: 3 },
  { id: 'broken', type: 'Text Area' },
]);
const lists = { ...EMPTY_CHOICE_LISTS, referralSources: [{ key: '2', text: 'School' }] };

describe('formPageLines', () => {
  it('gives each value by its label and in words, in the form order; an unknown field by its key, last', () => {
    const data = {
      fieldData: [
        { key: 'gone', value: 'kept' },
        { key: 'court', value: 'Y' },
        { key: 'source', value: 2 },
        { key: 'note', value: 'Slept well' },
      ],
    };
    expect(formPageLines(data, fields, lists)).toEqual([
      { label: 'Note', value: 'Slept well' },
      { label: 'Referral Source', value: 'School' },
      { label: 'Court-Ordered', value: 'Yes' },
      { label: 'gone', value: 'kept' },
    ]);
  });

  it('masks an SSN to its last four digits, however it was typed', () => {
    const ssn = formFields([{ id: 'ssn', name: 'ssn', type: 'SSN', label: 'SSN', order: 1 }]);
    for (const typed of ['123-45-6789', '123456789', '123 45 6789'])
      expect(formPageLines({ fieldData: [{ key: 'ssn', value: typed }] }, ssn, lists)).toEqual([
        { label: 'SSN', value: '***-**-6789' },
      ]);
    expect(formPageLines({ fieldData: [{ key: 'ssn', value: '' }] }, ssn, lists)).toEqual([
      { label: 'SSN', value: '' },
    ]);
  });

  it('prints read-only texts with no value stored, and a form break only with something under it', () => {
    const display = formFields([
      {
        id: 'words',
        name: 'words',
        type: 'ReadOnlyText',
        label: 'Consent',
        order: 1,
        attributes: [{ attributeId: 'words_Text', value: 'I agree to treatment.' }],
      },
      { id: 'first', name: 'first', type: 'FormBreak', label: 'First part', order: 2 },
      { id: 'empty', name: 'empty', type: 'Text Field', label: 'Empty', order: 3 },
      { id: 'second', name: 'second', type: 'FormBreak', label: 'Second part', order: 4 },
      { id: 'kept', name: 'kept', type: 'Text Field', label: 'Kept', order: 5 },
    ]);
    expect(formPageLines({ fieldData: [{ key: 'kept', value: 'Yes' }] }, display, lists)).toEqual([
      { label: 'Consent', text: 'I agree to treatment.' },
      { label: 'Second part' },
      { label: 'Kept', value: 'Yes' },
    ]);
  });
});

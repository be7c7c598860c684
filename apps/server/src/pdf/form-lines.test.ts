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
});

import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { choiceLists, fixedOptionKey, type ChoiceListSource } from './choice-lists.ts';
import { evaluateForm } from './evaluate.ts';
import { EDITING, buildForm, field } from './testing/build-form.ts';

const source: ChoiceListSource = {
  organizationId: 5,
  serviceDate: '2030-01-10',
  descriptors: [
    { descriptorId: 1, name: 'Ours', type: 'Allergy Type', endDate: null, organizationId: 5 },
    { descriptorId: 2, name: 'Everyone’s', type: 'Allergy Type', endDate: '', organizationId: null },
    { descriptorId: 3, name: 'Another agency’s', type: 'Allergy Type', endDate: null, organizationId: 6 },
    { descriptorId: 4, name: 'Ended', type: 'Allergy Type', endDate: '2030-01-09', organizationId: 5 },
    {
      descriptorId: 5,
      name: 'Ends today',
      type: 'Allergy Type',
      endDate: '2030-01-10T00:00:00Z',
      organizationId: 5,
    },
    { descriptorId: 6, name: 'Other list', type: 'Credit Card', endDate: null, organizationId: null },
  ],
  medications: [
    { medicationId: 10, description: 'Sertraline 50 mg', status: 'Active', endDate: null },
    { medicationId: 11, description: 'Lorazepam 1 mg', status: 'Discontinued', endDate: null },
    { medicationId: 12, description: 'Amoxicillin', status: 'Active', endDate: '2029-12-31' },
  ],
  referralSources: [
    { referralSourceId: 20, name: 'School', organizationId: null },
    { referralSourceId: 21, name: 'Elsewhere', organizationId: 9 },
  ],
  programs: [
    { programId: 30, name: 'Outpatient', beginDate: '2020-01-01', endDate: null },
    { programId: 31, name: 'Future', beginDate: '2031-01-01', endDate: null },
  ],
  staff: [{ staffId: 40, firstName: 'Jane', lastName: 'Doe' }],
};

describe('the lists behind list fields, from the local database (spec 2 §3)', () => {
  const lists = choiceLists(source);
  it('shows descriptors of the current organization or none, not ended before the service date', () => {
    expect(lists.descriptors['Allergy Type']!.map((o) => o.text)).toEqual([
      'Ours',
      'Everyone’s',
      'Ends today',
    ]);
  });
  it('offers the client’s active medications only', () => {
    expect(lists.medications).toEqual([{ key: '10', text: 'Sertraline 50 mg' }]);
  });
  it('offers referral sources of the organization, programs open on the date, staff by name', () => {
    expect(lists.referralSources.map((o) => o.text)).toEqual(['School']);
    expect(lists.programs.map((o) => o.text)).toEqual(['Outpatient']);
    expect(lists.staff).toEqual([{ key: '40', text: 'Doe, Jane' }]);
  });
  it('fills each list field type from its list', () => {
    const form = buildForm([
      field('d', 'Descriptor DropDown', { descriptorType: 'Credit Card' }),
      field('c', 'Descriptor CheckBox', { descriptorType: 'Allergy Type' }),
      field('m', 'ActiveMedicationDropDown'),
      field('r', 'ReferralSourceDropDown'),
      field('p', 'ProgramDropDown'),
      field('s', 'StaffDropDown'),
    ]);
    const state = evaluateForm(form, {}, { ...EDITING, lists });
    expect(state.fields.map((f) => f.options.map((o) => o.key))).toEqual([
      ['6'],
      ['1', '2', '5'],
      ['10'],
      ['20'],
      ['30'],
      ['40'],
    ]);
  });
});

describe('the fixed options’ words (issue 33)', () => {
  it('come from the catalog for Gender and Yes or No, in English as their text; the agency’s options have none', () => {
    const types = ['Gender', 'Yes or No'] as const;
    const form = buildForm(types.map((type, index) => field(`f${index}`, type)));
    const state = evaluateForm(form, {}, { ...EDITING, lists: choiceLists(source) });
    state.fields.forEach((fieldState, index) => {
      for (const option of fieldState.options) {
        const key = fixedOptionKey(types[index]!, option.key);
        expect(key && formatMessage(key), option.key).toBe(option.text);
      }
    });
    expect(formatMessage(fixedOptionKey('Yes or No', 'Y')!, {}, 'es')).toBe('Sí');
    expect(fixedOptionKey('RadioButton', 'Y')).toBeUndefined();
    expect(fixedOptionKey('Descriptor DropDown', '6')).toBeUndefined();
  });
});

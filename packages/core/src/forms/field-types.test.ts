import { describe, expect, it } from 'vitest';
import type { FieldValue, FormFieldInput } from './definition.ts';
import { fieldTypes } from './definition.ts';
import { evaluateForm } from './evaluate.ts';
import { EMPTY_ADDRESS, EMPTY_PHONE } from './parts.ts';
import { AFTER_NEXT, EDITING, buildForm, field, words } from './testing/build-form.ts';

/** The words under a single field holding a value, after Next. */
function errorOf(definition: FormFieldInput, value: FieldValue, context = AFTER_NEXT) {
  const state = evaluateForm(buildForm([definition]), { [definition.id]: value }, context);
  return words(state.fields[0]!.error);
}

const choices = [
  { key: 'A', text: 'Alpha' },
  { key: 'B', text: 'Beta' },
];

describe('required message of every field type (spec 2 §5)', () => {
  const choice = [
    'DropDown',
    'Descriptor DropDown',
    'ActiveMedicationDropDown',
    'ReferralSourceDropDown',
    'ProgramDropDown',
    'StaffDropDown',
    'Gender',
    'RadioButton',
    'Yes or No',
    'CheckBox',
    'Descriptor CheckBox',
  ];
  const entered = ['Text Field', 'Text Area', 'Date', 'Time', 'DateTime', 'SSN', 'Address', 'Phone'];
  const display = ['LookUp', 'ReadOnlyText', 'FormBreak', 'ActivityCounter'];

  it('sorts every field type into exactly one group', () => {
    expect([...choice, ...entered, ...display].sort()).toEqual([...fieldTypes].sort());
  });
  it.each(choice)('%s asks for a selection', (type) => {
    expect(errorOf(field('f', type, { label: 'Mood', required: true }), null)).toBe(
      'Please make a selection for Mood, then submit',
    );
  });
  it.each(entered)('%s asks for a value', (type) => {
    expect(errorOf(field('f', type, { label: 'Note', required: true }), null)).toBe(
      'Please enter a value for Note, then submit',
    );
  });
  it.each(display)('%s is never required and never in error', (type) => {
    const state = evaluateForm(buildForm([field('f', type, { required: true })]), {}, AFTER_NEXT);
    expect(state.fields[0]).toMatchObject({ required: false, error: null, disabled: true });
  });
  it('shows no required message before Next is pressed', () => {
    expect(errorOf(field('f', 'Text Field', { required: true }), null, EDITING)).toBeNull();
  });
  it('reads the _required attribute too', () => {
    const f = field('f', 'Text Field', {
      label: 'Note',
      attributes: [{ attributeId: 'f_required', value: 'true' }],
    });
    expect(errorOf(f, '')).toBe('Please enter a value for Note, then submit');
  });
});

describe('Text Field and Text Area', () => {
  it('takes 30 characters by default and the definition’s maximum otherwise', () => {
    expect(errorOf(field('f', 'Text Field', { label: 'Note' }), 'x'.repeat(30))).toBeNull();
    expect(errorOf(field('f', 'Text Field', { label: 'Note' }), 'x'.repeat(31))).toBe(
      'Note must be at most 30 characters.',
    );
    expect(errorOf(field('f', 'Text Field', { label: 'Note', maxlength: 40 }), 'x'.repeat(40))).toBeNull();
    expect(errorOf(field('f', 'Text Area', { label: 'Note', maxlength: 10 }), 'x'.repeat(11))).toBe(
      'Note must be at most 10 characters.',
    );
    expect(errorOf(field('f', 'Text Area', { label: 'Note' }), 'x'.repeat(4001))).toBe(
      'Note must be at most 4000 characters.',
    );
  });
  it('uses the minimum length when set, except for NUM', () => {
    expect(errorOf(field('f', 'Text Area', { label: 'Note', minlength: 5 }), 'abc')).toBe(
      'Note must be at least 5 characters.',
    );
    expect(errorOf(field('f', 'Text Field', { minlength: 5, datatype: 'NUM' }), '12')).toBeNull();
  });
});

describe('data types (spec 2 §3)', () => {
  const typed = (datatype: 'AL' | 'NUM' | 'AL+SP' | 'NONE', value: string) =>
    errorOf(field('f', 'Text Field', { label: 'Code', datatype }), value);
  it('AL takes letters and digits', () => {
    expect(typed('AL', 'abc123')).toBeNull();
    expect(typed('AL', 'abc 123')).toBe('Code takes letters and digits only.');
  });
  it('NUM takes a number', () => {
    expect(typed('NUM', '42')).toBeNull();
    expect(typed('NUM', '-4.5')).toBeNull();
    expect(typed('NUM', '4a')).toBe('Code takes a number only.');
  });
  it('AL+SP takes letters, digits, spaces and punctuation', () => {
    expect(typed('AL+SP', "Mrs. O'Neil, 2nd floor")).toBeNull();
    expect(typed('AL+SP', 'a < b')).toBe('Code takes letters, digits, spaces and punctuation only.');
  });
  it('NONE takes anything', () => {
    expect(typed('NONE', '<>{}~')).toBeNull();
  });
});

describe('dates, times and SSN', () => {
  it.each([
    ['Date', '2030-02-28', '2030-02-30', 'When must be a date.'],
    ['Time', '23:59', '24:00', 'When must be a time.'],
    ['DateTime', '2030-01-10T09:30', '2030-01-10 09:30', 'When must be a date and time.'],
  ])('%s takes %s and refuses %s', (type, good, bad, message) => {
    expect(errorOf(field('f', type, { label: 'When' }), good)).toBeNull();
    expect(errorOf(field('f', type, { label: 'When' }), bad)).toBe(message);
  });
  it('SSN is XXX-XX-XXXX', () => {
    expect(errorOf(field('f', 'SSN', { label: 'SSN' }), '123-45-6789')).toBeNull();
    expect(errorOf(field('f', 'SSN', { label: 'SSN' }), '123456789')).toBe(
      'SSN must be in the form XXX-XX-XXXX.',
    );
  });
});

describe('choices', () => {
  it('DropDown, RadioButton and CheckBox take only their own options', () => {
    expect(errorOf(field('f', 'DropDown', { label: 'Pick', options: choices }), 'B')).toBeNull();
    expect(errorOf(field('f', 'RadioButton', { label: 'Pick', options: choices }), 'C')).toBe(
      'Pick must be one of its choices.',
    );
    expect(errorOf(field('f', 'CheckBox', { label: 'Pick', options: choices }), ['A', 'B'])).toBeNull();
    expect(errorOf(field('f', 'CheckBox', { label: 'Pick', options: choices }), ['A', 'Z'])).toBe(
      'Pick must be one of its choices.',
    );
  });
  it('Gender offers Male (M) and Female (F); Yes or No offers Y and N', () => {
    const gender = evaluateForm(buildForm([field('g', 'Gender'), field('y', 'Yes or No')]), {}, EDITING);
    expect(gender.fields[0]!.options).toEqual([
      { key: 'M', text: 'Male' },
      { key: 'F', text: 'Female' },
    ]);
    expect(gender.fields[1]!.options.map((o) => o.key)).toEqual(['Y', 'N']);
    expect(errorOf(field('g', 'Gender', { label: 'Gender' }), 'X')).toBe(
      'Gender must be one of its choices.',
    );
  });
  it('does not refuse a list value while the device holds no list to check it against', () => {
    expect(errorOf(field('f', 'StaffDropDown'), '77')).toBeNull();
  });
  it('refuses a value of the wrong kind', () => {
    expect(errorOf(field('f', 'CheckBox', { label: 'Pick', options: choices }), 'A')).toBe(
      'Pick holds a value of the wrong kind.',
    );
    expect(errorOf(field('f', 'Text Field', { label: 'Note' }), ['A'])).toBe(
      'Note holds a value of the wrong kind.',
    );
  });
});

describe('Address and Phone', () => {
  const address = field('f', 'Address', {
    label: 'Home',
    required: true,
    options: [{ key: 'city', text: 'City', required: true }],
  });
  it('needs Street 1, then the parts its options flag required, naming the part', () => {
    expect(errorOf(address, EMPTY_ADDRESS)).toBe('Please enter a value for Home, then submit');
    expect(errorOf(address, { ...EMPTY_ADDRESS, city: 'Austin' })).toBe(
      'Please enter a value for Street 1, then submit',
    );
    expect(errorOf(address, { ...EMPTY_ADDRESS, street1: '1 Main St' })).toBe(
      'Please enter a value for City, then submit',
    );
    expect(errorOf(address, { ...EMPTY_ADDRESS, street1: '1 Main St', city: 'Austin' })).toBeNull();
  });
  it('checks part lengths and the zip', () => {
    expect(
      errorOf(address, { ...EMPTY_ADDRESS, street1: '1 Main', city: 'A', aptSuite: 'x'.repeat(11) }),
    ).toBe('Home: APT/Suite must be at most 10 characters.');
    expect(errorOf(address, { ...EMPTY_ADDRESS, street1: '1 Main', city: 'A', zip: '7870' })).toBe(
      'Please enter a valid Zip Code',
    );
  });
  it('Phone needs its country code and number, digits only', () => {
    const phone = field('p', 'Phone', { label: 'Phone', required: true });
    expect(errorOf(phone, EMPTY_PHONE)).toBe('Please enter a value for Phone, then submit');
    expect(errorOf(phone, { ...EMPTY_PHONE, phoneNumber: '555-1234' })).toBe(
      'Please enter a value for Country Code, then submit',
    );
    expect(errorOf(phone, { countryCode: '1', phoneNumber: '555-1234', ext: '' })).toBeNull();
    expect(errorOf(phone, { countryCode: '1', phoneNumber: '555-1234', ext: '12a' })).toBe(
      'Phone takes digits only.',
    );
    expect(errorOf(phone, { countryCode: '1', phoneNumber: '856-555-0195', ext: '' })).toBeNull();
    expect(errorOf(phone, { countryCode: '1', phoneNumber: '856-555-01955', ext: '' })).toBe(
      'Phone: Phone Number must be at most 12 characters.',
    );
  });
});

describe('read-only documents', () => {
  it('disables every field', () => {
    const state = evaluateForm(
      buildForm([field('a', 'Text Field'), field('b', 'DropDown')]),
      {},
      {
        ...EDITING,
        readOnly: true,
      },
    );
    expect(state.fields.map((f) => f.disabled)).toEqual([true, true]);
  });
});

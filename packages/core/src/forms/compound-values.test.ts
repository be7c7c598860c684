import { describe, expect, it } from 'vitest';
import { evaluateForm, fieldStateOf } from './evaluate.ts';
import { checkFormModule, formModuleForStorage } from './module.ts';
import { EMPTY_ADDRESS, EMPTY_PHONE } from './parts.ts';
import { AFTER_NEXT, EDITING, buildForm, field, rule, words } from './testing/build-form.ts';

// The intake's Contact page (the demo seed): an optional secondary phone whose number requires a contact type,
// and a required home address whose City, State/Province and Zip are flagged required.
const fields = [
  field('home', 'Address', {
    label: 'Home Address',
    required: true,
    options: [
      { key: 'city', text: 'City', required: true },
      { key: 'state', text: 'State/Province', required: true },
      { key: 'zip', text: 'Zip', required: true },
    ],
  }),
  field('mailing', 'Address', { label: 'Mailing Address' }),
  field('second', 'Phone', { label: 'Secondary Phone' }),
  field('contactType', 'DropDown', {
    label: 'Phone Contact Type',
    options: [{ key: 'cell', text: 'Cell' }],
  }),
];
const form = buildForm(fields, [rule(1, ['second', 'notBlank'], ['contactType', 'Require'])]);
const homeAddress = {
  ...EMPTY_ADDRESS,
  street1: '12 Harbor Road',
  city: 'Newark',
  state: 'NJ',
  zip: '07102',
};
const numberOnly = { ...EMPTY_PHONE, phoneNumber: '555-0134' };
const page = (values: Record<string, unknown>) => ({
  moduleId: 402,
  moduleType: 'cf' as const,
  fieldData: Object.entries(values).map(([key, value]) => ({ key, value })),
  formValidated: false,
});

describe('a partly filled address or phone is something typed (spec 2 §5)', () => {
  it('is kept as typed when the page is stored, an optional address without Street 1 too', () => {
    const data = page({
      home: homeAddress,
      mailing: { ...EMPTY_ADDRESS, city: 'Trenton' },
      second: numberOnly,
    });
    expect(formModuleForStorage({ form, data, context: EDITING }).fieldData).toEqual(data.fieldData);
  });

  it('is not blank for rules: a secondary phone number alone requires the contact type', () => {
    const state = evaluateForm(form, { home: homeAddress, second: numberOnly }, EDITING);
    expect(fieldStateOf(state, 'contactType')!.required).toBe(true);
    expect(words(fieldStateOf(state, 'contactType')!.error)).toBe('Phone Contact Type must not be blank');
  });

  it('stops Next, naming the missing part beside the field', () => {
    const check = checkFormModule({
      form,
      data: page({ home: homeAddress, second: numberOnly }),
      context: EDITING,
    });
    expect(check.messages.map(words)).toEqual([
      'Please enter a value for Country Code, then submit',
      'Please make a selection for Phone Contact Type, then submit',
    ]);
  });

  it('names every missing required part of an address at once, and says which they are', () => {
    const state = evaluateForm(form, { home: { ...EMPTY_ADDRESS, street1: '12 Harbor Road' } }, AFTER_NEXT);
    const home = fieldStateOf(state, 'home')!;
    expect(words(home.error)).toBe('Please enter a value for City, State/Province and Zip, then submit');
    expect(home.missingParts).toEqual(['city', 'state', 'zip']);
    const mailing = evaluateForm(
      form,
      { home: homeAddress, mailing: { ...EMPTY_ADDRESS, zip: '08608' } },
      AFTER_NEXT,
    );
    expect(words(fieldStateOf(mailing, 'mailing')!.error)).toBe(
      'Please enter a value for Street 1, then submit',
    );
  });

  it('marks every needed part of a required address left blank', () => {
    const state = evaluateForm(form, {}, AFTER_NEXT);
    expect(words(fieldStateOf(state, 'home')!.error)).toBe(
      'Please enter a value for Home Address, then submit',
    );
    expect(fieldStateOf(state, 'home')!.missingParts).toEqual(['street1', 'city', 'state', 'zip']);
    expect(fieldStateOf(state, 'second')!.missingParts).toEqual([]);
  });

  it('waits for Next before naming missing parts, as required messages do', () => {
    const state = evaluateForm(form, { home: homeAddress, second: numberOnly }, EDITING);
    expect(fieldStateOf(state, 'second')!.error).toBeNull();
    expect(fieldStateOf(state, 'second')!.missingParts).toEqual([]);
  });

  it('marks the parts an address or phone needs', () => {
    expect(form.fields.map((f) => f.requiredParts)).toEqual([
      ['street1', 'city', 'state', 'zip'],
      ['street1'],
      ['countryCode', 'phoneNumber'],
      [],
    ]);
  });
});

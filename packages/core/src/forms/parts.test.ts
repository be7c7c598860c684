import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PARTS,
  EMPTY_ADDRESS,
  EMPTY_PHONE,
  PHONE_PARTS,
  fieldWidth,
  formatSsn,
  lengthHint,
  maxLengthOf,
  partToFocus,
} from './parts.ts';
import { words } from './testing/build-form.ts';
import { fieldAttribute, fieldDescription, fieldText, lookUpText } from './attributes.ts';

describe('field widths (spec 2 §2)', () => {
  it('spans 12 columns on a handheld or in portrait, otherwise 6', () => {
    expect(fieldWidth({ handheld: true, portrait: false })).toBe(12);
    expect(fieldWidth({ handheld: false, portrait: true })).toBe(12);
    expect(fieldWidth({ handheld: false, portrait: false })).toBe(6);
  });
});

describe('parts (spec 2 §3, §9)', () => {
  it('gives address parts 100, 100, 10, 60, 60, 5, 4 and phone parts 3, 12, 5', () => {
    expect(ADDRESS_PARTS.map((p) => p.maxLength)).toEqual([100, 100, 10, 60, 60, 5, 4]);
    // The phone number takes 12, not the spec's 8: 856-555-0195 (issue 30, constants.ts).
    expect(PHONE_PARTS.map((p) => [p.key, p.maxLength])).toEqual([
      ['countryCode', 3],
      ['phoneNumber', 12],
      ['ext', 5],
    ]);
  });
  it('moves focus to the next part once a part is full, and nowhere after the last', () => {
    const phone = (key: keyof typeof EMPTY_PHONE, value: string) =>
      partToFocus(PHONE_PARTS, key, EMPTY_PHONE, { ...EMPTY_PHONE, [key]: value });
    expect(phone('countryCode', '1')).toBeNull();
    expect(phone('countryCode', '001')).toBe('phoneNumber');
    expect(phone('phoneNumber', '555-0134')).toBeNull();
    expect(phone('phoneNumber', '856-555-0195')).toBe('ext');
    expect(phone('ext', '12345')).toBeNull();
    const address = (key: keyof typeof EMPTY_ADDRESS, value: string) =>
      partToFocus(ADDRESS_PARTS, key, EMPTY_ADDRESS, { ...EMPTY_ADDRESS, [key]: value });
    expect(address('zip', '78701')).toBe('zipPlusFour');
    expect(address('aptSuite', '12B')).toBeNull();
  });
  it('goes on in the last later part an entry filled', () => {
    const typed = { ...EMPTY_PHONE, countryCode: '1', phoneNumber: '555-0134' };
    expect(partToFocus(PHONE_PARTS, 'phoneNumber', typed, { ...typed, ext: '1' })).toBe('ext');
    const pasted = { countryCode: '1', phoneNumber: '856-555-0195', ext: '12' };
    expect(partToFocus(PHONE_PARTS, 'countryCode', EMPTY_PHONE, pasted)).toBe('ext');
    expect(partToFocus(PHONE_PARTS, 'ext', EMPTY_PHONE, pasted)).toBeNull();
  });
  it('shapes an SSN typed or pasted as XXX-XX-XXXX, keeping digits past the ninth for its message', () => {
    expect(formatSsn('12')).toBe('12');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('123 45 6789')).toBe('123-45-6789');
    expect(formatSsn('123-45-6789')).toBe('123-45-6789');
    expect(formatSsn('SSN: 123-45-6789')).toBe('123-45-6789');
    expect(formatSsn('123-45-67890')).toBe('123-45-67890');
    expect(formatSsn('12a3.45')).toBe('123-45');
    expect(maxLengthOf({ type: 'SSN', maxlength: null })).toBe(11);
  });
});

describe('text limits (spec 2 §5, §9)', () => {
  it('gives a Text Field 30 characters unless the definition says otherwise', () => {
    expect(maxLengthOf({ type: 'Text Field', maxlength: null })).toBe(30);
    expect(maxLengthOf({ type: 'Text Field', maxlength: 12 })).toBe(12);
    expect(maxLengthOf({ type: 'Date', maxlength: 12 })).toBeNull();
  });
  it("shows 'Max:{n} characters.' under every field with a limit: text area, text field and SSN", () => {
    expect(words(lengthHint({ type: 'Text Area', maxlength: 500 }))).toBe('Max:500 characters.');
    expect(words(lengthHint({ type: 'Text Area', maxlength: null }))).toBe('Max:4000 characters.');
    expect(words(lengthHint({ type: 'Text Field', maxlength: null }))).toBe('Max:30 characters.');
    expect(words(lengthHint({ type: 'SSN', maxlength: null }))).toBe('Max:11 characters.');
    expect(lengthHint({ type: 'Date', maxlength: 12 })).toBeNull();
  });
});

describe('field attributes (spec 2 §3)', () => {
  const heading = {
    id: '1201',
    label: 'Plan',
    attributes: [
      { attributeId: '1201_Text', value: 'Review the plan with the client.' },
      { attributeId: '1201_description', value: 'Read aloud' },
      { attributeId: '1202_title', value: 'Another field’s' },
    ],
  };
  it('reads attributes by the field id plus suffix', () => {
    expect(fieldAttribute(heading, '_description')).toBe('Read aloud');
    expect(fieldAttribute(heading, '_title')).toBeUndefined();
  });
  it('shows a read-only text’s _Text, else its label, and a description only when it adds to the label', () => {
    expect(fieldText(heading)).toBe('Review the plan with the client.');
    expect(fieldText({ ...heading, attributes: [] })).toBe('Plan');
    expect(fieldDescription(heading)).toBe('Read aloud');
    expect(
      fieldDescription({ ...heading, attributes: [{ attributeId: '1201_description', value: 'Plan' }] }),
    ).toBeNull();
  });
});

describe('LookUp', () => {
  it('shows the named property of the client, and nothing for a missing or structured one', () => {
    const client = { idNumber: 'C-1042', age: 34, addresses: [{ city: 'Austin' }] };
    expect(lookUpText({ lookUp: 'idNumber' }, client)).toBe('C-1042');
    expect(lookUpText({ lookUp: 'age' }, client)).toBe('34');
    expect(lookUpText({ lookUp: 'addresses' }, client)).toBe('');
    expect(lookUpText({ lookUp: 'toString' }, client)).toBe('');
    expect(lookUpText({ lookUp: null }, client)).toBe('');
  });
});

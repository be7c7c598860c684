import { describe, expect, it } from 'vitest';
import {
  ADDRESS_PARTS,
  PHONE_PARTS,
  fieldWidth,
  formatSsn,
  maxLengthOf,
  nextPartToFocus,
  textAreaHint,
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
  it('gives address parts 100, 100, 10, 60, 60, 5, 4 and phone parts 3, 8, 5', () => {
    expect(ADDRESS_PARTS.map((p) => p.maxLength)).toEqual([100, 100, 10, 60, 60, 5, 4]);
    expect(PHONE_PARTS.map((p) => [p.key, p.maxLength])).toEqual([
      ['countryCode', 3],
      ['phoneNumber', 8],
      ['ext', 5],
    ]);
  });
  it('moves focus to the next part once a part is full, and nowhere after the last', () => {
    expect(nextPartToFocus(PHONE_PARTS, 'countryCode', '1')).toBeNull();
    expect(nextPartToFocus(PHONE_PARTS, 'countryCode', '001')).toBe('phoneNumber');
    expect(nextPartToFocus(PHONE_PARTS, 'phoneNumber', '555-1234')).toBe('ext');
    expect(nextPartToFocus(PHONE_PARTS, 'ext', '12345')).toBeNull();
    expect(nextPartToFocus(ADDRESS_PARTS, 'zip', '78701')).toBe('zipPlusFour');
    expect(nextPartToFocus(ADDRESS_PARTS, 'aptSuite', '12B')).toBeNull();
  });
  it('shapes an SSN as XXX-XX-XXXX in 11 characters', () => {
    expect(formatSsn('12')).toBe('12');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('123-45-67890123')).toBe('123-45-6789');
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
  it("shows 'Max:{n} characters.' under a text area only", () => {
    expect(words(textAreaHint({ type: 'Text Area', maxlength: 500 }))).toBe('Max:500 characters.');
    expect(words(textAreaHint({ type: 'Text Area', maxlength: null }))).toBe('Max:4000 characters.');
    expect(textAreaHint({ type: 'Text Field', maxlength: 30 })).toBeNull();
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

import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, EMPTY_PHONE } from './parts.ts';
import { isBlank, toFieldValue, valueEquals, valuesFromFieldData } from './values.ts';

describe('stored values (module data fieldData)', () => {
  it('reads text, lists, addresses and phones, and keeps odd values visible as text', () => {
    expect(toFieldValue(undefined)).toBeNull();
    expect(toFieldValue(12)).toBe('12');
    expect(toFieldValue(['a', 2])).toEqual(['a', '2']);
    expect(toFieldValue({ street1: '1 Main' })).toEqual({ ...EMPTY_ADDRESS, street1: '1 Main' });
    expect(toFieldValue({ phoneNumber: '555-1234', countryCode: 1 })).toEqual({
      countryCode: '',
      phoneNumber: '555-1234',
      ext: '',
    });
    expect(toFieldValue({ other: true })).toBe('{"other":true}');
  });
  it('takes a __proto__ key as nothing, not as the values’ prototype', () => {
    const values = valuesFromFieldData([
      { key: '__proto__', value: { street1: 'x' } },
      { key: '1201', value: 'Y' },
    ]);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect('street1' in values).toBe(false);
    expect(values).toEqual({ '1201': 'Y' });
  });
  it('lets a later entry for the same key win', () => {
    expect(
      valuesFromFieldData([
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ]),
    ).toEqual({ a: '2' });
  });
});

describe('blank and equal', () => {
  it('counts an address or phone blank only when no part holds anything: a part typed is not nothing', () => {
    expect(isBlank('address', { ...EMPTY_ADDRESS, street2: '  ' })).toBe(true);
    expect(isBlank('phone', EMPTY_PHONE)).toBe(true);
    expect(isBlank('address', { ...EMPTY_ADDRESS, city: 'Austin' })).toBe(false);
    expect(isBlank('phone', { countryCode: '', phoneNumber: '555-0134', ext: '' })).toBe(false);
    expect(isBlank('text', '   ')).toBe(true);
    expect(isBlank('multi', [])).toBe(true);
  });
  it('compares text trimmed, and a list by its members', () => {
    expect(valueEquals(' Y ', 'Y')).toBe(true);
    expect(valueEquals(['a', 'b'], 'b')).toBe(true);
    expect(valueEquals(null, null)).toBe(true);
    expect(valueEquals(EMPTY_ADDRESS, '')).toBe(false);
  });
});

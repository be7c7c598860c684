import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/format.ts';
import { isNewAddressValid, pointAddressAccepted, validateNewAddress } from './new-address.ts';
import type { GeocodeResult, NewAddressValues } from './new-address.ts';

const valid: NewAddressValues = {
  street1: '123 Main St',
  street2: '',
  aptSuite: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};
const REQUIRED = { key: 'address.required' };

describe('validateNewAddress (spec 1 §5)', () => {
  it('accepts a complete address', () => {
    expect(validateNewAddress(valid)).toEqual({});
    expect(isNewAddressValid(valid)).toBe(true);
    expect(isNewAddressValid({ ...valid, street2: undefined, aptSuite: null })).toBe(true);
  });

  it('requires street1, city, state and zip with the spec’s message', () => {
    expect(validateNewAddress({ street1: '', city: ' ', state: null, zip: '' })).toEqual({
      street1: REQUIRED,
      city: REQUIRED,
      state: REQUIRED,
      zip: REQUIRED,
    });
    expect(formatMessage('address.required')).toBe('This is a required field, please enter a value.');
  });

  it('limits street1 and street2 to 100 characters', () => {
    expect(validateNewAddress({ ...valid, street1: 'a'.repeat(100), street2: 'b'.repeat(100) })).toEqual({});
    expect(validateNewAddress({ ...valid, street1: 'a'.repeat(101), street2: 'b'.repeat(101) })).toEqual({
      street1: { key: 'address.tooLong', params: { max: 100 } },
      street2: { key: 'address.tooLong', params: { max: 100 } },
    });
  });

  it('limits the city to 60 characters', () => {
    expect(validateNewAddress({ ...valid, city: 'c'.repeat(60) })).toEqual({});
    expect(validateNewAddress({ ...valid, city: 'c'.repeat(61) })).toEqual({
      city: { key: 'address.tooLong', params: { max: 60 } },
    });
  });

  it('limits the apartment/suite to 10 characters', () => {
    expect(validateNewAddress({ ...valid, aptSuite: 'Suite 1000' })).toEqual({});
    const result = validateNewAddress({ ...valid, aptSuite: 'Suite 10000' });
    expect(result).toEqual({ aptSuite: { key: 'address.tooLong', params: { max: 10 } } });
    expect(formatMessage('address.tooLong', { max: 10 })).toBe('Please enter no more than 10 characters.');
  });

  it('measures lengths after trimming', () => {
    expect(validateNewAddress({ ...valid, aptSuite: `  ${'x'.repeat(10)}  ` })).toEqual({});
  });

  it('takes a zip of exactly 5 digits', () => {
    const invalid = { zip: { key: 'address.invalidZip' } };
    expect(validateNewAddress({ ...valid, zip: '1234' })).toEqual(invalid);
    expect(validateNewAddress({ ...valid, zip: '123456' })).toEqual(invalid);
    expect(validateNewAddress({ ...valid, zip: '1234a' })).toEqual(invalid);
    expect(validateNewAddress({ ...valid, zip: '62701-1234' })).toEqual(invalid);
    expect(validateNewAddress({ ...valid, zip: '00501' })).toEqual({});
    expect(formatMessage('address.invalidZip')).toBe('Please enter a valid Zip Code');
  });

  it('takes a state from the list', () => {
    expect(validateNewAddress({ ...valid, state: 'GU' })).toEqual({});
    expect(validateNewAddress({ ...valid, state: 'XX' })).toEqual({ state: { key: 'address.invalidState' } });
  });
});

describe('pointAddressAccepted (spec 1 §5)', () => {
  const point = (
    streetNumber: string | null,
    postalCode: string | null,
    type = 'Point Address',
  ): GeocodeResult => ({
    type,
    address: { streetNumber, postalCode },
  });

  it('accepts a Point Address whose number is in street1 and whose postal code is the zip', () => {
    expect(pointAddressAccepted(point('123', '62701'), '123 Main St', '62701')).toBe(true);
    expect(pointAddressAccepted(point('123', '62701'), 'Main St 123', '62701')).toBe(true);
    expect(pointAddressAccepted(point('12', '62701'), '12-14 Main St', '62701')).toBe(true);
    expect(pointAddressAccepted(point('12', '62701'), '12A Main St', '62701')).toBe(true);
  });

  it('compares the 5-digit part of an extended postal code', () => {
    expect(pointAddressAccepted(point('123', '62701-1234'), '123 Main St', '62701')).toBe(true);
  });

  it('refuses another result type', () => {
    expect(pointAddressAccepted(point('123', '62701', 'Street'), '123 Main St', '62701')).toBe(false);
    expect(pointAddressAccepted(point('123', '62701', 'Address Range'), '123 Main St', '62701')).toBe(false);
  });

  it('refuses a number not in street1, or only inside a longer number', () => {
    expect(pointAddressAccepted(point('125', '62701'), '123 Main St', '62701')).toBe(false);
    expect(pointAddressAccepted(point('12', '62701'), '123 Main St', '62701')).toBe(false);
    expect(pointAddressAccepted(point('23', '62701'), '123 Main St', '62701')).toBe(false);
  });

  it('refuses another postal code', () => {
    expect(pointAddressAccepted(point('123', '62702'), '123 Main St', '62701')).toBe(false);
  });

  it('refuses a result without a number or postal code', () => {
    expect(pointAddressAccepted(point(null, '62701'), '123 Main St', '62701')).toBe(false);
    expect(pointAddressAccepted(point('123', null), '123 Main St', '62701')).toBe(false);
    expect(pointAddressAccepted(point('', ''), '123 Main St', '')).toBe(false);
  });

  it('treats regular-expression characters in the number literally', () => {
    expect(pointAddressAccepted(point('1.5', '62701'), '1x5 Main St', '62701')).toBe(false);
    expect(pointAddressAccepted(point('1.5', '62701'), '1.5 Main St', '62701')).toBe(true);
  });
});

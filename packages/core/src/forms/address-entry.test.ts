import { describe, expect, it } from 'vitest';
import { enterAddressPart } from './address-entry.ts';
import { EMPTY_ADDRESS } from './parts.ts';

describe('a zip typed or pasted into an address (issue 30)', () => {
  it.each(['08002-1234', '08002 1234', '080021234', ' 08002 - 1234 '])('%s fills Zip and Zip + 4', (text) => {
    expect(enterAddressPart(EMPTY_ADDRESS, 'zip', text)).toEqual({
      ...EMPTY_ADDRESS,
      zip: '08002',
      zipPlusFour: '1234',
    });
  });
  it('drops the dash typed after a full Zip into Zip + 4', () => {
    const zip = { ...EMPTY_ADDRESS, zip: '08002' };
    expect(enterAddressPart(zip, 'zipPlusFour', '-')).toEqual(zip);
    expect(enterAddressPart(zip, 'zipPlusFour', '-1234')).toEqual({ ...zip, zipPlusFour: '1234' });
  });
  it('keeps anything else as typed, for its message', () => {
    expect(enterAddressPart(EMPTY_ADDRESS, 'zip', '08002-123')).toEqual({
      ...EMPTY_ADDRESS,
      zip: '08002-123',
    });
    expect(enterAddressPart(EMPTY_ADDRESS, 'city', 'Cherry Hill, NJ')).toEqual({
      ...EMPTY_ADDRESS,
      city: 'Cherry Hill, NJ',
    });
  });
});

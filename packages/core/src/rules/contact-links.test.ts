import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  mapsHref,
  oneLineAddress,
  physicalAddress,
  primaryPhone,
  telHref,
} from './contact-links.ts';

const phone = {
  numberIntl: '+1 856-555-0100',
  areaCode: '856',
  number: '555-0100',
  extension: null as string | null,
};

describe('primaryPhone', () => {
  it('takes the phone flagged primary, else the first, else null', () => {
    const home = { id: 1, primary: false };
    const mobile = { id: 2, primary: true };
    expect(primaryPhone([home, mobile])).toBe(mobile);
    expect(primaryPhone([home, { id: 3, primary: false }])).toBe(home);
    expect(primaryPhone([])).toBeNull();
  });
});

describe('telHref (spec 1 §7 tel: links)', () => {
  it('dials the international number with its +', () => {
    expect(telHref(phone)).toBe('tel:+18565550100');
  });

  it('adds the extension as ;ext=', () => {
    expect(telHref({ ...phone, extension: '12' })).toBe('tel:+18565550100;ext=12');
  });

  it('falls back to area code and number without an international number', () => {
    expect(telHref({ ...phone, numberIntl: '' })).toBe('tel:8565550100');
    expect(telHref({ ...phone, numberIntl: '', extension: ' 305 ' })).toBe('tel:8565550100;ext=305');
  });
});

describe('formatPhone', () => {
  it("writes '(856) 555-0100 x12'", () => {
    expect(formatPhone({ ...phone, extension: '12' })).toBe('(856) 555-0100 x12');
    expect(formatPhone({ ...phone, number: '5550100' })).toBe('(856) 555-0100');
  });

  it('shows a number that is not 7 digits as stored', () => {
    expect(formatPhone({ ...phone, number: ' 55501 ' })).toBe('(856) 55501');
  });

  it('shows the international number when there is no local one', () => {
    expect(formatPhone({ numberIntl: '+44 20 7946 0000', areaCode: '', number: '', extension: null })).toBe(
      '+44 20 7946 0000',
    );
  });
});

const address = {
  street1: '12 Main St',
  street2: null,
  aptSuite: 'Apt 4',
  city: 'Camden',
  state: 'NJ',
  zip: '08102',
  zipPlusFour: null,
  latitude: null,
  longitude: null,
};

describe('physicalAddress', () => {
  it('takes the PHYS address, else the first, else null', () => {
    const evv = { id: 1, type: 'EVV' as const };
    const phys = { id: 2, type: 'PHYS' as const };
    expect(physicalAddress([evv, phys])).toBe(phys);
    expect(physicalAddress([evv])).toBe(evv);
    expect(physicalAddress([])).toBeNull();
  });
});

describe('oneLineAddress', () => {
  it('joins the filled-in parts in postal order', () => {
    expect(oneLineAddress(address)).toBe('12 Main St, Apt 4, Camden, NJ 08102');
    expect(oneLineAddress({ ...address, street2: 'Rear', aptSuite: ' ', zipPlusFour: '1234' })).toBe(
      '12 Main St, Rear, Camden, NJ 08102-1234',
    );
  });
});

describe('mapsHref (spec 1 §7 maps deep links)', () => {
  it('searches the encoded one-line address', () => {
    expect(mapsHref(address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Main%20St%2C%20Apt%204%2C%20Camden%2C%20NJ%2008102',
    );
  });

  it('points at the coordinates when the address has them, 0 included', () => {
    expect(mapsHref({ ...address, latitude: 39.9259, longitude: -75.1196 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=39.9259%2C-75.1196',
    );
    expect(mapsHref({ ...address, latitude: 0, longitude: 0 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=0%2C0',
    );
  });

  it('searches the address when only one coordinate is known', () => {
    expect(mapsHref({ ...address, latitude: 39.9259 })).toBe(mapsHref(address));
  });
});

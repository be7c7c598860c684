import { describe, expect, it } from 'vitest';
import type { PhoneValue } from './definition.ts';
import { EMPTY_PHONE } from './parts.ts';
import { enterPhonePart } from './phone-entry.ts';

const phone = (countryCode: string, phoneNumber: string, ext = ''): PhoneValue => ({
  countryCode,
  phoneNumber,
  ext,
});

/** Types `text` into a part one character at a time, as a keyboard does, from `start`. */
function typed(key: keyof PhoneValue, text: string, start: PhoneValue = EMPTY_PHONE): PhoneValue {
  let value = start;
  for (const character of text) value = enterPhonePart(value, key, value[key] + character);
  return value;
}

describe('a whole number pasted into Phone Number lands in its parts (issue 30)', () => {
  it.each([
    ['(856) 555-0195', phone('', '856-555-0195')],
    ['856-555-0195', phone('', '856-555-0195')],
    ['856 555 0195', phone('', '856-555-0195')],
    ['8565550195', phone('', '856-555-0195')],
    ['856.555.0195 ext. 4', phone('', '856-555-0195', '4')],
    ['856-555-0195 x 12', phone('', '856-555-0195', '12')],
    ['(856) 555-0195 extension 12345', phone('', '856-555-0195', '12345')],
    ['856/555-0195 #7', phone('', '856-555-0195', '7')],
    ['+1 856 555 0195 x12', phone('1', '856-555-0195', '12')],
    ['+1 (856) 555-0195', phone('1', '856-555-0195')],
    ['+18565550195', phone('1', '856-555-0195')],
    ['1-856-555-0195', phone('1', '856-555-0195')],
    ['1 (856) 555-0195', phone('1', '856-555-0195')],
    ['555-0195', phone('', '555-0195')],
    ['+44 20 7946 0958', phone('44', '2079460958')],
  ])('%s', (text, parts) => {
    expect(enterPhonePart(EMPTY_PHONE, 'phoneNumber', text)).toEqual(parts);
  });

  it('keeps the country code and extension already typed unless the number names them', () => {
    expect(enterPhonePart(phone('1', '', '22'), 'phoneNumber', '(856) 555-0195')).toEqual(
      phone('1', '856-555-0195', '22'),
    );
    expect(enterPhonePart(phone('001', '', '22'), 'phoneNumber', '+1 856 555 0195 x3')).toEqual(
      phone('1', '856-555-0195', '3'),
    );
  });

  it('writes another country’s number as its digits after its own country code', () => {
    expect(enterPhonePart(phone('44', ''), 'phoneNumber', '020 7946 0958')).toEqual(
      phone('44', '02079460958'),
    );
  });
});

describe('a whole number pasted into the country code or Ext lands in its parts too', () => {
  it('reads 7 digits or more as a number', () => {
    expect(enterPhonePart(EMPTY_PHONE, 'countryCode', '(856) 555-0195')).toEqual(phone('', '856-555-0195'));
    expect(enterPhonePart(EMPTY_PHONE, 'countryCode', '+1 856 555 0195 x12')).toEqual(
      phone('1', '856-555-0195', '12'),
    );
    expect(enterPhonePart(phone('1', ''), 'ext', '856.555.0195')).toEqual(phone('1', '856-555-0195'));
  });
  it('takes a country code or extension alone without its + or ext', () => {
    expect(enterPhonePart(EMPTY_PHONE, 'countryCode', '+1')).toEqual(phone('1', ''));
    expect(enterPhonePart(EMPTY_PHONE, 'countryCode', '001')).toEqual(phone('001', ''));
    expect(enterPhonePart(phone('1', '856-555-0195'), 'ext', 'ext. 12')).toEqual(
      phone('1', '856-555-0195', '12'),
    );
    expect(enterPhonePart(phone('1', '856-555-0195'), 'ext', 'x 4')).toEqual(phone('1', '856-555-0195', '4'));
  });
});

describe('a number typed key by key', () => {
  it('groups as it goes and never spills into Ext', () => {
    expect(typed('phoneNumber', '(856) 555-0195')).toEqual(phone('', '856-555-0195'));
    expect(typed('phoneNumber', '8565550195')).toEqual(phone('', '856-555-0195'));
    expect(typed('phoneNumber', '555-0134')).toEqual(phone('', '555-0134'));
    expect(typed('phoneNumber', '1 856 555 0195')).toEqual(phone('1', '856-555-0195'));
    expect(typed('phoneNumber', '555-0134', phone('001', ''))).toEqual(phone('001', '555-0134'));
  });
  it('moves an extension typed after the number to Ext, where the rest of it is typed (partToFocus)', () => {
    const marked = typed('phoneNumber', '555-0134 x1', phone('1', ''));
    expect(marked).toEqual(phone('1', '555-0134', '1'));
    expect(typed('ext', '2', marked)).toEqual(phone('1', '555-0134', '12'));
  });
  it('gives a country code typed after + to the country code', () => {
    expect(typed('phoneNumber', '+44 20 7946 0958')).toEqual(phone('44', '2079460958'));
  });
  it('takes Backspace: a digit deleted leaves the grouping of the digits left', () => {
    expect(enterPhonePart(phone('', '856-555-0195'), 'phoneNumber', '856-555-019')).toEqual(
      phone('', '856-555-019'),
    );
    expect(enterPhonePart(phone('', '856-5'), 'phoneNumber', '856-')).toEqual(phone('', '856'));
  });
});

describe('nothing is dropped: what is not a number stays as typed, for its message', () => {
  it('keeps letters and digits past a number’s', () => {
    expect(enterPhonePart(EMPTY_PHONE, 'phoneNumber', 'call the office')).toEqual(
      phone('', 'call the office'),
    );
    expect(enterPhonePart(EMPTY_PHONE, 'phoneNumber', '856-555-01951')).toEqual(phone('', '856-555-01951'));
    expect(enterPhonePart(EMPTY_PHONE, 'ext', '12a')).toEqual(phone('', '', '12a'));
    expect(enterPhonePart(EMPTY_PHONE, 'countryCode', '0044')).toEqual(phone('0044', ''));
  });
  it('keeps a + number whose country code cannot be told from it', () => {
    expect(enterPhonePart(EMPTY_PHONE, 'phoneNumber', '+442079460958')).toEqual(phone('', '+442079460958'));
  });
});

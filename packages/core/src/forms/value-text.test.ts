import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, EMPTY_PHONE } from './parts.ts';
import { fieldValueText } from './value-text.ts';

const referralSources = [
  { key: '2', text: 'Family Physician' },
  { key: '3', text: 'School' },
];

describe('fieldValueText', () => {
  it('gives a choice by its option’s text, several joined, and an unknown key as it is', () => {
    expect(fieldValueText({ type: 'ReferralSourceDropDown' }, '2', referralSources)).toBe('Family Physician');
    expect(fieldValueText({ type: 'Descriptor CheckBox' }, ['3', '2'], referralSources)).toBe(
      'School, Family Physician',
    );
    expect(fieldValueText({ type: 'ReferralSourceDropDown' }, '9', referralSources)).toBe('9');
    expect(fieldValueText({ type: 'Text Field' }, '2', referralSources)).toBe('2');
  });

  it('writes dates MM/dd/yyyy, times hh:mm a and both together (spec 2 §9), whatever the zone', () => {
    expect(fieldValueText({ type: 'Date' }, '2026-11-25', [])).toBe('11/25/2026');
    expect(fieldValueText({ type: 'Time' }, '21:05', [])).toBe('09:05 PM');
    expect(fieldValueText({ type: 'DateTime' }, '2026-11-25T09:30', [])).toBe('11/25/2026 09:30 AM');
    expect(fieldValueText({ type: 'DateTime' }, '2026-11-25T09:30:15', [])).toBe('11/25/2026 09:30 AM');
    expect(fieldValueText({ type: 'Date' }, '2026-02-30', [])).toBe('2026-02-30');
    expect(fieldValueText({ type: 'Date' }, 'soon', [])).toBe('soon');
  });

  it('writes an address and a phone by their parts in order, whatever order they were stored in', () => {
    const address = {
      zip: '19020',
      city: 'Bensalem',
      state: 'PA',
      street1: '12 Main St',
      zipPlusFour: '1234',
      street2: '',
      aptSuite: 'Apt 4',
    };
    expect(fieldValueText({ type: 'Address' }, address, [])).toBe(
      '12 Main St, Apt 4, Bensalem, PA 19020-1234',
    );
    expect(fieldValueText({ type: 'Address' }, { ...EMPTY_ADDRESS, street1: '1 Elm' }, [])).toBe('1 Elm');
    expect(
      fieldValueText({ type: 'Phone' }, { ext: '12', phoneNumber: '5550100', countryCode: '1' }, []),
    ).toBe('1 5550100 Ext 12');
    expect(fieldValueText({ type: 'Phone' }, { ...EMPTY_PHONE, phoneNumber: '5550100' }, [])).toBe('5550100');
  });

  it('gives nothing for no value, and text as it is', () => {
    expect(fieldValueText({ type: 'Gender' }, null, [])).toBe('');
    expect(fieldValueText({ type: 'Text Area' }, 'Slept well', [])).toBe('Slept well');
    expect(fieldValueText({ type: 'Some New Type' }, 'kept', [])).toBe('kept');
  });
});

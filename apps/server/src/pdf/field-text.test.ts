import { describe, expect, it } from 'vitest';
import type { ModuleData } from '@carevisit/core';
import { fieldText, impactLines, moduleLines } from './field-text.ts';

const options = [
  { key: 'A', text: 'Alert' },
  { key: 'C', text: 'Calm' },
];

describe('fieldText', () => {
  it('prints option keys by their text, lists joined, and parts of an address', () => {
    expect(fieldText('C', { label: 'Mood', options })).toBe('Calm');
    expect(fieldText(['A', 'C'], { label: 'Mood', options })).toBe('Alert, Calm');
    expect(fieldText({ street1: '1 Main St', street2: '', city: 'Camden', zip: null }, undefined)).toBe(
      '1 Main St Camden',
    );
    expect(fieldText(12, undefined)).toBe('12');
    expect(fieldText(null, undefined)).toBe('');
    expect(fieldText('free text', { label: 'Note', options: [] })).toBe('free text');
  });
});

describe('moduleLines', () => {
  it('gives each value by its field label in the form order; an unknown field by its key, last', () => {
    const fields = new Map([
      ['mood', { label: 'Mood', order: 2, options }],
      ['note', { label: 'Note', order: 1, options: [] }],
    ]);
    const data = {
      fieldData: [
        { key: 'gone', value: 'kept' },
        { key: 'mood', value: 'A' },
        { key: 'note', value: 'Slept well' },
      ],
    };
    expect(moduleLines(data, fields)).toEqual([
      { label: 'Note', value: 'Slept well' },
      { label: 'Mood', value: 'Alert' },
      { label: 'gone', value: 'kept' },
    ]);
  });
});

describe('impactLines', () => {
  const labels = { notAssessed: 'Not Assessed', total: 'Total Score' };
  const impact = (overrides: Partial<ModuleData>): ModuleData => ({
    moduleId: 5,
    moduleType: 'impact',
    fieldData: [],
    formValidated: true,
    ...overrides,
  });

  it('prints the total and each sub-total, or only that it was not assessed', () => {
    expect(
      impactLines(impact({ totalScore: 14, subTotal: [{ text: 'Sleep', calculatedScore: 6 }] }), labels),
    ).toEqual([
      { label: 'Total Score', value: '14' },
      { label: 'Sleep', value: '6' },
    ]);
    expect(impactLines(impact({ notAssessed: 'Y', totalScore: 3 }), labels)).toEqual([
      { label: 'Not Assessed', value: 'Y' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { AggregatorProfile } from './aggregator-profile.ts';
import { payloadFieldErrors } from './field-errors.ts';
import { sandataProfile } from './sandata.ts';

const profile: AggregatorProfile = {
  ...sandataProfile,
  segments: [
    {
      kind: 'record',
      path: null,
      fields: [
        { name: 'Code', max: 2, required: true, values: ['01', '02'] },
        { name: 'At', max: 20, required: false, format: 'utc-seconds' },
      ],
    },
    { kind: 'object', path: 'Who', fields: [{ name: 'Id', max: 4, required: true, format: 'digits' }] },
    { kind: 'list', path: 'Calls', fields: [{ name: 'Lat', max: 6, required: false, format: 'decimal' }] },
  ],
};

describe('payloadFieldErrors', () => {
  it('accepts fields within their length, list and format', () => {
    const payload = {
      Code: '01',
      At: '2026-11-27T14:00:00Z',
      Who: { Id: '1234' },
      Calls: [{ Lat: -40.25 }, {}],
    };
    expect(payloadFieldErrors(profile, payload)).toEqual([]);
  });

  it('names each field out of its length, list, format, or missing though required', () => {
    const payload = {
      Code: '03',
      At: '2026-11-27T14:00:00.000Z',
      Who: { Id: '12345' },
      Calls: [{ Lat: 'north' }, { Lat: 40.25 }, { Lat: 40.123456 }],
    };
    expect(payloadFieldErrors(profile, payload)).toEqual([
      { field: 'Code', problem: 'notInList' },
      { field: 'At', problem: 'tooLong' },
      { field: 'Who.Id', problem: 'tooLong' },
      { field: 'Calls.Lat', problem: 'format' },
      { field: 'Calls.Lat', problem: 'tooLong' },
    ]);
    expect(payloadFieldErrors(profile, { Code: { text: '01' }, Who: { Id: 'ab' } })).toEqual([
      { field: 'Code', problem: 'format' },
      { field: 'Who.Id', problem: 'format' },
    ]);
    expect(payloadFieldErrors(profile, { Who: { Id: '12' } })).toEqual([
      { field: 'Code', problem: 'required' },
    ]);
  });
});

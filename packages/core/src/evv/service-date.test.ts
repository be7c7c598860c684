import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateInZone } from '../time/central.ts';
import { serviceDateInZone } from './service-date.ts';

describe('serviceDateInZone', () => {
  it('gives the date dateInZone gives, in every zone the profiles name, across DST changes', () => {
    const zones = ['America/New_York', 'America/Chicago', 'America/Phoenix', 'Pacific/Honolulu', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2035-12-31T00:00:00Z') }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          expect(serviceDateInZone(new Date(ms), zone)).toBe(dateInZone(new Date(ms), zone));
        },
      ),
      { numRuns: 500 },
    );
  });
});

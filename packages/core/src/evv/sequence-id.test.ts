import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSequenceId } from './sequence-id.ts';

describe('nextSequenceId', () => {
  it('is the UTC time of sending, YYYYMMDDHHMMSS, the first time', () => {
    expect(nextSequenceId(null, new Date('2026-11-27T14:05:09.750Z'))).toBe('20261127140509');
  });

  it('moves past the previous one sent in the same second, or after the clock went back', () => {
    const now = new Date('2026-11-27T14:05:09Z');
    expect(nextSequenceId('20261127140509', now)).toBe('20261127140510');
    expect(nextSequenceId('20261127150000', now)).toBe('20261127150001');
    expect(nextSequenceId('20261127140508', now)).toBe('20261127140509');
  });

  it('is strictly increasing over any sequence of sends at any clock readings', () => {
    const start = Date.parse('2026-11-27T00:00:00Z');
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -7_200_000, max: 7_200_000 }), { minLength: 1, maxLength: 50 }),
        (offsets) => {
          let previous: string | null = null;
          for (const offset of offsets) {
            const next = nextSequenceId(previous, new Date(start + offset));
            expect(next).toMatch(/^\d{14,16}$/);
            if (previous !== null) expect(BigInt(next) > BigInt(previous)).toBe(true);
            previous = next;
          }
        },
      ),
    );
  });
});

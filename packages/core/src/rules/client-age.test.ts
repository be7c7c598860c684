import { describe, expect, it } from 'vitest';
import { ageOn } from './client-age.ts';

describe('ageOn (spec 2 §3 client age)', () => {
  it('counts whole years, a year more from the birthday on', () => {
    expect(ageOn('1950-06-14', '2025-06-13')).toBe(74);
    expect(ageOn('1950-06-14', '2025-06-14')).toBe(75);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('has no age for a missing, malformed or future birth date', () => {
    expect(ageOn(null, '2025-06-14')).toBeNull();
    expect(ageOn('', '2025-06-14')).toBeNull();
    expect(ageOn('06/14/1950', '2025-06-14')).toBeNull();
    expect(ageOn('2030-01-01', '2025-06-14')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { US_STATES, isUsStateAbbreviation, usStateName } from './us-states.ts';

describe('US_STATES', () => {
  it('lists the 50 states, DC, 8 territories and 3 armed forces codes, each once', () => {
    expect(US_STATES).toHaveLength(62);
    expect(new Set(US_STATES.map((s) => s.abbreviation)).size).toBe(62);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(62);
    for (const { abbreviation } of US_STATES) expect(abbreviation).toMatch(/^[A-Z]{2}$/);
  });

  it('includes the armed forces, Pacific territories, PR, VI and DC', () => {
    for (const code of ['AA', 'AE', 'AP', 'AS', 'GU', 'MP', 'PW', 'FM', 'MH', 'PR', 'VI', 'DC']) {
      expect(isUsStateAbbreviation(code)).toBe(true);
    }
  });

  it('names the states used by the special address rules', () => {
    expect(usStateName('PA')).toBe('Pennsylvania');
    expect(usStateName('AK')).toBe('Alaska');
    expect(usStateName('CO')).toBe('Colorado');
    expect(usStateName('GA')).toBe('Georgia');
    expect(usStateName('NJ')).toBe('New Jersey');
    expect(usStateName('AP')).toBe('Armed Forces Pacific');
  });

  it('does not know other codes', () => {
    expect(isUsStateAbbreviation('XX')).toBe(false);
    expect(isUsStateAbbreviation('il')).toBe(false);
    expect(usStateName('ZZ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-number.ts';

describe('formatDecimal (issue 33 item 3: numbers by Intl)', () => {
  it('writes a fixed count of decimals, without grouping, as toFixed did in English', () => {
    expect(formatDecimal(0.25, 2, 'en')).toBe('0.25');
    expect(formatDecimal(1234.567, 2, 'en')).toBe('1234.57');
    expect(formatDecimal(3, 2, 'en')).toBe('3.00');
  });

  it('writes US Spanish with a decimal point too', () => {
    expect(formatDecimal(0.25, 2, 'es')).toBe('0.25');
    expect(formatDecimal(1234.567, 2, 'es')).toBe('1234.57');
  });
});

import { describe, expect, it } from 'vitest';
import { isFutureServiceDate } from './document-service-date.ts';

// 04:30 UTC on 10 March is still 9 March in Chicago.
const NOW = new Date('2026-03-10T04:30:00Z');

describe('isFutureServiceDate (spec 2 §5)', () => {
  it('takes today in the organization time zone and any day before', () => {
    expect(isFutureServiceDate('2026-03-09', NOW, 'America/Chicago')).toBe(false);
    expect(isFutureServiceDate('2025-12-31', NOW, 'America/Chicago')).toBe(false);
  });

  it('refuses the next day in that zone, even when it is already today in UTC', () => {
    expect(isFutureServiceDate('2026-03-10', NOW, 'America/Chicago')).toBe(true);
    expect(isFutureServiceDate('2026-03-10', NOW, 'UTC')).toBe(false);
  });
});

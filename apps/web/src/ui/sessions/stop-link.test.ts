import { describe, expect, it } from 'vitest';
import { stopVisitTargetOf } from './stop-link.ts';

describe('stopVisitTargetOf', () => {
  it('reads a temporary or server visit id from the query', () => {
    expect(stopVisitTargetOf(new URLSearchParams('stopVisit=-1780000000000'))).toBe(-1780000000000);
    expect(stopVisitTargetOf(new URLSearchParams('clientId=5&stopVisit=42'))).toBe(42);
  });

  it('is null without one, or for something that is not an id', () => {
    for (const query of ['', 'stopVisit=', 'stopVisit=0', 'stopVisit=abc', 'stopVisit=1.5']) {
      expect(stopVisitTargetOf(new URLSearchParams(query))).toBeNull();
    }
  });
});

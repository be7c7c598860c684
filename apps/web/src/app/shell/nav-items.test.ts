import { describe, expect, it } from 'vitest';
import { activeNavItem } from './nav-items.ts';

describe('activeNavItem (spec 1 §2)', () => {
  it('marks the item whose route the path starts with, sub-pages included', () => {
    expect(activeNavItem('/dashboard')?.path).toBe('/dashboard');
    expect(activeNavItem('/dashboard/facesheet/allergies')?.path).toBe('/dashboard');
    expect(activeNavItem('/caseload/facesheet')?.path).toBe('/caseload');
    expect(activeNavItem('/settings')?.path).toBe('/settings');
  });

  it('marks none on a page outside the four', () => {
    expect(activeNavItem('/changeOfflinePin')).toBeUndefined();
  });
});

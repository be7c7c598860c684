import { describe, expect, it } from 'vitest';
import { TOUCH_TARGET_PX } from '@carevisit/core';
import { BLOCK_GAP_PX, blocksSideBySide } from './grid-metrics.ts';

describe('blocksSideBySide (issue 33 item 4: every block a touch target wide)', () => {
  const each = TOUCH_TARGET_PX + BLOCK_GAP_PX;

  it('fits as many blocks as are each a touch target wide with their gap', () => {
    expect(blocksSideBySide(8 * each)).toBe(8);
    expect(blocksSideBySide(2 * each + each - 1)).toBe(2);
    expect(blocksSideBySide(2 * each)).toBe(2);
  });

  it('keeps one block in a column narrower than one target', () => {
    expect(blocksSideBySide(each - 1)).toBe(1);
    expect(blocksSideBySide(0)).toBe(1);
  });
});

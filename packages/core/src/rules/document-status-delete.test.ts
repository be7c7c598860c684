import { describe, expect, it } from 'vitest';
import { canDeleteDocument } from './document-status-delete.ts';

describe('canDeleteDocument', () => {
  const own = { staffId: 4, fullySigned: false, documentStatus: 'Unsigned' as const };

  it('lets the author delete an Incomplete or Unsigned document', () => {
    expect(canDeleteDocument(own, 4)).toBe(true);
    expect(canDeleteDocument({ ...own, documentStatus: 'Incomplete' }, 4)).toBe(true);
  });

  it('refuses another staff member, a fully signed document, and Complete, Signed or PDF ones', () => {
    expect(canDeleteDocument(own, 5)).toBe(false);
    expect(canDeleteDocument({ ...own, fullySigned: true }, 4)).toBe(false);
    expect(canDeleteDocument({ ...own, documentStatus: 'Complete' }, 4)).toBe(false);
    expect(canDeleteDocument({ ...own, documentStatus: 'Signed' }, 4)).toBe(false);
    expect(canDeleteDocument({ ...own, documentStatus: 'PDF' }, 4)).toBe(false);
  });
});

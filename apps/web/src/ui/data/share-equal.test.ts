import { describe, expect, it } from 'vitest';
import { shareEqual } from './share-equal.ts';

describe('shareEqual', () => {
  it('answers the earlier result itself when the new one equals it', () => {
    const previous = [
      { id: 1, name: 'Ada', at: new Date(5), photo: new Uint8Array([1, 2]), tags: ['a'] },
      { id: 2, name: 'Bo', at: null, photo: null, tags: [] },
    ];
    const next = structuredClone(previous);
    expect(shareEqual(previous, next)).toBe(previous);
  });

  it('keeps the unchanged rows and takes the changed one', () => {
    const previous = [
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Bo', address: { city: 'Newark' } },
    ];
    const next = [
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Bo', address: { city: 'Camden' } },
    ];
    const shared = shareEqual(previous, next);
    expect(shared).not.toBe(previous);
    expect(shared).toEqual(next);
    expect(shared[0]).toBe(previous[0]);
    expect(shared[1]).not.toBe(previous[1]);
  });

  it('sees a row added, removed or moved, and a property added or removed', () => {
    const previous = [{ id: 1 }, { id: 2 }];
    expect(shareEqual(previous, [{ id: 1 }, { id: 2 }, { id: 3 }])).not.toBe(previous);
    expect(shareEqual(previous, [{ id: 1 }])).not.toBe(previous);
    expect(shareEqual(previous, [{ id: 2 }, { id: 1 }])).toEqual([{ id: 2 }, { id: 1 }]);
    const row = { id: 1, note: undefined as string | undefined };
    const bare = { id: 1 };
    expect(shareEqual(row, bare)).not.toBe(row);
    expect(shareEqual(row, bare)).toStrictEqual(bare);
    expect(shareEqual(bare, row)).not.toBe(bare);
    expect(shareEqual(bare, row)).toStrictEqual(row);
  });

  it('compares dates by time and bytes by content', () => {
    const day = new Date(1_000);
    expect(shareEqual(day, new Date(1_000))).toBe(day);
    expect(shareEqual(day, new Date(2_000))).not.toBe(day);
    const bytes = new Uint8Array([1, 2, 3]);
    expect(shareEqual(bytes, new Uint8Array([1, 2, 3]))).toBe(bytes);
    expect(shareEqual(bytes, new Uint8Array([1, 2, 4]))).not.toBe(bytes);
  });

  it('keeps other objects only when they are the same object', () => {
    const previous = new Map([[1, 'a']]);
    const next = new Map([[1, 'a']]);
    expect(shareEqual(previous, next)).toBe(next);
    expect(shareEqual(undefined, next)).toBe(next);
    expect(shareEqual(Number.NaN, Number.NaN)).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import { loadTaskSort, saveTaskSort } from './saved-task-sort.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the saved task sort (spec 2 §4: the choice is saved outside the face sheet)', () => {
  it('starts on sort-1 and returns the saved choice afterwards', () => {
    const storage = memoryStorage();
    expect(loadTaskSort(storage)).toBe('sort-1');
    saveTaskSort(storage, 'sort-3');
    expect(loadTaskSort(storage)).toBe('sort-3');
  });

  it('ignores a value that is not a sort', () => {
    const storage = memoryStorage();
    storage.setItem('carevisit.taskSort', 'sort-9');
    expect(loadTaskSort(storage)).toBe('sort-1');
  });

  it('falls back to the default when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadTaskSort(broken)).toBe('sort-1');
    expect(() => saveTaskSort(broken, 'sort-2')).not.toThrow();
  });
});

import { DEFAULT_TASK_SORT, TASK_SORTS, type TaskSort } from '@carevisit/core';

// spec 2 §4: outside the face sheet the task sort choice is saved. Only the sort key is kept: no client data.
const STORAGE_KEY = 'carevisit.taskSort';

const isTaskSort = (value: string | null): value is TaskSort =>
  (TASK_SORTS as readonly (string | null)[]).includes(value);

export function loadTaskSort(storage: Pick<Storage, 'getItem'>): TaskSort {
  try {
    const saved = storage.getItem(STORAGE_KEY);
    return isTaskSort(saved) ? saved : DEFAULT_TASK_SORT;
  } catch {
    // Storage can be unavailable (private mode, quota): the default sort still works.
    return DEFAULT_TASK_SORT;
  }
}

export function saveTaskSort(storage: Pick<Storage, 'setItem'>, sort: TaskSort): void {
  try {
    storage.setItem(STORAGE_KEY, sort);
  } catch {
    // Not saved this time; the choice still applies until the page is left.
  }
}

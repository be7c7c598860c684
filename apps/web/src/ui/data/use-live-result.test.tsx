import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveResult } from './use-live-result.ts';

interface Row {
  id: number;
  name: string;
}

class RowsDb extends Dexie {
  rows!: EntityTable<Row, 'id'>;
  constructor() {
    super(`live-result-${Math.random()}`);
    this.version(1).stores({ rows: 'id' });
  }
}

let db: RowsDb;
afterEach(async () => {
  await db.delete();
});

const answers: Row[][] = [];
let renders = 0;

function Names() {
  renders++;
  const rows = useLiveResult(() => db.rows.toArray(), []);
  if (rows) answers.push(rows);
  return <p data-testid="names">{rows?.map((row) => row.name).join(', ')}</p>;
}

describe('useLiveResult', () => {
  it('renders nothing again when a write leaves what the query reads unchanged, and again when it changes', async () => {
    db = new RowsDb();
    await db.rows.bulkPut([
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Bo' },
    ]);
    render(<Names />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Ada, Bo'));
    const rendersAtFirstAnswer = renders;
    const first = answers.at(-1);

    // Sync's refetch: the same rows written again, as new objects.
    await db.rows.bulkPut([
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Bo' },
    ]);
    // A later change shows that the query has answered the rewrite before it.
    await db.rows.put({ id: 3, name: 'Cy' });
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Ada, Bo, Cy'));

    expect(renders).toBe(rendersAtFirstAnswer + 1);
    const last = answers.at(-1)!;
    expect(last).not.toBe(first);
    expect(last[0]).toBe(first![0]);
    expect(last[1]).toBe(first![1]);
  });
});

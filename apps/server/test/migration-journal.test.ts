import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../src/server-paths.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

// Drizzle's migrator applies a migration only when its `when` is later than the last applied one's: a migration
// written by hand with an earlier `when` than the one before it would never run on a database already past that one.
it("the migrations' times rise with their order, so that each runs on a database made before it", () => {
  journal.entries.forEach((entry, i) => {
    expect(entry.idx).toBe(i);
    if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
  });
});

it('every migration in the journal has its SQL file, and every SQL file is in the journal', () => {
  const files = fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
  expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
});

import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDHELD_BREAKPOINT_PX } from '@carevisit/core';
import type { DocumentData } from '../../../data/index.ts';
import { draftDocument } from '../../../../test/documents.ts';
import { DocumentsTable } from './documents-table.tsx';

// spec 2 §2 the documents table on a handheld (< 601 px): every row its name, service date, status and kebab menu,
// as cells of a table still, so screen readers and the tests that find rows by their cells keep working. jsdom
// lays nothing out: that all of it is in sight at 390 px is e2e/document-tabs.spec.ts's to show; here, the grid.

/** jsdom has no media queries: the viewport is as wide as this test says. */
function viewportOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(max-width:${HANDHELD_BREAKPOINT_PX - 1}px)` && width < HANDHELD_BREAKPOINT_PX,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const documents: DocumentData[] = [
  { ...draftDocument([]), id: 1, documentName: 'Progress Note', documentStatus: 'Incomplete' },
  {
    ...draftDocument([]),
    id: 2,
    documentName: 'Behavioral Health Assessment',
    documentStatus: 'Unsigned',
  },
  { ...draftDocument([]), id: 3, documentName: 'Comprehensive Intake', documentStatus: 'Signed' },
];

beforeEach(() => viewportOf(390));
afterEach(() => vi.unstubAllGlobals());

describe('the documents table on a handheld (spec 2 §2)', () => {
  it('keeps every row a table row of name, service date, status and actions', () => {
    render(<DocumentsTable documents={documents} label="Documents of Bell, Andrew" onAction={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Documents of Bell, Andrew' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Document Name', 'Service Date', 'Status', 'Actions']);
    const rows = within(table).getAllByTestId('document-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Progress Note', '01/10/2030', 'Incomplete', ''],
      ['Behavioral Health Assessment', '01/10/2030', 'Unsigned', ''],
      ['Comprehensive Intake', '01/10/2030', 'Signed', ''],
    ]);
    for (const [index, row] of rows.entries())
      expect(
        within(row).getByRole('button', { name: `Actions for ${documents[index]!.documentName}` }),
      ).toBeInTheDocument();
  });

  it('lays each row out in two lines beside its kebab menu', () => {
    render(<DocumentsTable documents={documents} label="Documents" onAction={vi.fn()} />);
    const row = screen.getAllByTestId('document-row')[0]!;
    expect(getComputedStyle(row).gridTemplateAreas).toBe('"name name actions" "date status actions"');
  });

  it('leaves the tablet its table of four columns', () => {
    viewportOf(1024);
    render(<DocumentsTable documents={documents} label="Documents" onAction={vi.fn()} />);
    const row = screen.getAllByTestId('document-row')[0]!;
    expect(getComputedStyle(row).display).toBe('table-row');
    expect(getComputedStyle(row).gridTemplateAreas).toBe('none');
  });
});

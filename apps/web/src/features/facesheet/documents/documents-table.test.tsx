import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDHELD_BREAKPOINT_PX } from '@carevisit/core';
import type { DocumentData } from '../../../data/index.ts';
import { draftDocument } from '../../../../test/documents.ts';
import { seed, signedIn, type SignedIn } from '../../../../test/signed-in.tsx';
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

let app: SignedIn;
beforeEach(async () => {
  app = await signedIn();
  viewportOf(390);
});
afterEach(() => app.end());

const renderTable = (rows: readonly DocumentData[], label = 'Documents') =>
  render(<DocumentsTable documents={rows} label={label} onAction={vi.fn()} />, { wrapper: app.wrapper });

describe('two drafts of one type and day (issue 30)', () => {
  it('are told apart by when each was started, by whom and for which visit', async () => {
    await seed(app, 'staff', [{ staffId: 7, firstName: 'Daniel', lastName: 'Reyes' }]);
    await seed(app, 'appointment', [
      { appointmentId: 40, clientId: 70, staffId: 7, startDateInstance: '2030-01-10T19:00:00.000Z' },
    ]);
    const drafts: DocumentData[] = [
      { ...draftDocument([]), id: -5, startedDate: '2030-01-10T19:14:00.000Z', appointmentId: 40 },
      { ...draftDocument([]), id: -6, startedDate: '2030-01-10T20:02:00.000Z' },
    ];
    renderTable(drafts);
    const details = await screen.findAllByTestId('document-row-detail');
    await vi.waitFor(() =>
      expect(details.map((detail) => detail.textContent)).toEqual([
        'Started 01/10/2030 01:14 PM · Daniel Reyes · Visit 01/10/2030 01:00 PM',
        'Started 01/10/2030 02:02 PM · Daniel Reyes',
      ]),
    );
  });
});

describe('the documents table on a handheld (spec 2 §2)', () => {
  it('keeps every row a table row of name, service date, status and actions', () => {
    renderTable(documents, 'Documents of Bell, Andrew');
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
    renderTable(documents);
    const row = screen.getAllByTestId('document-row')[0]!;
    expect(getComputedStyle(row).gridTemplateAreas).toBe('"name name actions" "date status actions"');
  });

  it('leaves the tablet its table of four columns', () => {
    viewportOf(1024);
    renderTable(documents);
    const row = screen.getAllByTestId('document-row')[0]!;
    expect(getComputedStyle(row).display).toBe('table-row');
    expect(getComputedStyle(row).gridTemplateAreas).toBe('none');
  });
});

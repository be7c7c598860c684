import type { LayoutKind } from '../../../ui/use-layout.ts';
import { visuallyHidden } from '../../../ui/visually-hidden.ts';

/** The styles of the documents table's parts, per layout. */
export interface DocumentsTableLayout {
  table: object;
  head: object;
  row: object;
  name: object;
  date: object;
  status: object;
  actions: object;
}

const asTable: DocumentsTableLayout = {
  table: {},
  head: {},
  row: {},
  name: {},
  date: { whiteSpace: 'nowrap' },
  status: {},
  actions: { py: 0 },
};

/**
 * On a handheld each row is two lines, the name over the service date and status, with the kebab menu beside
 * both: the four columns of the tablet do not fit in 390 px, and a table that scrolls sideways hid the actions.
 * The header stays for screen readers; the table keeps its semantics (cells, column headers) under CSS grid.
 */
const asTwoLineRows: DocumentsTableLayout = {
  table: { display: 'block', '& > tbody': { display: 'block' } },
  head: visuallyHidden,
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"name name actions" "date status actions"',
    alignItems: 'center',
    columnGap: 1.5,
    rowGap: 0.5,
    px: 2,
    py: 1,
    borderBottom: 1,
    borderColor: 'divider',
    '&:last-of-type': { borderBottom: 0 },
    '& > td': { border: 0, p: 0 },
  },
  name: { gridArea: 'name', fontWeight: 500, overflowWrap: 'anywhere' },
  date: { gridArea: 'date', whiteSpace: 'nowrap', color: 'text.secondary' },
  status: { gridArea: 'status', minWidth: 0 },
  actions: { gridArea: 'actions' },
};

export const documentsTableLayout: Record<LayoutKind, DocumentsTableLayout> = {
  tablet: asTable,
  handheld: asTwoLineRows,
};

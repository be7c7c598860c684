import type { ReactNode } from 'react';
import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

export interface ClinicalColumn<T, S extends string> {
  id: string;
  label: string;
  /** A share of the table's width, e.g. '36%' (spec 2 §2 medication column widths). */
  width?: string;
  /** The sort option this column's header applies. */
  sort?: S;
  /** Keeps short values such as dates on one line. */
  noWrap?: boolean;
  /** This column's cell holds the row's link (the first column unless another says so). */
  link?: boolean;
  render: (row: T) => ReactNode;
}

export interface ClinicalTableProps<T, S extends string> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly ClinicalColumn<T, S>[];
  rows: readonly T[];
  rowKey: (row: T) => number;
  /** The words that open a row's detail page, read by screen readers on the row's link. */
  rowName: (row: T) => string;
  hrefOf: (row: T) => string;
  sort: S;
  onSort: (sort: S) => void;
}

/**
 * A tablet clinical list (spec 2 §2): a table whose sortable headers apply the spec's sort options and whose rows
 * open their detail page. The first cell holds a real link, so a keyboard reaches every row; a tap anywhere on a
 * row follows it.
 */
export function ClinicalTable<T, S extends string>({
  label,
  columns,
  rows,
  rowKey,
  rowName,
  hrefOf,
  sort,
  onSort,
}: ClinicalTableProps<T, S>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const linkIndex = Math.max(
    0,
    columns.findIndex((column) => column.link),
  );
  // Narrow percentage columns (spec 2 §2 medications: 12 %) need the room a default cell padding would take.
  const cellSx = { px: 1.5 } as const;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                sx={{
                  ...cellSx,
                  width: column.width,
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  bgcolor: 'action.hover',
                }}
                sortDirection={column.sort === sort ? 'asc' : false}
              >
                {column.sort === undefined ? (
                  column.label
                ) : (
                  <TableSortLabel
                    active={column.sort === sort}
                    direction="asc"
                    hideSortIcon={column.sort !== sort}
                    onClick={() => onSort(column.sort as S)}
                  >
                    {column.label}
                  </TableSortLabel>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover
              onClick={() => void navigate(hrefOf(row))}
              sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 }, verticalAlign: 'top' }}
            >
              {columns.map((column, index) => (
                <TableCell
                  key={column.id}
                  sx={{
                    ...cellSx,
                    overflowWrap: 'anywhere',
                    whiteSpace: column.noWrap ? 'nowrap' : undefined,
                  }}
                >
                  {index === linkIndex ? (
                    <Link
                      component={RouterLink}
                      to={hrefOf(row)}
                      aria-label={t('clinical.openDetails', { name: rowName(row) })}
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                      // The row's own click already navigates.
                      onClick={(event) => event.stopPropagation()}
                    >
                      {column.render(row)}
                    </Link>
                  ) : (
                    column.render(row)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** How many of the dialog's six columns a field spans on each layout. */
export interface Span {
  handheld: number;
  tablet: number;
}

export const FULL: Span = { handheld: 6, tablet: 6 };
export const HALF: Span = { handheld: 6, tablet: 3 };

/** The Appointment dialog's six-column grid. */
export function AppointmentGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', columnGap: 2, rowGap: 2.5 }}
    >
      {children}
    </Box>
  );
}

/** One field of the grid, as wide as its span on this layout. */
export function Cell({ span, handheld, children }: { span: Span; handheld: boolean; children: ReactNode }) {
  return (
    <Box sx={{ gridColumn: `span ${handheld ? span.handheld : span.tablet}`, minWidth: 0 }}>{children}</Box>
  );
}

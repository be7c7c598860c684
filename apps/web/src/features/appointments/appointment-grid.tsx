import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { FormCheck, FormField } from './appointment-form-check.ts';
import type { AppointmentFormAction, AppointmentFormState } from './appointment-form-state.ts';

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

/** What a group of the grid's fields (the times, the status) gets from the dialog. */
export interface FieldGroupProps {
  state: AppointmentFormState;
  dispatch: (action: AppointmentFormAction) => void;
  check: FormCheck;
  message: (field: FormField) => string | undefined;
  handheld: boolean;
  /** spec 1 §4 Starting a session: the date, start time and status are now and In Session, locked. */
  startMode: boolean;
}

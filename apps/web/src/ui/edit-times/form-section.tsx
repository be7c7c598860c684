import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

export interface FormSectionProps {
  /** Names the section (a level-3 heading under the dialog title); without one the card is a plain group. */
  title?: string;
  /** A line under the title; its element id is `${id}-description`. */
  description?: string;
  id: string;
  children: ReactNode;
  /** An emphasis for sections that need the user's attention (the address discrepancy). */
  tone?: 'default' | 'warning';
}

/** A white card on the dialog's grey ground: one part of the verification, its fields stacked. */
export function FormSection({ title, description, id, children, tone = 'default' }: FormSectionProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={title ? `${id}-heading` : undefined}
      sx={{
        p: { xs: 2, sm: 2.5 },
        mb: 2,
        borderColor: tone === 'warning' ? 'warning.light' : 'divider',
        borderLeftWidth: tone === 'warning' ? 4 : 1,
        borderLeftColor: tone === 'warning' ? 'warning.main' : 'divider',
      }}
    >
      {title && (
        <Typography
          id={`${id}-heading`}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, mb: description ? 0.25 : 1.5 }}
        >
          {title}
        </Typography>
      )}
      {description && (
        <Typography id={`${id}-description`} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** A list's empty state, in the spec's words (e.g. 'There are no scheduled appointments'). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="empty-state"
      sx={{
        py: 2.5,
        px: 2,
        textAlign: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {children}
    </Typography>
  );
}

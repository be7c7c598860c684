import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** One titled card of the settings page. */
export function SettingsSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export interface InfoRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs, as a description list: a label column beside the values, wrapping long values. */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(7.5rem, 40%) 1fr', sm: 'minmax(9rem, 38%) 1fr' },
        columnGap: 2,
        rowGap: 1.25,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            data-testid={row.testId}
            sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

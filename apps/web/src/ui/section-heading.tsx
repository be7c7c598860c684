import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';

export interface SectionHeadingProps {
  title: string;
  /** Gives the heading an id, so its section can be named by it (aria-labelledby). */
  id?: string;
  /** How many items the section lists; shown once known. */
  count?: number | undefined;
  /** A control at the end of the line, e.g. a sort menu. */
  action?: ReactNode;
}

/**
 * The heading of a part of a page (level 2, under the page title), with its count and a control, which moves under
 * the heading when both do not fit on the line (a longer language), rather than cutting the heading short.
 */
export function SectionHeading({ title, id, count, action }: SectionHeadingProps) {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minHeight: 40, mb: 1 }}
    >
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} noWrap>
        {title}
      </Typography>
      {count !== undefined && count > 0 && (
        <Chip size="small" label={count} sx={{ fontWeight: 600, height: 22 }} aria-hidden />
      )}
      {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
    </Stack>
  );
}

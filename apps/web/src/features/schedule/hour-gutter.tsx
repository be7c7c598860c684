import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useCalendarFormat } from '../../ui/format/calendar-format.ts';
import { DAY_PX, GUTTER_PX, HOUR_PX } from './grid-metrics.ts';

/** The hour labels at the left of the time grid; the blocks' own labels carry the times for screen readers. */
export function HourGutter() {
  const format = useCalendarFormat();
  // '8 AM' for each hour of the day, in the user's language.
  const labels = useMemo(() => Array.from({ length: 24 }, (_, hour) => format.hour(hour)), [format]);
  return (
    <Box aria-hidden sx={{ position: 'relative', width: GUTTER_PX, height: DAY_PX, flexShrink: 0 }}>
      {labels.map((label, hour) =>
        hour === 0 ? null : (
          <Typography
            key={label}
            variant="caption"
            color="text.secondary"
            sx={{
              position: 'absolute',
              top: hour * HOUR_PX,
              right: 8,
              transform: 'translateY(-50%)',
              whiteSpace: 'nowrap',
              fontSize: '0.7rem',
              fontWeight: 500,
            }}
          >
            {label}
          </Typography>
        ),
      )}
    </Box>
  );
}

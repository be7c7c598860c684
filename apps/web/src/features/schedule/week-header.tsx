import { Box, ButtonBase, Typography } from '@mui/material';
import { useCalendarFormat } from '../../ui/format/calendar-format.ts';
import { GUTTER_PX } from './grid-metrics.ts';

export interface WeekHeaderProps {
  days: string[];
  selectedDay: string;
  today: string;
  isDayDisabled: (day: string) => boolean;
  /** Opens the day view of a day. */
  onOpenDay: (day: string) => void;
}

/** The week view's day names above the columns; each opens that day's day view. */
export function WeekHeader({ days, selectedDay, today, isDayDisabled, onOpenDay }: WeekHeaderProps) {
  const format = useCalendarFormat();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `${GUTTER_PX}px repeat(${days.length}, minmax(0, 1fr))`,
        position: 'sticky',
        top: 0,
        zIndex: 3,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box />
      {days.map((day) => {
        const isToday = day === today;
        return (
          <ButtonBase
            key={day}
            onClick={() => onOpenDay(day)}
            disabled={isDayDisabled(day)}
            // Named by what it shows, so a voice command that reads it out ("Sun 29") finds it (WCAG 2.5.3); the
            // whole date is its description.
            aria-label={`${format.weekdayShort(day)} ${format.dayOfMonth(day)}`}
            title={format.longDate(day)}
            aria-current={isToday ? 'date' : undefined}
            focusRipple
            sx={{
              flexDirection: 'column',
              py: 0.75,
              borderLeft: 1,
              borderColor: 'divider',
              bgcolor: day === selectedDay ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-disabled': { color: 'text.disabled' },
            }}
          >
            <Typography
              variant="caption"
              sx={{ fontWeight: 600, color: isToday ? 'primary.main' : 'inherit' }}
            >
              {format.weekdayShort(day)}
            </Typography>
            <Typography
              component="span"
              sx={{
                fontWeight: 700,
                fontSize: '1.05rem',
                lineHeight: 1.6,
                width: 30,
                borderRadius: '50%',
                bgcolor: isToday ? 'primary.main' : 'transparent',
                color: isToday ? 'primary.contrastText' : 'inherit',
              }}
            >
              {format.dayOfMonth(day)}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}

import { memo } from 'react';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { weekOfDay, type ScheduleNavigation } from '@carevisit/core';
import { CalendarDayButton } from './calendar-day-button.tsx';
import { useCalendarFormat } from '../format/calendar-format.ts';
import { monthWeeks } from './month-weeks.ts';
import { useSwipe } from './use-swipe.ts';

type MiniCalendarView = 'week' | 'month';

export interface MiniCalendarProps {
  /** The selected day, yyyy-MM-dd. The calendar shows its week or its month. */
  day: string;
  /** 'week': a strip of the selected day's week (handheld); 'month': the month grid (tablet). */
  view: MiniCalendarView;
  /** Today, yyyy-MM-dd, ringed. */
  today: string;
  /** A tapped day, or where an arrow or a swipe leads. */
  onSelect: (day: string) => void;
  /** Days that are greyed out and cannot be selected (e.g. outside the schedule window). */
  isDayDisabled?: (day: string) => boolean;
  /**
   * Where the previous and next arrows and the swipes lead (a week in the week view, a month in the month
   * view); null blocks that way. Without it the calendar has no arrows and ignores swipes. For the schedule
   * window use `useScheduleWindow(day, view, timeZone).navigation`.
   */
  navigation?: ScheduleNavigation;
  /** Days that get a dot, e.g. days with appointments. */
  markedDays?: ReadonlySet<string>;
  /** The title bar with the selected day's full date (spec 1 §2); off where the page shows it already. */
  showTitle?: boolean;
}

/**
 * spec 1 §2 Schedule header: a mini calendar with a title bar showing the full date. Swiping left or right
 * moves one week (one month in the month view); tapping a day selects it; disabled days cannot be selected.
 * Drawn again only when what it shows changes, not at each render of its page (a load renders the schedule once
 * per record read, and its 42 days are a good part of each).
 */
export const MiniCalendar = memo(function MiniCalendar({
  day,
  view,
  today,
  onSelect,
  isDayDisabled = () => false,
  navigation,
  markedDays,
  showTitle = true,
}: MiniCalendarProps) {
  const { t } = useTranslation();
  const format = useCalendarFormat();
  const swipe = useSwipe((direction) => {
    // Content follows the finger: a swipe to the left brings the next period in from the right.
    const target = direction === 'left' ? navigation?.next : navigation?.previous;
    if (target) onSelect(target);
  });
  const weeks = view === 'week' ? [weekOfDay(day)] : monthWeeks(day);
  const month = day.slice(0, 7);
  const dayButton = (candidate: string, strip: boolean) => (
    <CalendarDayButton
      key={candidate}
      {...(strip ? { weekday: format.weekdayShort(candidate) } : {})}
      dayOfMonth={format.dayOfMonth(candidate)}
      label={format.longDate(candidate)}
      selected={candidate === day}
      today={candidate === today}
      disabled={isDayDisabled(candidate)}
      outside={!strip && !candidate.startsWith(month)}
      marked={markedDays?.has(candidate) ?? false}
      onClick={() => onSelect(candidate)}
    />
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="mini-calendar">
      {showTitle && (
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.25 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} aria-live="polite">
            {format.longDate(day)}
          </Typography>
        </Box>
      )}
      {navigation && (
        <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5, pt: 0.5 }}>
          <IconButton
            onClick={() => navigation.previous && onSelect(navigation.previous)}
            disabled={navigation.previous === null}
            aria-label={t(view === 'week' ? 'calendar.previousWeek' : 'calendar.previousMonth')}
          >
            <ChevronLeft />
          </IconButton>
          <Typography sx={{ flexGrow: 1, textAlign: 'center', fontWeight: 600 }}>
            {format.monthTitle(day)}
          </Typography>
          <IconButton
            onClick={() => navigation.next && onSelect(navigation.next)}
            disabled={navigation.next === null}
            aria-label={t(view === 'week' ? 'calendar.nextWeek' : 'calendar.nextMonth')}
          >
            <ChevronRight />
          </IconButton>
        </Box>
      )}
      <Box
        role="group"
        aria-label={t(view === 'week' ? 'calendar.weekOf' : 'calendar.monthOf', {
          period: view === 'week' ? format.longDate(weeks[0]![0]!) : format.monthTitle(day),
        })}
        data-testid="mini-calendar-days"
        {...(navigation ? swipe : {})}
        // 4 px at the sides: seven 44 px days fit the schedule's 320 px column (issue 36).
        sx={{ px: 0.5, pb: 1, pt: navigation ? 0.5 : 1, touchAction: 'pan-y', userSelect: 'none' }}
      >
        {view === 'month' && (
          <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', mb: 0.5 }}>
            {weeks[0]!.map((weekday) => (
              <Typography
                key={weekday}
                variant="caption"
                color="text.secondary"
                sx={{ textAlign: 'center', fontWeight: 600 }}
              >
                {format.weekdayShort(weekday)}
              </Typography>
            ))}
          </Box>
        )}
        {weeks.map((week) => (
          <Box key={week[0]} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', rowGap: 0.5 }}>
            {week.map((candidate) => dayButton(candidate, view === 'week'))}
          </Box>
        ))}
      </Box>
    </Paper>
  );
});

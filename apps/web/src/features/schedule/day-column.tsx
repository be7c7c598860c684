import type { MouseEvent } from 'react';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { MinuteRange } from '@carevisit/core';
import type { ClientData, LocalAppointment } from '../../data/index.ts';
import { useAppointmentDialogLink } from '../../ui/navigation/app-links.ts';
import type { DayLayout } from './event-layout.ts';
import { GridEvent } from './grid-event.tsx';
import { DAY_PX, HOUR_PX, minuteToPx, slotAt } from './grid-metrics.ts';
import { MoreEventsButton } from './more-events.tsx';
import { offShiftPattern } from './off-shift-pattern.ts';

export interface DayColumnProps {
  day: string;
  layout: DayLayout<LocalAppointment>;
  offShift: MinuteRange[];
  /** Minutes after midnight of the now-line, on today's column only. */
  nowMinute: number | null;
  /** Outside the schedule window (spec 1 §5): greyed, and no new appointment from a tap. */
  disabled: boolean;
  onSlot: (day: string, minute: number) => void;
  clients: Map<number, ClientData>;
  timeZone: string;
}

/** One day of the time grid: hour lines, off-shift shading, the now-line, and the day's appointments. */
export function DayColumn(props: DayColumnProps) {
  const { day, layout, offShift, nowMinute, disabled, onSlot, clients, timeZone } = props;
  const { t } = useTranslation();
  const { openExisting } = useAppointmentDialogLink();
  const tapSlot = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    onSlot(day, slotAt(event.clientY - event.currentTarget.getBoundingClientRect().top));
  };
  return (
    <Box
      data-testid="schedule-day-column"
      data-day={day}
      sx={(theme) => ({
        position: 'relative',
        height: DAY_PX,
        borderLeft: 1,
        borderColor: 'divider',
        // Hour lines, and fainter half hours: drawn by the background, not by 96 elements a day.
        backgroundImage: `linear-gradient(${theme.palette.divider} 1px, transparent 1px), linear-gradient(${alpha(theme.palette.text.primary, 0.045)} 1px, transparent 1px)`,
        backgroundSize: `100% ${HOUR_PX}px, 100% ${HOUR_PX / 2}px`,
        bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
      })}
    >
      {/* Taps on empty time book there; a pointer convenience beside the New Appointment button. */}
      <Box
        aria-hidden
        onClick={tapSlot}
        sx={{ position: 'absolute', inset: 0, cursor: disabled ? 'default' : 'cell' }}
      />
      {offShift.map((range) => (
        <Box
          key={range.startMinute}
          aria-hidden
          data-testid="schedule-off-shift"
          sx={(theme) => ({
            position: 'absolute',
            left: 0,
            right: 0,
            top: minuteToPx(range.startMinute),
            height: minuteToPx(range.endMinute - range.startMinute),
            pointerEvents: 'none',
            ...offShiftPattern(theme),
          })}
        />
      ))}
      {layout.shown.map((placed) => (
        <GridEvent
          key={placed.event.item.appointmentId}
          placed={placed}
          client={clients.get(placed.event.item.clientId)}
          timeZone={timeZone}
          onOpen={openExisting}
          t={t}
        />
      ))}
      {layout.more.map((more) => (
        <MoreEventsButton key={more.startMinute} more={more} clients={clients} timeZone={timeZone} />
      ))}
      {nowMinute !== null && (
        <Box
          aria-hidden
          data-testid="schedule-now-line"
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: minuteToPx(nowMinute),
            height: 2,
            bgcolor: 'error.main',
            pointerEvents: 'none',
            zIndex: 2,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: -5,
              top: -4,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'error.main',
            },
          }}
        />
      )}
    </Box>
  );
}

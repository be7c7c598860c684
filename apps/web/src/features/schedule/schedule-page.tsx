import { useCallback, useMemo } from 'react';
import { Box, Button, Fab, Stack } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { instantAtMinute, maxEventsShown, weekOfDay } from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { now } from '../../platform/clock.ts';
import { deviceTimeZone } from '../../platform/device-time-zone.ts';
import { useCalendarFormat } from '../../ui/format/calendar-format.ts';
import { bookedDays } from '../../ui/calendar/booked-days.ts';
import { MiniCalendar } from '../../ui/calendar/mini-calendar.tsx';
import { monthWeeks } from '../../ui/calendar/month-weeks.ts';
import { useScheduleWindow } from '../../ui/calendar/use-schedule-window.ts';
import { useCurrentOrganization } from '../../ui/data/use-current-organization.ts';
import { useAppointmentDialogLink } from '../../ui/navigation/app-links.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useLayoutKind } from '../../ui/use-layout.ts';
import { useViewAudit } from '../../ui/use-view-audit.ts';
import { newAppointmentStart } from './new-appointment-start.ts';
import { NoAppointments, PeriodSummary } from './period-summary.tsx';
import { RejectedAppointments } from './rejected-appointments.tsx';
import { visibleDays } from './schedule-place.ts';
import { ScheduleToolbar } from './schedule-toolbar.tsx';
import { TimeGrid } from './time-grid.tsx';
import { useScheduleData } from './use-schedule-data.ts';
import { useSchedulePlace } from './use-schedule-place.ts';
import { itemsOnDays } from './visible-appointments.ts';

// The handheld grid ends above the bottom navigation (56 px) and the page's margin.
const HANDHELD_BOTTOM_GAP_PX = 56 + 16;
/** The handheld's floating New Appointment button (56 px) and the 8 px it floats above the grid's end. */
const FAB_ROOM_PX = 56 + 8;
const TABLET_BOTTOM_GAP_PX = 24;

/**
 * spec 1 §2 /schedule: a day calendar with an add button on handhelds; on tablets a view-by select (Day or
 * Week), previous and next arrows and New Appointment. Above the grid, the mini calendar (Schedule header):
 * a week strip on handhelds, the month navigator on tablets.
 */
export function SchedulePage() {
  const { t } = useTranslation();
  const { session } = useActiveSession();
  useViewAudit(session, 'EVV Schedule');
  // Until the organization's record is read, the device's own zone (the same in practice: staff work locally).
  const timeZone = useCurrentOrganization(session)?.timeZone ?? deviceTimeZone();
  const layout = useLayoutKind();
  const format = useCalendarFormat();
  const { place, today, go } = useSchedulePlace(timeZone);
  const { openNew } = useAppointmentDialogLink();
  const days = useMemo(() => visibleDays({ day: place.day, view: place.view }), [place.day, place.view]);
  const first = days[0]!;
  const last = days.at(-1)!;

  const calendarView = layout === 'handheld' ? 'week' : 'month';
  const calendarDays = calendarView === 'week' ? weekOfDay(place.day) : monthWeeks(place.day).flat();
  const gridWindow = useScheduleWindow(place.day, place.view, timeZone);
  const calendarWindow = useScheduleWindow(place.day, calendarView, timeZone);
  const data = useScheduleData(session, calendarDays[0]!, calendarDays.at(-1)!, timeZone);
  const { current: dataCurrent, appointments } = data;
  const inView = useMemo(
    () => (dataCurrent && appointments ? itemsOnDays(appointments, first, last, timeZone) : undefined),
    [dataCurrent, appointments, first, last, timeZone],
  );
  const markedDays = useMemo(
    () => bookedDays(dataCurrent ? appointments : [], timeZone),
    [dataCurrent, appointments, timeZone],
  );
  const period = days.length > 1 ? format.dayRange(first, last) : format.longDate(place.day);
  const selectDay = useCallback((day: string) => go({ day }), [go]);
  const newAppointment = () => openNew({ start: newAppointmentStart(place.day, now(), timeZone) });

  const calendar = (
    <MiniCalendar
      day={place.day}
      view={calendarView}
      today={today}
      onSelect={selectDay}
      isDayDisabled={calendarWindow.isDayDisabled}
      navigation={calendarWindow.navigation}
      markedDays={markedDays}
    />
  );
  const rejected = <RejectedAppointments timeZone={timeZone} />;
  const grid = (
    <TimeGrid
      days={days}
      selectedDay={place.day}
      today={today}
      appointments={data.appointments ?? []}
      clients={data.clients}
      shifts={data.shifts}
      maxShown={maxEventsShown(layout)}
      isDayDisabled={gridWindow.isDayDisabled}
      onSlot={(day, minute) => openNew({ start: instantAtMinute(day, minute, timeZone) })}
      onOpenDay={(day) => go({ day, view: 'day' })}
      label={t('schedule.grid', { period })}
      bottomGapPx={layout === 'handheld' ? HANDHELD_BOTTOM_GAP_PX : TABLET_BOTTOM_GAP_PX}
      // Issue 36: the floating + covered the actions of a late block; the grid scrolls them clear of it.
      endRoomPx={layout === 'handheld' ? FAB_ROOM_PX : 0}
      timeZone={timeZone}
    />
  );

  if (layout === 'handheld') {
    return (
      <Stack spacing={1.5}>
        <PageTitle>{t('pages.schedule')}</PageTitle>
        {calendar}
        {inView?.length === 0 && <NoAppointments />}
        {rejected}
        {grid}
        <Fab
          color="primary"
          aria-label={t('schedule.newAppointment')}
          onClick={newAppointment}
          sx={{
            position: 'fixed',
            right: 16,
            bottom: `calc(${HANDHELD_BOTTOM_GAP_PX + 8}px + env(safe-area-inset-bottom))`,
            zIndex: 4,
          }}
        >
          <Add />
        </Fab>
      </Stack>
    );
  }
  const toolbar = (
    <ScheduleToolbar
      view={place.view}
      onView={(view) => go({ view })}
      navigation={gridWindow.navigation}
      onGo={(day) => go({ day })}
      onToday={place.day === today ? null : () => go({ day: today })}
    />
  );
  const summary = (
    <PeriodSummary period={period} appointments={inView} showsOffShift={data.shifts.length > 0} />
  );
  const heading = (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
      <PageTitle>{t('pages.schedule')}</PageTitle>
      <Button variant="contained" startIcon={<Add />} onClick={newAppointment}>
        {t('schedule.newAppointment')}
      </Button>
    </Box>
  );
  // Issue 20 §10: a day's grid stands beside the mini calendar, which left most of that area empty. A week
  // needs the page's full width for its seven columns, so it stays below, the summary beside the calendar.
  if (place.view === 'day') {
    return (
      <Stack spacing={2}>
        {heading}
        <Box
          sx={{ display: 'grid', gridTemplateColumns: '320px minmax(0, 1fr)', gap: 3, alignItems: 'start' }}
        >
          <Stack spacing={2.5}>
            {calendar}
            {summary}
          </Stack>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {toolbar}
            {rejected}
            {grid}
          </Stack>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {heading}
      <Box sx={{ display: 'grid', gridTemplateColumns: '320px minmax(0, 1fr)', gap: 3, alignItems: 'start' }}>
        {calendar}
        <Stack spacing={2.5}>
          {toolbar}
          {summary}
        </Stack>
      </Box>
      {rejected}
      {grid}
    </Stack>
  );
}

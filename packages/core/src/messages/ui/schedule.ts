// The schedule screen (spec 1 §2 /schedule, Schedule header) and the mini calendar it shares with the
// dashboard. 'Day', 'Week' and 'New Appointment' are the spec's words; the rest names the controls and the
// grid's parts for screen readers.
export const scheduleText = {
  calendar: {
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    weekOf: 'Week of {period}',
    monthOf: '{period}',
  },
  schedule: {
    viewBy: 'View By',
    day: 'Day',
    week: 'Week',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    today: 'Today',
    newAppointment: 'New Appointment',
    grid: 'Appointments, {period}',
    event: '{time}, {client}, {status}',
    eventWithSync: '{time}, {client}, {status}, {sync}',
    more: '+{count} more',
    moreShort: '+{count}',
    // Issue 33: plural forms, chosen by count.
    moreLabel: {
      one: '{count} more appointment from {time}',
      other: '{count} more appointments from {time}',
    },
    moreTitle: 'Appointments from {time}',
    offShift: 'Off shift',
    appointmentsMany: { one: '{count} appointment', other: '{count} appointments' },
    waitingToSync: '{count} not yet synced',
    rejectedTitle: 'The server did not accept the appointment with {client} on {when}',
    openRejected: 'Open',
    statusCount: '{count} {status}',
    legend: 'Key to the schedule',
  },
} as const;

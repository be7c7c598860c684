import {
  CALENDAR,
  dateInZone,
  instantAtMinute,
  MINUTES_PER_DAY,
  minutesIntoDay,
  nextQuarterHour,
} from '@carevisit/core';

/**
 * Where the add button starts a new appointment: on the selected day, at the next quarter hour of the clock
 * (spec 1 §9: 15-minute steps), so today's is ready to book from now. The last quarter of the day is as late as
 * it goes, to stay on the chosen day.
 */
export function newAppointmentStart(day: string, now: Date, timeZone: string): Date {
  const next = nextQuarterHour(now);
  // After the day's last quarter hour the next one is tomorrow's midnight.
  const minute =
    dateInZone(next, timeZone) === dateInZone(now, timeZone)
      ? minutesIntoDay(next, timeZone)
      : MINUTES_PER_DAY - CALENDAR.slotMinutes;
  return instantAtMinute(day, minute, timeZone);
}

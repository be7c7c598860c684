import { CALENDAR, instantAtMinute, MINUTES_PER_DAY, minutesIntoDay } from '@carevisit/core';

/**
 * Where the add button starts a new appointment: on the selected day, at the next quarter hour of the clock
 * (spec 1 §9: 15-minute steps), so today's is ready to book from now. The last quarter of the day is as late as
 * it goes, to stay on the chosen day.
 */
export function newAppointmentStart(day: string, now: Date, timeZone: string): Date {
  const minutesNow = minutesIntoDay(now, timeZone) + (now.getTime() % 60_000) / 60_000;
  const nextQuarter = Math.ceil(minutesNow / CALENDAR.slotMinutes) * CALENDAR.slotMinutes;
  return instantAtMinute(day, Math.min(nextQuarter, MINUTES_PER_DAY - CALENDAR.slotMinutes), timeZone);
}

import { dateInZone, type AppointmentDay, type TimedAppointment } from '@carevisit/core';

/**
 * Appointments (already in start order) under the days they start on in the time zone, days in order; only
 * days that hold one. The handheld dashboard's upcoming list reads by day like the tablet's.
 */
export function groupByDay<T extends TimedAppointment>(
  appointments: readonly T[],
  timeZone: string,
): AppointmentDay<T>[] {
  const days: AppointmentDay<T>[] = [];
  for (const appointment of appointments) {
    const date = dateInZone(new Date(appointment.startDateInstance), timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.appointments.push(appointment);
    else days.push({ date, appointments: [appointment] });
  }
  return days;
}

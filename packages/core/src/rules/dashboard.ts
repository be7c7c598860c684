import { DASHBOARD_APPOINTMENTS, RECENT_CLIENTS } from '../constants.ts';
import type { Appointment } from '../entities/appointment.ts';
import { addDaysToDate, dateInZone } from '../time/central.ts';
import { isFinalStatus } from './appointment-status.ts';

/** What the dashboard lists need of an appointment: its start and end instants. */
export type TimedAppointment = Pick<Appointment, 'startDateInstance' | 'endDateInstance'>;

/** What deciding whether an appointment is still to do needs: its times and its status. */
export type DashboardAppointment = TimedAppointment & Pick<Appointment, 'status'>;

const HIDE_ENDED_AFTER_MS = DASHBOARD_APPOINTMENTS.hideEndedAfterMinutes * 60_000;

function byStart(a: TimedAppointment, b: TimedAppointment): number {
  return Date.parse(a.startDateInstance) - Date.parse(b.startDateInstance);
}

/**
 * spec 1 §2, §9: what the dashboard lists (both sizes): the appointments still to do. A past one is hidden once it
 * ended more than 15 minutes ago, unless its session is still open (it waits to be stopped); one in a final
 * status (Kept, DNS, CBC, CBT, Error) is done and hidden at once (issue 36: they pushed tomorrow's visit off).
 */
export function stillToDo<T extends DashboardAppointment>(appointments: readonly T[], now: Date): T[] {
  const cutoff = now.getTime() - HIDE_ENDED_AFTER_MS;
  return appointments.filter(
    ({ status, endDateInstance }) =>
      status === 'In Session' || (!isFinalStatus(status) && Date.parse(endDateInstance) >= cutoff),
  );
}

/** spec 1 §2, §9: the handheld dashboard shows at most 5 appointments still to do, by start time. */
export function upcomingAppointments<T extends DashboardAppointment>(
  appointments: readonly T[],
  now: Date,
): T[] {
  return stillToDo(appointments, now).sort(byStart).slice(0, DASHBOARD_APPOINTMENTS.max);
}

export interface AppointmentDay<T> {
  /** yyyy-MM-dd */
  date: string;
  /** By start time; empty when nothing is booked, so the screen can say so for that day. */
  appointments: T[];
}

export interface TabletAppointmentDaysInput<T> {
  appointments: readonly T[];
  /** The first day of the list (yyyy-MM-dd). */
  from: string;
  now: Date;
  /** The organization's time zone: it decides today and which day an appointment falls on. */
  timeZone: string;
}

/**
 * spec 1 §2, §9: the tablet dashboard's 7-day list, starting at `from` and cut at 30 days after today
 * (days past that limit are left out, not shown empty).
 */
export function tabletAppointmentDays<T extends TimedAppointment>({
  appointments,
  from,
  now,
  timeZone,
}: TabletAppointmentDaysInput<T>): AppointmentDay<T>[] {
  const lastDay = addDaysToDate(dateInZone(now, timeZone), DASHBOARD_APPOINTMENTS.tabletDaysAhead);
  const days: AppointmentDay<T>[] = [];
  for (let offset = 0; offset < DASHBOARD_APPOINTMENTS.tabletDays; offset++) {
    const date = addDaysToDate(from, offset);
    // 'yyyy-MM-dd' strings compare in calendar order.
    if (date > lastDay) break;
    days.push({ date, appointments: [] });
  }
  const byDate = new Map(days.map((day) => [day.date, day.appointments]));
  for (const appointment of [...appointments].sort(byStart)) {
    byDate.get(dateInZone(new Date(appointment.startDateInstance), timeZone))?.push(appointment);
  }
  return days;
}

/**
 * spec 1 §9, spec 2 §9: recent client names are cut to 6 characters plus '...'. Counted in code points so
 * a name is never cut inside a surrogate pair.
 */
export function truncateName(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= RECENT_CLIENTS.nameChars) return name;
  return `${characters.slice(0, RECENT_CLIENTS.nameChars).join('')}...`;
}

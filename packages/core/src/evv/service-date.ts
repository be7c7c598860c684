/** One formatter per zone: building one costs far more than using it, and an export dates 100,000 visits. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (yyyy-MM-dd) an instant falls on in a zone, as dateInZone gives it, with the formatter kept
 * (the en-CA calendar writes year-month-day).
 */
export function serviceDateInZone(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** The date of service the payer is told: the billed start's date in the organization's zone, else the booked date. */
export const serviceDateOf = (
  billedStart: string | null,
  appointmentDate: string,
  timeZone: string,
): string => (billedStart === null ? appointmentDate : serviceDateInZone(new Date(billedStart), timeZone));

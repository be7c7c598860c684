/**
 * spec 1 §9 date formats: 'MM/dd/yyyy hh:mm a', e.g. 06/10/2025 02:05 PM, in the device's time zone unless one
 * is given. Built from Intl parts so no locale's punctuation (the comma after the date) slips in.
 */
export function formatDateTime(millis: number, timeZone?: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });
  const part = Object.fromEntries(
    format.formatToParts(new Date(millis)).map(({ type, value }) => [type, value]),
  );
  return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`;
}

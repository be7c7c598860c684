type Parts = Record<string, string>;

const formatIn = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });

// Making a formatter costs far more than using one (a week of the schedule formats hundreds of times). The
// device's own zone is not kept: it can change while the app runs.
const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(millis: number, timeZone: string | undefined): Parts {
  let format = timeZone ? formats.get(timeZone) : undefined;
  if (!format) {
    format = formatIn(timeZone);
    if (timeZone) formats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(millis)).map(({ type, value }) => [type, value]));
}

const datePart = (part: Parts) => `${part.month}/${part.day}/${part.year}`;
const timePart = (part: Parts) => `${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`;

/**
 * spec 1 §9 date formats: 'MM/dd/yyyy hh:mm a', e.g. 06/10/2025 02:05 PM, in the device's time zone unless one
 * is given. Built from Intl parts so no locale's punctuation (the comma after the date) slips in.
 */
export function formatDateTime(millis: number, timeZone?: string): string {
  const part = partsOf(millis, timeZone);
  return `${datePart(part)} ${timePart(part)}`;
}

/** spec 1 §9: 'MM/dd/yyyy'. */
export function formatDate(millis: number, timeZone?: string): string {
  return datePart(partsOf(millis, timeZone));
}

/** spec 1 §9: 'hh:mm a'. */
export function formatTime(millis: number, timeZone?: string): string {
  return timePart(partsOf(millis, timeZone));
}

// Calendar dates travel as 'yyyy-MM-dd' (no time zone); these write them as the spec shows dates.

const MONTH_NAMES = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** spec 1 §9, spec 2 §9: 'MM/dd/yyyy'; an empty or malformed date gives null, which screens show as 'Not Set'. */
export function formatCalendarDate(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

/** spec 2 §2, §9: day group headers 'LLLL dd, yyyy', e.g. 'June 04, 2025'. */
export function formatDayHeading(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = MONTH_NAMES.format(new Date(Date.UTC(year, month - 1, 1)));
  return `${monthName} ${String(day).padStart(2, '0')}, ${year}`;
}

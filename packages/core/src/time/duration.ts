const MS_PER_MINUTE = 60_000;

/** Whole minutes from start to end; a partial minute is dropped; negative when end is before start. */
export function minutesBetween(start: Date, end: Date): number {
  return Math.trunc((end.getTime() - start.getTime()) / MS_PER_MINUTE) + 0; // + 0 turns -0 into 0
}

/** spec 1 §3: an appointment's duration as hh:mm (hours are not capped at 24). */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new RangeError(`A duration must be a non-negative number of minutes: ${minutes}`);
  }
  const whole = Math.floor(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The hh:mm duration between two instants; an end before the start reads 00:00. */
export function formatDurationBetween(start: Date, end: Date): string {
  return formatDuration(Math.max(0, minutesBetween(start, end)));
}

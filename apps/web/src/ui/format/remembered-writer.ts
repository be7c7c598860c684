/** Texts kept per writer, up to this many: a few months of days in a few patterns, then it starts afresh. */
const WRITTEN_KEPT = 1_000;

/**
 * A writer of dates that writes each one once: calendars and day lists write the same days at every render, and a
 * date written by date-fns costs tens of microseconds (a phone's schedule drew its month many times a load).
 */
export function rememberedWriter(write: (date: string) => string): (date: string) => string {
  const written = new Map<string, string>();
  return (date) => {
    const known = written.get(date);
    if (known !== undefined) return known;
    if (written.size >= WRITTEN_KEPT) written.clear();
    const text = write(date);
    written.set(date, text);
    return text;
  };
}

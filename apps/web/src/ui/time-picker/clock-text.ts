import type { ClockParts } from '@carevisit/core';

/** spec 1 §9 time format 'hh:mm a', e.g. 02:05 PM; the AM/PM word comes from the catalog. */
export function clockText({ hour, minute, meridiem }: ClockParts, meridiemText: string = meridiem): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${meridiemText}`;
}

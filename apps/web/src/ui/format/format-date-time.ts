import { tz, type TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '@carevisit/core';
import { deviceTimeZone } from '../../platform/device-time-zone.ts';

// spec 1 §9 and spec 2 §9 date and time formats, written by date-fns. An instant shows in the time zone given,
// or in the device's own zone (read at each call: it can change while the app runs).

// A zone's context is made once: a week of the schedule formats hundreds of times.
const zones = new Map<string, (value: Date | number | string) => TZDate>();

function inZone(timeZone: string | undefined) {
  const name = timeZone || deviceTimeZone();
  let zone = zones.get(name);
  if (!zone) {
    zone = tz(name);
    zones.set(name, zone);
  }
  return { in: zone };
}

/** spec 1 §9: 'MM/dd/yyyy hh:mm a', e.g. 06/10/2025 02:05 PM. */
export function formatDateTime(millis: number, timeZone?: string): string {
  return format(millis, DATE_TIME_FORMAT, inZone(timeZone));
}

/** spec 1 §9: 'MM/dd/yyyy'. */
export function formatDate(millis: number, timeZone?: string): string {
  return format(millis, DATE_FORMAT, inZone(timeZone));
}

/** spec 1 §9: 'hh:mm a'. */
export function formatTime(millis: number, timeZone?: string): string {
  return format(millis, TIME_FORMAT, inZone(timeZone));
}

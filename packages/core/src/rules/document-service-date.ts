import { dateInZone } from '../time/central.ts';

/**
 * spec 2 §5 "Document start date cannot be in the future": a service date (yyyy-MM-dd) is in the future when
 * it is later than today in the organization's time zone.
 */
export function isFutureServiceDate(serviceDate: string, now: Date, timeZone: string): boolean {
  return serviceDate > dateInZone(now, timeZone);
}

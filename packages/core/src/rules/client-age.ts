import { isDateString } from '../time/central.ts';

/**
 * spec 1 §3, spec 2 §3 Client age: whole years from the birth date to `today` (both yyyy-MM-dd). A birthday on
 * 29 February counts from 1 March in years without it. Null when the birth date is missing or not a date.
 */
export function ageOn(birthDate: string | null | undefined, today: string): number | null {
  if (!birthDate || !isDateString(birthDate) || !isDateString(today)) return null;
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  // 'MM-dd' strings compare in calendar order.
  const age = year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
  return age >= 0 ? age : null;
}

import { dateInZone } from '../time/central.ts';

/** The date of service the payer is told: the billed start's date in the organization's zone, else the booked date. */
export const serviceDateOf = (
  billedStart: string | null,
  appointmentDate: string,
  timeZone: string,
): string => (billedStart === null ? appointmentDate : dateInZone(new Date(billedStart), timeZone));

import { appointmentStatuses, type AppointmentStatus } from '@carevisit/core';

/**
 * The colour of an appointment block and its key entry, one per status (issue 36: None and Checked In shared one
 * colour in the key, CBC and CBT another, so the key could not tell them apart). Each is dark enough for 4.5:1
 * against white, and the block's pale fill is drawn from it. Booked blues, under way purples, kept green,
 * missed warm colours, error red.
 */
export const STATUS_COLOUR: Record<AppointmentStatus, string> = {
  None: '#1565c0',
  'Checked In': '#00838f',
  'Co-Staff': '#3949ab',
  'In Session': '#7b1fa2',
  Kept: '#2e7d32',
  CBC: '#c43e00',
  CBT: '#ad1457',
  DNS: '#6d4c41',
  Error: '#c62828',
};

/** The class that colours a block of the given status (block-styles.ts). */
export function statusClass(status: AppointmentStatus): string {
  return `grid-status-${appointmentStatuses.indexOf(status)}`;
}

import type { AppointmentStatus } from '@carevisit/core';

export type Tone = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** The colour of an appointment block by status, grouped like the status chip: booked, under way, kept, missed. */
export const STATUS_TONE: Record<AppointmentStatus, Tone> = {
  None: 'primary',
  'Checked In': 'info',
  'Co-Staff': 'info',
  'In Session': 'secondary',
  Kept: 'success',
  CBC: 'warning',
  CBT: 'warning',
  DNS: 'warning',
  Error: 'error',
};

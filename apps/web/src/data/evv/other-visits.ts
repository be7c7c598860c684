import { overlapOtherOfDevice, overlapWindow, type CuresRecord, type OverlapOther } from '@carevisit/core';
import type { AppointmentData } from '../appointment-data.ts';
import type { LocalAppointment } from '../appointments-repository.ts';
import type { RecordStore } from '../record-store.ts';

/** A staff member's appointments on the device (all of them: the overlap rule also looks at actual times). */
export async function staffAppointments(store: RecordStore, staffId: number): Promise<LocalAppointment[]> {
  const rows = await store.table('appointment').where('staffId').equals(staffId).toArray();
  const { opened } = await store.openReadable<AppointmentData>('appointment', rows);
  return opened.map(({ row, data }) => ({ ...data, syncState: row.syncState, syncError: row.syncError }));
}

/**
 * The caregiver's other appointments the overlap rule weighs against a visit's record, chosen as the server
 * chooses them (apps/server/src/evv-export/visit-readiness.ts with staffAppointmentsBetween and overlapOtherOf):
 * not deleted, not the visit's own, with booked or actual times reaching into core's overlapWindow; each with its
 * visit's actual times.
 */
export function otherVisitsAround(
  record: CuresRecord,
  caregiverAppointments: readonly AppointmentData[],
): OverlapOther[] {
  const window = overlapWindow(record);
  if (!window) return [];
  const from = window.from.getTime();
  const to = window.to.getTime();
  const reaches = (begin: string | null, finish: string | null) =>
    begin !== null && finish !== null && Date.parse(begin) < to && Date.parse(finish) > from;
  return caregiverAppointments
    .filter(
      (appointment) =>
        appointment.deletedDate === null &&
        appointment.appointmentId !== record.appointmentId &&
        (reaches(appointment.startDateInstance, appointment.endDateInstance) ||
          reaches(appointment.actualStartTime, appointment.actualEndTime)),
    )
    .map(overlapOtherOfDevice);
}

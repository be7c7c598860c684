import type { Appointment, AppointmentWrite, VisitAddress } from '@carevisit/core';

/**
 * An appointment as the device keeps it: the server's read shape (spec 1 §3), where a record made on the device
 * has a temporary negative id and no server-made values yet.
 */
export type AppointmentData = Omit<
  Appointment,
  'appointmentId' | 'activityDetailId' | 'clientProgramId' | 'changedDate' | 'deletedDate'
> & {
  appointmentId: number;
  activityDetailId: number | null;
  clientProgramId: number | null;
  changedDate: string | null;
  deletedDate: string | null;
};

/** POST /evv/write/appointment resource (spec 1 §7) from the local record. */
export function toAppointmentWrite(data: AppointmentData): AppointmentWrite {
  return {
    activityLogId: data.appointmentId,
    activityDetailId: data.activityDetailId,
    staffId: data.staffId,
    clientId: data.clientId,
    programId: data.programId,
    clientProgramId: data.clientProgramId,
    organizationId: data.organizationId,
    appointmentDate: data.appointmentDate,
    beginTime: data.startDateInstance,
    endTime: data.endDateInstance,
    activityId: data.activityId,
    serviceLocationId: data.serviceLocationId,
    serviceDocumentId: data.serviceDocumentId,
    nonBillableMinutes: data.nonBillableMinutes,
    status: data.status,
    actualStartTime: data.actualStartTime,
    actualEndTime: data.actualEndTime,
    activityQualifiers: data.activityDetailDescriptorList,
    startVisitAddress: data.startVisitAddress,
    endVisitAddress: data.endVisitAddress,
    sameAsEndAddress: data.sameAsEndAddress,
  };
}

/** The appointment with temporary visit address ids replaced by the server's. */
export function withAddressIds(data: AppointmentData, swaps: ReadonlyMap<number, number>): AppointmentData {
  const swap = (address: VisitAddress | null): VisitAddress | null => {
    const id = address?.visitAddressId;
    if (!address || id === null || id === undefined) return address;
    const serverId = swaps.get(id);
    return serverId === undefined ? address : { ...address, visitAddressId: serverId };
  };
  return {
    ...data,
    startVisitAddress: swap(data.startVisitAddress),
    endVisitAddress: swap(data.endVisitAddress),
  };
}

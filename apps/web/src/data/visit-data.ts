import type { ReasonCodeEvent, Visit, VisitWrite } from '@carevisit/core';

/** A visit as the device keeps it: started on the device it has a temporary id, and so may its appointment. */
export type VisitData = Omit<Visit, 'evvVisitId' | 'appointmentId' | 'changedDate' | 'deletedDate'> & {
  evvVisitId: number;
  appointmentId: number;
  changedDate: string | null;
  deletedDate: string | null;
  /**
   * The server refused this device's verification because the visit was verified already (visit_already_verified,
   * issue 36): the record keeps this device's answers for the user to see, and the visit is closed here too.
   */
  verifiedElsewhere?: boolean;
};

type Reasoned = [ReasonCodeEvent, number | null, string | null];

/**
 * POST /evv/write/visit resource. Only for a visit whose appointment already has its server id: the server
 * needs the parent first (architecture: parents before children).
 */
export function toVisitWrite(data: VisitData): VisitWrite {
  const reasons: Reasoned[] = [
    ['EditTimes', data.editTimesReason, data.editTimesComments],
    ['SignatureMissing', data.signatureMissingReason, data.signatureMissingComments],
    ['VerificationDeclined', data.verificationDeclinedReason, data.verificationDeclinedComments],
    ['AddressDistance', data.addressDistanceReason, data.addressDistanceComments],
  ];
  return {
    evvVisitId: data.evvVisitId,
    deviceVisitId: data.deviceVisitId,
    activityLogId: data.appointmentId,
    organizationId: data.organizationId,
    appointmentStatus: data.appointmentStatus,
    visitStatus: data.visitStatus,
    complete: data.complete,
    startDateTime: data.startDateTime,
    endDateTime: data.endDateTime,
    originalStartDate: data.originalStartDate,
    originalEndDate: data.originalEndDate,
    beginActualDateTime: data.beginActualDateTime,
    endActualDateTime: data.endActualDateTime,
    startLatitude: data.startLatitude,
    startLongitude: data.startLongitude,
    endLatitude: data.endLatitude,
    endLongitude: data.endLongitude,
    servicesVerified: data.servicesVerified,
    timesVerified: data.timesVerified,
    activityVerified: data.activityVerified,
    durationVerified: data.durationVerified,
    hasSig: data.hasSignature,
    clientSig: data.signature,
    events: reasons.flatMap(([eventType, reasonCodeId, comments]) =>
      reasonCodeId === null ? [] : [{ eventType, reasonCodeId, comments: comments ?? '' }],
    ),
  };
}

import { recordOriginalTimes, type Appointment, type AppointmentStatus } from '@carevisit/core';
import type { AppointmentData } from './appointment-data.ts';
import type { VisitData } from './visit-data.ts';

/**
 * The caregiver's answers in the Visit Verification dialogs (spec 1 §4, §5): what verify saves. The dialogs'
 * own result type has this shape.
 */
export interface VisitVerificationAnswers {
  status: AppointmentStatus;
  qualifiers: Appointment['activityDetailDescriptorList'];
  servicesVerified: boolean | null;
  durationVerified: boolean | null;
  /** The client's signature, PNG as base64 without a data: prefix. */
  signature: string | null;
  verificationDeclinedReason: number | null;
  verificationDeclinedComments: string | null;
  signatureMissingReason: number | null;
  signatureMissingComments: string | null;
  addressDistanceReason: number | null;
  addressDistanceComments: string | null;
  /** Edit Times: the new start and end (ISO) with the reason for the change. */
  editedTimes: { start: string; end: string; reason: number | null; comments: string | null } | null;
}

/** What a verification records; cleared when a visit goes back to started. */
export const NO_VERIFICATION = {
  servicesVerified: null,
  durationVerified: null,
  timesVerified: null,
  activityVerified: null,
  signature: null,
  hasSignature: false,
  verificationDeclinedReason: null,
  verificationDeclinedComments: null,
  signatureMissingReason: null,
  signatureMissingComments: null,
  addressDistanceReason: null,
  addressDistanceComments: null,
  editTimesReason: null,
  editTimesComments: null,
  editTimesEventType: null,
} satisfies Partial<VisitData>;

/** A new visit of an appointment, before its start values are set (spec 1 §3 Visit). */
export function blankVisit(
  appointment: AppointmentData,
  evvVisitId: number,
  deviceVisitId: string,
): VisitData {
  return {
    ...NO_VERIFICATION,
    evvVisitId,
    deviceVisitId,
    appointmentId: appointment.appointmentId,
    clientId: appointment.clientId,
    staffId: appointment.staffId,
    organizationId: appointment.organizationId,
    activityId: appointment.activityId,
    appointmentStatus: 'In Session',
    visitStatus: 'pending',
    complete: -1,
    startDateTime: null,
    endDateTime: null,
    originalStartDate: null,
    originalEndDate: null,
    beginActualDateTime: null,
    endActualDateTime: null,
    adjustedBeginDateTime: null,
    adjustedEndDateTime: null,
    startLatitude: null,
    startLongitude: null,
    endLatitude: null,
    endLongitude: null,
    changedDate: null,
    deletedDate: null,
  };
}

/**
 * spec 1 §4, §8: the started state: end data and any verification cleared, the times as the start recorded
 * them. Edited times go too: they were part of the verification being undone.
 */
export function startedState(visit: VisitData): VisitData {
  return {
    ...visit,
    ...NO_VERIFICATION,
    appointmentStatus: 'In Session',
    visitStatus: 'start',
    complete: 0,
    startDateTime: visit.beginActualDateTime,
    endDateTime: null,
    endActualDateTime: null,
    originalStartDate: null,
    originalEndDate: null,
    adjustedBeginDateTime: null,
    adjustedEndDateTime: null,
    endLatitude: null,
    endLongitude: null,
  };
}

/**
 * spec 1 §4: Error, CBT, CBC and DNS skip verification, and "the visit will not be sent" as verified
 * evidence: it is closed with the status alone, no answers, signature, reasons or edited times. The closed
 * record still goes to the server, because the server may already hold the visit as started (it is sent
 * when it starts) and must not keep an open session for an appointment that did not happen; the server
 * checks no verification for these statuses.
 */
export function closedWithoutVerification(visit: VisitData, status: AppointmentStatus): VisitData {
  return {
    ...startedEnd(visit),
    ...NO_VERIFICATION,
    appointmentStatus: status,
    visitStatus: 'verify',
    complete: 1,
  };
}

/** spec 1 §4, §5: the verified visit with every answer of the dialogs. */
export function verifiedState(visit: VisitData, answers: VisitVerificationAnswers): VisitData {
  const timed = withEditedTimes(visit, answers);
  // An Edit Times that changed nothing records no edit.
  const edited = timed === visit ? null : answers.editedTimes;
  const signature = answers.signature === '' ? null : answers.signature;
  return {
    ...timed,
    appointmentStatus: answers.status,
    visitStatus: 'verify',
    complete: 1,
    servicesVerified: answers.servicesVerified,
    durationVerified: answers.durationVerified,
    // The write names the duration answer timesVerified (spec 1 §7); the record keeps both names.
    timesVerified: answers.durationVerified,
    activityVerified: null,
    signature,
    hasSignature: signature !== null,
    verificationDeclinedReason: answers.verificationDeclinedReason,
    verificationDeclinedComments: answers.verificationDeclinedComments,
    signatureMissingReason: answers.signatureMissingReason,
    signatureMissingComments: answers.signatureMissingComments,
    addressDistanceReason: answers.addressDistanceReason,
    addressDistanceComments: answers.addressDistanceComments,
    editTimesReason: edited?.reason ?? null,
    editTimesComments: edited?.comments ?? null,
    editTimesEventType: edited?.reason != null ? 'EditTimes' : null,
  };
}

/** The start and end as the readings recorded them (a skipped verification keeps no edited times). */
function startedEnd(visit: VisitData): VisitData {
  return {
    ...visit,
    startDateTime: visit.beginActualDateTime,
    endDateTime: visit.endActualDateTime,
    originalStartDate: null,
    originalEndDate: null,
    adjustedBeginDateTime: null,
    adjustedEndDateTime: null,
  };
}

/** spec 1 §4: editing times stores the original values once; the adjusted times are the edited ones. */
function withEditedTimes(visit: VisitData, answers: VisitVerificationAnswers): VisitData {
  const edited = answers.editedTimes;
  if (!edited) return visit;
  const start = new Date(edited.start);
  const end = new Date(edited.end);
  const changed = recordOriginalTimes(visit, start, end);
  if (changed === visit) return visit;
  return { ...changed, adjustedBeginDateTime: start.toISOString(), adjustedEndDateTime: end.toISOString() };
}

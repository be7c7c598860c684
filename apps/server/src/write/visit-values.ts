import type { VisitWrite } from '@carevisit/core';
import type { appointments, visits } from '../db/schema/index.ts';

type AppointmentRow = typeof appointments.$inferSelect;
type VisitRow = typeof visits.$inferSelect;
type EventType = NonNullable<VisitWrite['events']>[number]['eventType'];

/** Each event's reason code and comments, by event type (spec 1 §7 visit write events). */
export type VisitReasons = Record<EventType, { reason: number; comments: string } | undefined>;

/** What a visit write stores: the device's visit on its appointment's facts, with the server's own derivations. */
export interface VisitWriteInput {
  input: VisitWrite;
  appointment: AppointmentRow;
  existing: VisitRow | undefined;
  reasons: VisitReasons;
  /** The client's signature as checked PNG base64 (see pngSignature). */
  signature: string | null;
}

/** The visit row a write would store. */
export function visitValues({ input, appointment, existing, reasons, signature }: VisitWriteInput) {
  return {
    accountId: appointment.accountId,
    appointmentId: appointment.id,
    staffId: appointment.staffId,
    clientId: appointment.clientId,
    organizationId: appointment.organizationId,
    activityId: appointment.activityId,
    deviceVisitId: input.deviceVisitId ?? null,
    appointmentStatus: input.appointmentStatus,
    visitStatus: input.visitStatus,
    complete: input.complete,
    startDateTime: instant(input.startDateTime),
    endDateTime: instant(input.endDateTime),
    // Original times are stored once, when first sent (spec 1 §4: editing times keeps the originals).
    originalStartDate: existing?.originalStartDate ?? instant(input.originalStartDate),
    originalEndDate: existing?.originalEndDate ?? instant(input.originalEndDate),
    beginActualDateTime: instant(input.beginActualDateTime),
    endActualDateTime: instant(input.endActualDateTime),
    adjustedBeginDateTime: reasons.EditTimes ? instant(input.startDateTime) : null,
    adjustedEndDateTime: reasons.EditTimes ? instant(input.endDateTime) : null,
    startLatitude: input.startLatitude ?? null,
    startLongitude: input.startLongitude ?? null,
    endLatitude: input.endLatitude ?? null,
    endLongitude: input.endLongitude ?? null,
    hasSignature: Boolean(input.hasSig && input.clientSig),
    signature,
    activityVerified: input.activityVerified ?? null,
    durationVerified: input.durationVerified ?? null,
    servicesVerified: input.servicesVerified ?? null,
    timesVerified: input.timesVerified ?? null,
    verificationDeclinedReason: reasons.VerificationDeclined?.reason ?? null,
    verificationDeclinedComments: reasons.VerificationDeclined?.comments ?? null,
    signatureMissingReason: reasons.SignatureMissing?.reason ?? null,
    signatureMissingComments: reasons.SignatureMissing?.comments ?? null,
    addressDistanceReason: reasons.AddressDistance?.reason ?? null,
    addressDistanceComments: reasons.AddressDistance?.comments ?? null,
    editTimesReason: reasons.EditTimes?.reason ?? null,
    editTimesComments: reasons.EditTimes?.comments ?? null,
    editTimesEventType: reasons.EditTimes ? 'EditTimes' : null,
  };
}

export type VisitValues = ReturnType<typeof visitValues>;

const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

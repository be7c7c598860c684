import { z } from 'zod';
import { id, serverId, isoDate, isoDateTime, text } from '../entities/common.ts';
import {
  appointmentStatus,
  activityQualifier,
  visitAddress,
  nonBillableMinutes,
} from '../entities/appointment.ts';
import { visitComplete, visitStatuses } from '../entities/visit.ts';
import { reasonCodeEvents } from '../entities/organization.ts';
import { auditEvent } from '../entities/security.ts';
import { COMMENTS_MAX, OFFLINE_PIN_LENGTH, SIGNATURE_MAX_LENGTH } from '../constants.ts';
import { signatureVerifier } from '../rules/signature-verifier.ts';
import { refusalWording } from './refusal.ts';

/** Which device sent a write: with a record's temporary id it makes the write receipt (retries are safe). */
export const deviceId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/);

const writeEnvelope = <T extends z.ZodType>(resource: T) =>
  z.object({ deviceId, resources: z.array(resource).min(1).max(200) }).strict();

/** POST /evv/write/appointment resource (spec 1 §7). activityLogId is the appointment id, negative when new. */
const appointmentWrite = z.object({
  activityLogId: id,
  activityDetailId: id.nullable().optional(),
  staffId: serverId.optional(),
  clientId: serverId,
  programId: serverId,
  clientProgramId: serverId.nullable().optional(),
  organizationId: serverId,
  appointmentDate: isoDate,
  beginTime: isoDateTime,
  endTime: isoDateTime,
  activityId: serverId,
  serviceLocationId: serverId,
  serviceDocumentId: serverId.nullable().optional(),
  nonBillableMinutes: nonBillableMinutes.nullable().optional(),
  status: appointmentStatus,
  actualStartTime: isoDateTime.nullable().optional(),
  actualEndTime: isoDateTime.nullable().optional(),
  activityQualifiers: z.array(activityQualifier).max(50).optional(),
  startVisitAddress: visitAddress.nullable().optional(),
  endVisitAddress: visitAddress.nullable().optional(),
  sameAsEndAddress: z.boolean().optional(),
});
export type AppointmentWrite = z.infer<typeof appointmentWrite>;
export const appointmentWriteRequest = writeEnvelope(appointmentWrite);

const writeError = z.object({ message: z.string(), ...refusalWording });

export const appointmentWriteResult = z.object({
  tempId: id,
  activityLogId: id,
  activityDetailId: id.nullable(),
  visitId: serverId.nullable(),
  errors: z.array(writeError),
  /** Temporary visit address ids swapped for the server's. */
  addresses: z.array(z.object({ tempId: id, visitAddressId: serverId })),
});
export type AppointmentWriteResult = z.infer<typeof appointmentWriteResult>;

const reasonedEvent = z.object({
  eventType: z.enum(reasonCodeEvents),
  reasonCodeId: serverId,
  comments: text(COMMENTS_MAX),
});

const latitude = z.number().min(-90).max(90).nullable().optional();
const longitude = z.number().min(-180).max(180).nullable().optional();

/** POST /evv/write/visit resource. evvVisitId is negative when the visit was started on the device. */
const visitWrite = z.object({
  evvVisitId: id,
  deviceVisitId: z.string().max(64).nullable().optional(),
  activityLogId: serverId,
  organizationId: serverId,
  appointmentStatus: appointmentStatus,
  visitStatus: z.enum(visitStatuses),
  complete: visitComplete,
  startDateTime: isoDateTime.nullable().optional(),
  endDateTime: isoDateTime.nullable().optional(),
  originalStartDate: isoDateTime.nullable().optional(),
  originalEndDate: isoDateTime.nullable().optional(),
  beginActualDateTime: isoDateTime.nullable().optional(),
  endActualDateTime: isoDateTime.nullable().optional(),
  startLatitude: latitude,
  startLongitude: longitude,
  endLatitude: latitude,
  endLongitude: longitude,
  servicesVerified: z.boolean().nullable().optional(),
  timesVerified: z.boolean().nullable().optional(),
  activityVerified: z.boolean().nullable().optional(),
  durationVerified: z.boolean().nullable().optional(),
  hasSig: z.boolean().optional(),
  /** PNG, base64 (a data URL is accepted too). */
  clientSig: z.string().max(2_000_000).nullable().optional(),
  events: z.array(reasonedEvent).max(4).optional(),
});
export type VisitWrite = z.infer<typeof visitWrite>;
export const visitWriteRequest = writeEnvelope(visitWrite);

/**
 * Why a visit write was refused. `visit_already_verified`: the visit was verified before (on another device, or
 * by the agency) and this is not that verification sent again; the visit stays as first verified, the device
 * keeps its own copy for the user to see, and a client's dispute in it is kept on the server (issue 36).
 * `visit_rejected`: any other refusal, told by its message.
 */
const visitWriteErrorCodes = ['visit_already_verified', 'visit_rejected'] as const;
export type VisitWriteErrorCode = (typeof visitWriteErrorCodes)[number];

export const visitWriteResult = z.object({
  tempId: id,
  evvVisitId: id,
  errors: z.array(z.object({ code: z.enum(visitWriteErrorCodes), message: z.string(), ...refusalWording })),
});
export type VisitWriteResult = z.infer<typeof visitWriteResult>;

/**
 * POST /evv/write/visitcorrection resource (issue 32 item 5): a supervisor's correction of a verified visit's
 * times, made beside its calls, which never change. visitCorrectionId is the device's temporary (negative) id;
 * with the device id it makes the write receipt, so a correction sent twice is stored once. Who made it and when
 * are the server's: the caller, at the moment it is stored.
 */
const visitCorrectionWrite = z
  .object({
    visitCorrectionId: id.negative(),
    evvVisitId: serverId,
    startDateTime: isoDateTime,
    endDateTime: isoDateTime,
    /** An EVV Reason Codes descriptor of the agency. */
    reasonCodeId: serverId,
    memo: text(COMMENTS_MAX),
  })
  .strict();
export type VisitCorrectionWrite = z.infer<typeof visitCorrectionWrite>;
export const visitCorrectionWriteRequest = writeEnvelope(visitCorrectionWrite);

export const visitCorrectionWriteResult = z.object({
  tempId: id,
  /** The server's id once stored; the temporary id when refused. */
  visitCorrectionId: id,
  errors: z.array(writeError),
});
export type VisitCorrectionWriteResult = z.infer<typeof visitCorrectionWriteResult>;

/** Audit events carry a device-made id so a resent batch is stored once. */
export const auditEventWrite = auditEvent.extend({
  staffId: serverId.optional(),
  deviceEventId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/),
});
export const auditEventWriteRequest = writeEnvelope(auditEventWrite);

/** One result per audit event, in order: stored (no errors), or why not. */
export const auditEventWriteResult = z.object({
  deviceEventId: z.string(),
  errors: z.array(writeError),
});
export type AuditEventWriteResult = z.infer<typeof auditEventWriteResult>;

/**
 * spec 1 §7 write staffOfflinePin. `replace` says the user chose a new PIN (Change Offline PIN, or a forgotten
 * one): without it the write only creates a PIN, so a new device can never replace the one the user has.
 */
export const offlinePinWriteRequest = z
  .object({
    resources: z
      .array(z.object({ pin: z.string().regex(new RegExp(`^\\d{${OFFLINE_PIN_LENGTH}}$`)) }))
      .length(1),
    replace: z.boolean().optional(),
  })
  .strict();

/**
 * spec 1 §7 write staffsignature. Creating the first signature (setup after the first sign-in) needs the sign-in
 * alone; replacing one needs the user's password or the signature it replaces (issue 31 item 4).
 */
export const signatureWriteRequest = z
  .object({
    resources: z
      .array(
        z
          .object({
            electronicSignature: z.string().min(1).max(SIGNATURE_MAX_LENGTH),
            password: z.string().min(1).max(256).optional(),
            oldSignature: z.string().min(1).max(SIGNATURE_MAX_LENGTH).optional(),
          })
          .strict(),
      )
      .length(1),
  })
  .strict();
export type SignatureWriteRequest = z.infer<typeof signatureWriteRequest>;

/**
 * spec 1 §7 read staffsignature, issue 31 item 2: whether the caller has an electronic signature and the
 * verifier the device checks a typed one against offline (null for a legacy row until its first proof online).
 * The signature itself, or any fast hash of it, is never sent.
 */
const staffSignatureResource = z.object({
  staffId: serverId,
  signatureSet: z.literal(true),
  deviceVerifier: signatureVerifier.nullable(),
  ssoEnabled: z.boolean(),
  sloEnabled: z.boolean(),
});
export type StaffSignatureResource = z.infer<typeof staffSignatureResource>;
/** The read's reply (none when the user has no signature yet) and the write's (the one just stored). */
export const staffSignatureReply = z.object({ resources: z.array(staffSignatureResource).max(1) });

/** Changing the current organization (spec 1 §2; its path is not in the spec). */
export const currentOrganizationRequest = z.object({ organizationId: serverId }).strict();

import { z } from 'zod';
import { id, serverId, syncedFields, isoDateTime, text } from './common.ts';
import { appointmentStatus } from './appointment.ts';
import { COMMENTS_MAX } from '../constants.ts';

export const visitStatuses = ['pending', 'start', 'end', 'verify'] as const;

/** spec 1 §3: -1 pending, 0 active, 1 done. */
export const visitComplete = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

const reason = id.nullable(); // an EVV Reason Codes descriptor
const comments = text(COMMENTS_MAX).nullable();
const latitude = z.number().min(-90).max(90).nullable();
const longitude = z.number().min(-180).max(180).nullable();

export const visit = z.object({
  evvVisitId: serverId,
  deviceVisitId: z.string().nullable(),
  appointmentId: serverId,
  clientId: serverId,
  staffId: serverId,
  organizationId: serverId,
  activityId: serverId,
  appointmentStatus: appointmentStatus,
  visitStatus: z.enum(visitStatuses),
  complete: visitComplete,
  startDateTime: isoDateTime.nullable(),
  endDateTime: isoDateTime.nullable(),
  originalStartDate: isoDateTime.nullable(),
  originalEndDate: isoDateTime.nullable(),
  beginActualDateTime: isoDateTime.nullable(),
  endActualDateTime: isoDateTime.nullable(),
  adjustedBeginDateTime: isoDateTime.nullable(),
  adjustedEndDateTime: isoDateTime.nullable(),
  startLatitude: latitude,
  startLongitude: longitude,
  endLatitude: latitude,
  endLongitude: longitude,
  hasSignature: z.boolean(),
  signature: z.string().nullable(),
  activityVerified: z.boolean().nullable(),
  durationVerified: z.boolean().nullable(),
  servicesVerified: z.boolean().nullable(),
  timesVerified: z.boolean().nullable(),
  verificationDeclinedReason: reason,
  verificationDeclinedComments: comments,
  signatureMissingReason: reason,
  signatureMissingComments: comments,
  addressDistanceReason: reason,
  addressDistanceComments: comments,
  editTimesReason: reason,
  editTimesComments: comments,
  editTimesEventType: z.string().nullable(),
  ...syncedFields,
});
export type Visit = z.infer<typeof visit>;

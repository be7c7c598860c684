import { z } from 'zod';
import { id, serverId, syncedFields, isoDate, isoDateTime, yesNo, text } from './common.ts';
import { ADDRESS_LIMITS, NON_BILLABLE_MINUTES } from '../constants.ts';

/** spec 1 §4: appointment and visit statuses. */
export const appointmentStatuses = [
  'None',
  'Checked In',
  'CBC',
  'CBT',
  'DNS',
  'Co-Staff',
  'Error',
  'In Session',
  'Kept',
] as const;
export const appointmentStatus = z.enum(appointmentStatuses);
export type AppointmentStatus = z.infer<typeof appointmentStatus>;

export const appointmentTypes = ['G', 'S', 'C'] as const;

export const activityQualifier = z.object({
  descriptorId: id,
  descriptorType: z.literal('Activity Qualifiers'),
});

/** A visit address: an existing one by id, or a new one written out (a negative id when made on a device). */
export const visitAddress = z.object({
  visitAddressId: id.nullable(),
  street1: text(ADDRESS_LIMITS.street1).nullable(),
  street2: text(ADDRESS_LIMITS.street2).nullable(),
  aptSuite: text(ADDRESS_LIMITS.aptSuite).nullable(),
  city: text(ADDRESS_LIMITS.city).nullable(),
  state: z.string().max(2).nullable(),
  zip: z
    .string()
    .regex(/^\d{5}$/)
    .nullable(),
  addressLatitude: z.number().min(-90).max(90).nullable(),
  addressLongitude: z.number().min(-180).max(180).nullable(),
});
export type VisitAddress = z.infer<typeof visitAddress>;

export const nonBillableMinutes = z
  .number()
  .int()
  .min(NON_BILLABLE_MINUTES.min)
  .max(NON_BILLABLE_MINUTES.max);

/** The appointment as the server reads it out. Times are instants; appointmentDate is the local date. */
export const appointment = z.object({
  appointmentId: serverId,
  activityDetailId: serverId,
  evvVisitId: serverId.nullable(),
  clientId: serverId,
  staffId: serverId,
  organizationId: serverId,
  programId: serverId,
  clientProgramId: serverId,
  activityId: serverId,
  serviceLocationId: serverId,
  serviceDocumentId: serverId.nullable(),
  appointmentDate: isoDate,
  appointmentType: z.enum(appointmentTypes),
  startDateInstance: isoDateTime,
  endDateInstance: isoDateTime,
  /** hh:mm */
  duration: z.string(),
  status: appointmentStatus,
  nonBillableMinutes: nonBillableMinutes.nullable(),
  hadDocument: yesNo,
  incidentBillToStaff: z.boolean(),
  incidentBillToStaffId: serverId.nullable(),
  appointmentOutRange: z.enum(['true', 'false']),
  actualStartTime: isoDateTime.nullable(),
  actualEndTime: isoDateTime.nullable(),
  activityDetailDescriptorList: z.array(activityQualifier),
  startVisitAddress: visitAddress.nullable(),
  endVisitAddress: visitAddress.nullable(),
  sameAsEndAddress: z.boolean(),
  ...syncedFields,
});
export type Appointment = z.infer<typeof appointment>;

import { z } from 'zod';
import { serverId, syncedFields, hhmm, isoDate } from './common.ts';

export const organization = z.object({
  organizationId: serverId,
  parentOrganizationId: serverId.nullable(),
  name: z.string(),
  evv: z.boolean(),
  evvState: z.string().length(2).nullable(),
  useCheckedIn: z.boolean(),
  useCoStaff: z.boolean(),
  evvAddresses: z.boolean(),
  timeZone: z.string(),
  /** The agency's Medicaid provider id for this organization (the aggregator's ProviderID); null when it bills none. */
  medicaidProviderId: z.string().nullable(),
  ...syncedFields,
});
export type Organization = z.infer<typeof organization>;

/** The kinds of employee identifier an aggregator takes (Sandata's EmployeeQualifier). */
export const employeeIdQualifiers = ['EmployeeSSN', 'EmployeeRegID', 'EmployeeCustomID'] as const;
export type EmployeeIdQualifier = (typeof employeeIdQualifiers)[number];

/**
 * An employee identifier as the office records it (it stays on the server): an SSN is nine digits, other kinds
 * letters, digits and dashes.
 */
export const employeeIdentifier = z
  .object({ qualifier: z.enum(employeeIdQualifiers), identifier: z.string().min(1).max(64) })
  .refine(
    ({ qualifier, identifier }) =>
      qualifier === 'EmployeeSSN' ? /^\d{9}$/.test(identifier) : /^[A-Za-z0-9-]+$/.test(identifier),
    {
      message: 'an SSN is nine digits; other identifiers are letters, digits and dashes',
      path: ['identifier'],
    },
  );

export const staff = z.object({
  staffId: serverId,
  firstName: z.string(),
  lastName: z.string(),
  primaryOrganizationId: serverId,
  additionalOrganizationIds: z.array(serverId),
  supervisoryIds: z.array(serverId),
  requireElectronicServDoc: z.boolean(),
  isMultiBookSchedule: z.boolean(),
  /** How the aggregator knows this staff member; the identifier itself never leaves the server (docs/evv.md). */
  employeeIdQualifier: z.enum(employeeIdQualifiers).nullable(),
  /** Whether the office has recorded the staff member's employee identifier. */
  hasEmployeeIdentifier: z.boolean(),
  ...syncedFields,
});
export type Staff = z.infer<typeof staff>;

/** Days are 1-7, Monday = 1 (ISO weekday); times are the organization's local wall-clock time. */
export const staffShift = z.object({
  staffShiftId: serverId,
  staffId: serverId,
  days: z.array(z.number().int().min(1).max(7)),
  startTime: hhmm,
  endTime: hhmm,
  ...syncedFields,
});
export type StaffShift = z.infer<typeof staffShift>;

export const program = z.object({
  programId: serverId,
  name: z.string(),
  code: z.string(),
  beginDate: isoDate,
  endDate: isoDate.nullable(),
  ...syncedFields,
});
export type Program = z.infer<typeof program>;

export const clientProgram = z.object({
  clientProgramId: serverId,
  clientId: serverId,
  programId: serverId,
  organizationId: serverId,
  beginDate: isoDate,
  endDate: isoDate.nullable(),
  /** Who pays for this enrolment (the aggregator's PayerID, e.g. CTDSS); null when no payer is recorded. */
  payer: z.string().nullable(),
  /** The payer's program (PayerProgram). */
  payerProgram: z.string().nullable(),
  /** The client's Medicaid id for this enrolment; null until the office records it. */
  medicaidId: z.string().nullable(),
  ...syncedFields,
});
export type ClientProgram = z.infer<typeof clientProgram>;

export const activity = z.object({
  activityId: serverId,
  description: z.string(),
  code: z.string(),
  nonBillableMinutes: z.boolean(),
  canAddDocumentInErc: z.boolean(),
  isIncludeCarelogicEvv: z.boolean(),
  /** Start and end visit addresses are required for this activity in EVV organizations (spec 1 §5). */
  requireEvvAddress: z.boolean(),
  /** Edit Times needs a reason and comments for this activity (spec 1 §5). */
  requireEditTimesReason: z.boolean(),
  /** Aggregator activities do not offer In Session (spec 1 §4). */
  isAggregator: z.boolean(),
  /** Visits of this activity are electronic visit verification visits sent to the aggregator (Cures Act §12006). */
  evvApplies: z.boolean(),
  /** The HCPCS procedure code billed (T1019, S5125, H2014...); null when none is recorded. */
  procedureCode: z.string().nullable(),
  /** Up to four modifiers of the procedure code, in billing order (U1, HQ, TT...). */
  procedureModifiers: z.array(z.string()).max(4),
  ...syncedFields,
});
export type Activity = z.infer<typeof activity>;

export const activityProgram = z.object({
  activityProgramId: serverId,
  activityId: serverId,
  programId: serverId,
  ...syncedFields,
});
export type ActivityProgram = z.infer<typeof activityProgram>;

export const serviceLocation = z.object({
  serviceLocationId: serverId,
  code: z.string(),
  placeOfService: z.string(),
  ...syncedFields,
});
export type ServiceLocation = z.infer<typeof serviceLocation>;

export const serviceLocationOrganization = z.object({
  serviceLocationOrganizationId: serverId,
  serviceLocationId: serverId,
  organizationId: serverId,
  ...syncedFields,
});
export type ServiceLocationOrganization = z.infer<typeof serviceLocationOrganization>;

export const descriptorTypes = [
  'EVV Reason Codes',
  'Credit Card',
  'Allergy Type',
  'Activity Qualifiers',
  'Phone Contact Type',
  'Tx Plan Goals Addressed Status',
] as const;

/** For EVV Reason Codes, subType names the event (see reasonCodeEvents) and state the EVV state. */
export const descriptor = z.object({
  descriptorId: serverId,
  name: z.string(),
  type: z.enum(descriptorTypes),
  subType: z.string().nullable(),
  state: z.string().length(2).nullable(),
  endDate: z.string().nullable(),
  organizationId: serverId.nullable(),
  ...syncedFields,
});
export type Descriptor = z.infer<typeof descriptor>;

export const reasonCodeEvents = [
  'EditTimes',
  'SignatureMissing',
  'VerificationDeclined',
  'AddressDistance',
] as const;
export type ReasonCodeEvent = (typeof reasonCodeEvents)[number];

export const referralSource = z.object({
  referralSourceId: serverId,
  name: z.string(),
  organizationId: serverId.nullable(),
  ...syncedFields,
});
export type ReferralSource = z.infer<typeof referralSource>;

import { z } from 'zod';
import { serverId, syncedFields, isoDate, isoDateTime, yesNo } from './common.ts';

export const client = z.object({
  clientId: serverId,
  idNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['M', 'F', 'U']),
  birthDate: isoDate,
  ...syncedFields,
});
export type Client = z.infer<typeof client>;

export const clientPicture = z.object({
  clientId: serverId,
  /** A data URL (image/svg+xml, image/png or image/jpeg). */
  picture: z.string(),
  ...syncedFields,
});
export type ClientPicture = z.infer<typeof clientPicture>;

export const clientEmail = z.object({
  emailId: serverId,
  clientId: serverId,
  email: z.string(),
  primary: z.boolean(),
  ...syncedFields,
});
export type ClientEmail = z.infer<typeof clientEmail>;

export const clientPhone = z.object({
  phoneId: serverId,
  clientId: serverId,
  primary: z.boolean(),
  type: z.string(),
  numberIntl: z.string(),
  areaCode: z.string(),
  number: z.string(),
  extension: z.string().nullable(),
  okToId: yesNo,
  ...syncedFields,
});
export type ClientPhone = z.infer<typeof clientPhone>;

export const addressTypes = ['PHYS', 'EVV'] as const;

export const clientAddress = z.object({
  personAddressId: serverId,
  clientId: serverId,
  street1: z.string(),
  street2: z.string().nullable(),
  aptSuite: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  zipPlusFour: z.string().nullable(),
  county: z.string().nullable(),
  country: z.string(),
  type: z.enum(addressTypes),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...syncedFields,
});
export type ClientAddress = z.infer<typeof clientAddress>;

export const caseload = z.object({
  caseloadId: serverId,
  staffId: serverId,
  clientId: serverId,
  belongs: z.boolean(),
  dateLastActivity: isoDateTime.nullable(),
  ...syncedFields,
});
export type Caseload = z.infer<typeof caseload>;

export const allergy = z.object({
  allergyId: serverId,
  clientId: serverId,
  allergyName: z.string(),
  allergyType: z.string(),
  allergyReaction: z.string().nullable(),
  beginDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  allergen: z.string().nullable(),
  nka: yesNo,
  nkda: yesNo,
  ...syncedFields,
});
export type Allergy = z.infer<typeof allergy>;

export const medication = z.object({
  medicationId: serverId,
  clientId: serverId,
  description: z.string(),
  frequency: z.string().nullable(),
  instructions: z.string().nullable(),
  comments: z.string().nullable(),
  amount: z.string().nullable(),
  refills: z.number().int().nullable(),
  prescriber: z.string().nullable(),
  status: z.string(),
  beginDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  ...syncedFields,
});
export type Medication = z.infer<typeof medication>;

export const diagnosis = z.object({
  diagnosisId: serverId,
  clientId: serverId,
  code: z.string(),
  priority: z.number().int(),
  iCD10Code: z.string(),
  diagnosis: z.string(),
  effectiveDate: isoDate.nullable(),
  ...syncedFields,
});
export type Diagnosis = z.infer<typeof diagnosis>;

const measure = z.number().nullable();
export const vital = z.object({
  vitalId: serverId,
  clientId: serverId,
  dateRecorded: isoDateTime,
  bPSystolic: measure,
  bPDiastolic: measure,
  heartRate: measure,
  respiratoryRate: measure,
  temperature: measure,
  height: measure,
  weight: measure,
  bmi: measure,
  pain: measure,
  pulseOximetry: measure,
  inhaledOxygen: measure,
  ...syncedFields,
});
export type Vital = z.infer<typeof vital>;

export const highlightColors = ['None', 'Red', 'Yellow', 'Green', 'Blue'] as const;
export const message = z.object({
  messageId: serverId,
  clientId: serverId,
  message: z.string(),
  postDate: isoDate,
  endDate: isoDate.nullable(),
  highlightColor: z.enum(highlightColors),
  ...syncedFields,
});
export type ClientMessage = z.infer<typeof message>;

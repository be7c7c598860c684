import { z } from 'zod';
import { appointment } from '../entities/appointment.ts';
import {
  allergy,
  caseload,
  client,
  clientAddress,
  clientEmail,
  clientPhone,
  clientPicture,
  diagnosis,
  medication,
  message,
  vital,
} from '../entities/client.ts';
import { isoDateTime } from '../entities/common.ts';
import { configurableForm, documentCrosswalk, evvDocument, serviceDocument } from '../entities/document.ts';
import { impactMeasure } from '../entities/impact-measure.ts';
import {
  activity,
  activityProgram,
  clientProgram,
  descriptor,
  organization,
  program,
  referralSource,
  serviceLocation,
  serviceLocationOrganization,
  staff,
  staffShift,
} from '../entities/organization.ts';
import { planItem, planMapping, treatmentPlan } from '../entities/treatment-plan.ts';
import { visit } from '../entities/visit.ts';
import { evvSubmission } from '../entities/evv-submission.ts';
import { storedVisitCorrection } from '../entities/visit-correction.ts';
import type { ReadTable } from './tables.ts';
import { readReplyEnvelope } from './read.ts';

/**
 * The contract of every table read a server answers (spec 1 §7, spec 2 §7): the schema of its resource and the
 * properties that name one row, which is all a tombstone carries. The server's readers are typed by it and a
 * device checks every reply against it before storing anything.
 */
const contracts = {
  organization: { resource: organization, key: ['organizationId'] },
  staff: { resource: staff, key: ['staffId'] },
  staffshift: { resource: staffShift, key: ['staffShiftId'] },
  program: { resource: program, key: ['programId'] },
  clientprogram: { resource: clientProgram, key: ['clientProgramId'] },
  activity: { resource: activity, key: ['activityId'] },
  activityprogrammatrix: { resource: activityProgram, key: ['activityProgramId'] },
  servicelocation: { resource: serviceLocation, key: ['serviceLocationId'] },
  servicelocationorganization: {
    resource: serviceLocationOrganization,
    key: ['serviceLocationOrganizationId'],
  },
  descriptor: { resource: descriptor, key: ['descriptorId'] },
  referral: { resource: referralSource, key: ['referralSourceId'] },
  client: { resource: client, key: ['clientId'] },
  picture: { resource: clientPicture, key: ['clientId'] },
  email: { resource: clientEmail, key: ['emailId'] },
  telephone: { resource: clientPhone, key: ['phoneId'] },
  address: { resource: clientAddress, key: ['personAddressId'] },
  caseload: { resource: caseload, key: ['caseloadId'] },
  allergy: { resource: allergy, key: ['allergyId'] },
  medication: { resource: medication, key: ['medicationId'] },
  diagnosis: { resource: diagnosis, key: ['diagnosisId'] },
  vitals: { resource: vital, key: ['vitalId'] },
  message: { resource: message, key: ['messageId'] },
  appointment: { resource: appointment, key: ['appointmentId'] },
  visit: { resource: visit, key: ['evvVisitId'] },
  evvsubmission: { resource: evvSubmission, key: ['submissionId'] },
  visitcorrection: { resource: storedVisitCorrection, key: ['visitCorrectionId'] },
  evvdocuments: { resource: evvDocument, key: ['id'] },
  svcdoc: { resource: serviceDocument, key: ['id', 'version'] },
  cfconfig: { resource: configurableForm, key: ['formId'] },
  documentcrosswalk: { resource: documentCrosswalk, key: ['documentCrosswalkId'] },
  'goaladdressed-txplan': { resource: treatmentPlan, key: ['treatmentPlanId'] },
  'goaladdressed-pgoi': { resource: planItem, key: ['pgoiId'] },
  'goaladdressed-pgomap': { resource: planMapping, key: ['pgoMapId'] },
  'goaladdressed-pgointmap': { resource: planMapping, key: ['pgoMapId'] },
  impactconfig: { resource: impactMeasure, key: ['id'] },
} as const satisfies Partial<Record<ReadTable, { resource: z.ZodObject; key: readonly string[] }>>;

/** The tables a server answers a read of; the others of readTables have calls of their own. */
export type ServedTable = keyof typeof contracts;
type Contract<T extends ServedTable> = (typeof contracts)[T];

export function isServedTable(name: string): name is ServedTable {
  return Object.hasOwn(contracts, name);
}

/** A live resource of a table as a device holds it after checking. */
export type ReadResource<T extends ServedTable> = z.output<Contract<T>['resource']>;
/** What a server writes for a live row: every property of the contract except the sync fields. */
export type ServedResource<T extends ServedTable> = Omit<
  z.input<Contract<T>['resource']>,
  'changedDate' | 'deletedDate'
>;
type ReadKeyName<T extends ServedTable> = Contract<T>['key'][number];
/** A deleted row: only what names it, and when it changed and went. */
type ReadTombstone<T extends ServedTable> = Pick<ReadResource<T>, ReadKeyName<T> & keyof ReadResource<T>> & {
  changedDate: string;
  deletedDate: string;
};
export type ReadItem<T extends ServedTable> = ReadResource<T> | ReadTombstone<T>;

export function readKeyOf<T extends ServedTable>(table: T): Contract<T>['key'] {
  return contracts[table].key;
}

const replies = new Map<ServedTable, z.ZodType>();

/** A read reply of one table (read.ts's ReadResponse with the table's items). */
export interface ReadReply<T extends ServedTable> {
  resources: ReadItem<T>[];
  hasMoreRecords: boolean;
  syncTime: string;
  totalRecords?: number;
  lastKey?: number;
}

/** The schema of a whole read reply of a table: every resource live and whole, or a tombstone that names it. */
export function readReplySchema<T extends ServedTable>(table: T): z.ZodType<ReadReply<T>> {
  let schema = replies.get(table);
  if (!schema) {
    const { resource, key } = contracts[table] as { resource: z.ZodObject; key: readonly string[] };
    const tombstone = z.object({
      ...Object.fromEntries(Object.entries(resource.shape).filter(([property]) => key.includes(property))),
      changedDate: isoDateTime,
      deletedDate: isoDateTime,
    });
    schema = readReplyEnvelope.extend({
      resources: z.array(z.union([resource.extend({ deletedDate: z.null() }), tombstone])),
    });
    replies.set(table, schema);
  }
  return schema as z.ZodType<ReadReply<T>>;
}

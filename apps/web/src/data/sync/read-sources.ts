import { PAGE_SIZE, type ServedTable } from '@carevisit/core';
import type { EncryptedTableName } from '../local-tables.ts';

/** How a server table's rows land locally: as rows of their own, or merged into client records. */
export type ClientPart = 'client' | 'picture' | 'email' | 'telephone' | 'address';

export interface ReadSource {
  server: ServedTable;
  pageSize: number;
  /** Set for the parts of a client record (spec 1 §7: the client reads are combined by clientId). */
  clientPart?: ClientPart;
}

const rows = (server: ServedTable, pageSize: number = PAGE_SIZE.default): ReadSource[] => [
  { server, pageSize },
];
const part = (clientPart: ClientPart, server: ServedTable): ReadSource => ({
  server,
  pageSize: PAGE_SIZE.default,
  clientPart,
});

/** Every local table the server fills, and from which reads (spec 1 §7 table reads). */
export const readSources = {
  staff: rows('staff', PAGE_SIZE.staff),
  staffShift: rows('staffshift'),
  caseload: rows('caseload'),
  // The picture last: every part rewrites its clients' records, and a picture is most of a record's bytes.
  client: [
    part('client', 'client'),
    part('email', 'email'),
    part('telephone', 'telephone'),
    part('address', 'address'),
    part('picture', 'picture'),
  ],
  allergy: rows('allergy'),
  diagnosis: rows('diagnosis'),
  medication: rows('medication'),
  vital: rows('vitals'),
  message: rows('message'),
  appointment: rows('appointment'),
  visit: rows('visit'),
  document: rows('evvdocuments'),
  organization: rows('organization'),
  activity: rows('activity'),
  activityProgram: rows('activityprogrammatrix'),
  program: rows('program'),
  clientProgram: rows('clientprogram'),
  serviceLocation: rows('servicelocation'),
  serviceLocationOrganization: rows('servicelocationorganization'),
  descriptor: rows('descriptor'),
  documentCrosswalk: rows('documentcrosswalk'),
  serviceDocument: rows('svcdoc'),
  configurableForm: rows('cfconfig'),
  referralSource: rows('referral'),
  goalsAddressedTxPlan: rows('goaladdressed-txplan'),
  goalsAddressedPgoi: rows('goaladdressed-pgoi'),
  goalsAddressedPgoMap: rows('goaladdressed-pgomap'),
  goalsAddressedPgoIntMap: rows('goaladdressed-pgointmap'),
  impactConfig: rows('impactconfig'),
  evvSubmission: rows('evvsubmission'),
  storedVisitCorrection: rows('visitcorrection'),
} as const satisfies Partial<Record<EncryptedTableName, readonly ReadSource[]>>;

export type SyncTableName = keyof typeof readSources;

/** What a sign-in loads before the schedule can show: reference data, then caseload and clients. */
export const INITIAL_TABLES: readonly SyncTableName[] = [
  'organization',
  'program',
  'activity',
  'activityProgram',
  'clientProgram',
  'serviceLocation',
  'serviceLocationOrganization',
  'descriptor',
  'staff',
  'staffShift',
  'caseload',
  'client',
];

/**
 * spec 1 §4: after clients, what the start routine refetches (once dirty data is written); then where the verified
 * visits stand with the payer (issue 32 item 7), which changes as the server sends them, and a supervisor's
 * corrections of them.
 */
export const SCHEDULE_TABLES: readonly SyncTableName[] = [
  'appointment',
  'visit',
  'document',
  'evvSubmission',
  'storedVisitCorrection',
];

/**
 * Then, beyond spec 1 §4 (which reads them only when a face sheet opens), the clinical records of every client
 * in reach: a caregiver who opens a face sheet at the door with no signal sees the allergies, medications,
 * diagnoses, vitals and messages all the same. After the first read only changes come.
 */
export const CLINICAL_TABLES: readonly SyncTableName[] = [
  'allergy',
  'diagnosis',
  'medication',
  'vital',
  'message',
];

/**
 * spec 2 §7: what a service document needs beyond its record: templates (per version), configurable forms,
 * crosswalks, referral sources, treatment plans and impact measures. Read after the schedule, so documents
 * can be created and opened with no signal.
 */
export const DOCUMENT_TABLES: readonly SyncTableName[] = [
  'serviceDocument',
  'configurableForm',
  'documentCrosswalk',
  'referralSource',
  'goalsAddressedTxPlan',
  'goalsAddressedPgoi',
  'goalsAddressedPgoMap',
  'goalsAddressedPgoIntMap',
  'impactConfig',
];

/** The syncInfo key of one read: the server table, and the client when a clinical read is for one client. */
export function syncInfoKey(server: ServedTable, clientId?: number): string {
  return clientId === undefined ? server : `${server}?clientId=${clientId}`;
}

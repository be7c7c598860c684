import { z } from 'zod';
import { id, serverId, syncedFields, isoDate, isoDateTime, yesNo } from './common.ts';
import { formField, formRule } from '../forms/definition.ts';

export const documentStatuses = [
  'Unsigned',
  'Incomplete',
  'Complete',
  'Signed',
  'PDF',
  'Missing Service Document',
  'External Signature Needed',
] as const;
export const documentStatus = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatus>;

const moduleTypes = ['cf', 'goals-addressed', 'impact'] as const;

const signatureConfiguration = z.object({
  numberOfExternalSignatures: z.number().int().nonnegative(),
  numberOfStaffSignatures: z.number().int().nonnegative(),
  minimumNumberOfStaffSignatures: z.number().int().nonnegative(),
  multipleSignature: z.boolean(),
});

const templateModule = z.object({
  moduleId: serverId,
  name: z.string(),
  order: z.number().int(),
  moduleType: z.enum(moduleTypes),
  /** cf: configurable form id; goals-addressed: none; impact: measure id. */
  referenceId: serverId.nullable(),
  /** Issue 34: the linkId of the Questionnaire group the page was imported from, and its code and system. */
  linkId: z.string().optional(),
  code: z.string().optional(),
  system: z.string().optional(),
});

const templateCoding = z.object({
  system: z.string().optional(),
  code: z.string(),
  display: z.string().optional(),
});
export type TemplateCoding = z.infer<typeof templateCoding>;

/** A template or document version: an integer from 1, raised by one on every accepted change. */
export const recordVersion = z.number().int().positive();

/**
 * A service document template (svcdoc), one resource per (id, version): the server keeps every version, so
 * a draft opens, shows and validates with the version it was started on. A device keys templates by
 * [id+version]; a new document takes the newest version.
 */
export const serviceDocument = z.object({
  id: serverId,
  version: recordVersion,
  setupId: serverId,
  description: z.string(),
  code: z.string(),
  modules: z.array(templateModule),
  signatureConfiguration,
  isClientProgram: z.boolean(),
  canAddDocumentInErc: z.boolean(),
  isIncludeCarelogicEvv: z.boolean(),
  ageFrom: z.number().int(),
  ageTo: z.number().int(),
  organizationId: serverId.nullable(),
  /** Issue 34: the concept the template records (an imported Questionnaire's code, e.g. LOINC 44249-1 PHQ-9). */
  coding: templateCoding.optional(),
  ...syncedFields,
});
export type ServiceDocument = z.infer<typeof serviceDocument>;

/** The configurable form engine's field and rule definitions (cfconfig); their meaning lives in forms/. */
export const configurableForm = z.object({
  formId: serverId,
  name: z.string(),
  fields: z.array(formField),
  rules: z.array(formRule),
  /** Set when the server cannot compile the definition: why, as catalog messages (fields and rules empty). */
  problems: z
    .array(
      z.object({
        key: z.string(),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional(),
  ...syncedFields,
});
export type ConfigurableForm = z.infer<typeof configurableForm>;

export const documentCrosswalk = z.object({
  documentCrosswalkId: serverId,
  activityId: serverId,
  serviceDocumentId: serverId,
  programId: serverId.nullable(),
  organizationId: serverId.nullable(),
  ...syncedFields,
});
export type DocumentCrosswalk = z.infer<typeof documentCrosswalk>;

export type SignatureConfiguration = z.infer<typeof signatureConfiguration>;
export type TemplateModule = z.infer<typeof templateModule>;

export const moduleData = z.object({
  moduleId: serverId,
  moduleType: z.enum(moduleTypes),
  fieldData: z.array(z.object({ key: z.string(), value: z.unknown() })),
  formValidated: z.boolean(),
  measureId: serverId.optional(),
  notAssessed: yesNo.optional(),
  totalScore: z.number().optional(),
  subTotal: z.array(z.object({ text: z.string(), calculatedScore: z.number() })).optional(),
});

export type ModuleData = z.infer<typeof moduleData>;

const sha256Upper = z.string().regex(/^[0-9A-F]{64}$/);

/**
 * Issue 31 item 4: as what an external signer signs, asked on the pad ('other' with its own words). A pad written
 * before roles were asked has none.
 */
export const externalSignerRoles = [
  'client',
  'guardian',
  'parent',
  'legal representative',
  'interpreter',
  'witness',
  'other',
] as const;
export type ExternalSignerRole = (typeof externalSignerRoles)[number];

const externalSignature = z.object({
  name: z.string().max(50).nullable(),
  role: z.enum(externalSignerRoles).nullable().optional(),
  /** The role in the signer's own words when `role` is 'other'. */
  roleOther: z.string().max(50).nullable().optional(),
  signature: z.string().nullable(),
  signedDate: isoDateTime.nullable(),
  unableToCollectYN: yesNo,
  unableReason: z.string().max(4000).nullable(),
  docSignaturePadId: id.nullable(),
  /** Upper-case SHA-256 of the content the pad was signed for (issue 16 item 3); absent on older records. */
  contentHash: sha256Upper.nullable().optional(),
});

export type ExternalSignature = z.infer<typeof externalSignature>;

/**
 * One staff member's electronic signature (issue 16 item 3; 21 CFR 11.50 as the model): who, when, its meaning
 * (the author's, or a co-signer's) and the SHA-256 of the content as signed.
 */
const staffSignature = z.object({
  staffId: serverId,
  signedDate: isoDateTime,
  meaning: z.enum(['staff', 'co-signing staff']),
  contentHash: sha256Upper,
});

export type StaffSignature = z.infer<typeof staffSignature>;

/**
 * spec 2 §3 Signature. signedBy and signedDate are the latest staff signature (the spec's fields);
 * staffSignatures keeps every one in the order given, so a co-signer never replaces the author. Records written
 * before it lack the list: core's staffSignaturesOf reads their one signature from signedBy.
 */
export const documentSignature = z.object({
  externalSignatures: z.array(externalSignature),
  signedBy: serverId.nullable(),
  signedDate: isoDateTime.nullable(),
  nextStaffId: serverId.nullable(),
  staffSignatures: z.array(staffSignature).optional(),
});

export type DocumentSignature = z.infer<typeof documentSignature>;

/** A client's service document (evvdocuments). */
export const evvDocument = z.object({
  id: serverId,
  /** The server's version of this document, +1 on every accepted write; a write names the one it was based on. */
  version: recordVersion,
  serviceDocumentId: serverId,
  /** The template version the document was started on; a draft keeps it forever. */
  serviceDocumentVersion: recordVersion,
  appointmentId: serverId.nullable(),
  clientId: serverId,
  staffId: serverId,
  organizationId: serverId,
  clientProgramId: serverId.nullable(),
  serviceDate: isoDate,
  documentName: z.string(),
  documentCode: z.string(),
  description: z.string().nullable(),
  documentStatus,
  fullySigned: z.boolean(),
  moduleData: z.array(moduleData),
  signature: documentSignature.nullable(),
  pdfUrl: z.string().nullable(),
  uploadDate: isoDateTime.nullable(),
  /** When it was started: what tells drafts of one day apart (issue 30). Fixed by its first write. */
  startedDate: isoDateTime,
  ...syncedFields,
});
export type EvvDocument = z.infer<typeof evvDocument>;

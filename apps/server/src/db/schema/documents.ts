import type { ServedResource, ServedTable } from '@carevisit/core';
import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  boolean,
  integer,
  index,
  date,
  jsonb,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { synced, pk, ref, optionalRef, instant } from './columns.ts';
import { accounts, activities, organizations, programs, staff } from './organization.ts';
import { clients } from './client.ts';

/** A JSON column written only from checked input holds what the read contract (core) serves of it. */
type Wire<T extends ServedTable, K extends keyof ServedResource<T>> = ServedResource<T>[K];

/** What a template holds; every version keeps its own copy, so a draft shows what it was started on. */
const templateContent = () => ({
  setupId: integer('setup_id').notNull(),
  description: text('description').notNull(),
  code: text('code').notNull(),
  modules: jsonb('modules').$type<Wire<'svcdoc', 'modules'>>().notNull(),
  signatureConfiguration: jsonb('signature_configuration')
    .$type<Wire<'svcdoc', 'signatureConfiguration'>>()
    .notNull(),
  isClientProgram: boolean('is_client_program').notNull().default(false),
  canAddDocumentInErc: boolean('can_add_document_in_erc').notNull().default(true),
  isIncludeCarelogicEvv: boolean('is_include_carelogic_evv').notNull().default(true),
  ageFrom: integer('age_from').notNull().default(-1),
  ageTo: integer('age_to').notNull().default(1000),
  organizationId: optionalRef('organization_id').references(() => organizations.id),
  /** Issue 34: the concept the template records, and the url and name of the Questionnaire it was imported from. */
  coding: jsonb('coding').$type<Wire<'svcdoc', 'coding'>>(),
  questionnaireUrl: text('questionnaire_url'),
  questionnaireName: text('questionnaire_name'),
});

/** Service document templates (svcdoc) as they are now: `version` names the newest version. */
export const serviceDocuments = pgTable(
  'service_documents',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    version: integer('version').notNull().default(1),
    ...templateContent(),
    ...synced,
  },
  // One template per imported Questionnaire in an account and organization: a new import is a new version.
  (t) => [
    uniqueIndex('service_documents_questionnaire_url')
      .on(t.accountId, sql`coalesce(${t.organizationId}, 0)`, t.questionnaireUrl)
      .where(sql`${t.questionnaireUrl} IS NOT NULL`),
  ],
);

/** Every version of every template (the svcdoc read): a document names the one it was started on. */
export const serviceDocumentVersions = pgTable(
  'service_document_versions',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    serviceDocumentId: ref('service_document_id').references(() => serviceDocuments.id),
    version: integer('version').notNull(),
    ...templateContent(),
    ...synced,
  },
  (t) => [unique('service_document_versions_version').on(t.serviceDocumentId, t.version)],
);

/** Configurable forms (cfconfig): field and rule definitions. */
export const configurableForms = pgTable('configurable_forms', {
  id: pk(),
  accountId: ref('account_id').references(() => accounts.id),
  name: text('name').notNull(),
  fields: jsonb('fields').notNull(),
  rules: jsonb('rules').notNull(),
  ...synced,
});

export const documentCrosswalks = pgTable('document_crosswalks', {
  id: pk(),
  accountId: ref('account_id').references(() => accounts.id),
  activityId: ref('activity_id').references(() => activities.id),
  serviceDocumentId: ref('service_document_id').references(() => serviceDocuments.id),
  programId: optionalRef('program_id').references(() => programs.id),
  organizationId: optionalRef('organization_id').references(() => organizations.id),
  ...synced,
});

export const documents = pgTable(
  'documents',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    serviceDocumentId: ref('service_document_id').references(() => serviceDocuments.id),
    /** The template version the document was started on; it keeps it forever. */
    serviceDocumentVersion: integer('service_document_version').notNull().default(1),
    /** The server's version of the document, +1 on every accepted write. */
    version: integer('version').notNull().default(1),
    appointmentId: optionalRef('appointment_id'),
    clientId: ref('client_id').references(() => clients.id),
    staffId: ref('staff_id').references(() => staff.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    clientProgramId: optionalRef('client_program_id'),
    serviceDate: date('service_date').notNull(),
    documentName: text('document_name').notNull(),
    documentCode: text('document_code').notNull(),
    description: text('description'),
    documentStatus: text('document_status').notNull(),
    fullySigned: boolean('fully_signed').notNull().default(false),
    moduleData: jsonb('module_data').$type<Wire<'evvdocuments', 'moduleData'>>().notNull().default([]),
    signature: jsonb('signature').$type<NonNullable<Wire<'evvdocuments', 'signature'>>>(),
    /** The next staff member to sign (the signature's nextStaffId), who may then see and sign it. */
    nextStaffId: optionalRef('next_staff_id').references(() => staff.id),
    pdfUrl: text('pdf_url'),
    uploadDate: instant('upload_date'),
    /**
     * When the document was started (issue 30: what tells drafts of one day apart): the device's claim on its first
     * write, never after the server's now, and never changed afterwards.
     */
    startedAt: instant('started_at').notNull().defaultNow(),
    ...synced,
  },
  (t) => [
    index('documents_client').on(t.clientId),
    index('documents_org').on(t.organizationId),
    index('documents_next_staff').on(t.nextStaffId),
  ],
);

export const treatmentPlans = pgTable(
  'treatment_plans',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    name: text('name').notNull(),
    beginDate: date('begin_date').notNull(),
    endDate: date('end_date'),
    linkIntervention: text('link_intervention').notNull().default('N'),
    includeCompleted: boolean('include_completed').notNull().default(false),
    showHideStatus: text('show_hide_status').notNull().default('S'),
    showHideComment: text('show_hide_comment').notNull().default('S'),
    statusLabel: text('status_label').notNull().default('Status'),
    commentLabel: text('comment_label').notNull().default('Comment'),
    layers: jsonb('layers').$type<Wire<'goaladdressed-txplan', 'layers'>>().notNull(),
    ...synced,
  },
  (t) => [index('treatment_plans_client').on(t.clientId)],
);

/** Problems, goals, objectives and interventions (goaladdressed-pgoi). */
export const planItems = pgTable(
  'plan_items',
  {
    id: pk(),
    treatmentPlanId: ref('treatment_plan_id').references(() => treatmentPlans.id),
    type: text('type').notNull(),
    description: text('description').notNull(),
    priorityDsc: text('priority_dsc'),
    completedDate: date('completed_date'),
    endDate: date('end_date'),
    ...synced,
  },
  (t) => [index('plan_items_plan').on(t.treatmentPlanId)],
);

/** goaladdressed-pgomap (problem → goal → objective) and -pgointmap (→ intervention) rows. */
const planMapColumns = () => ({
  id: pk(),
  treatmentPlanId: ref('treatment_plan_id').references(() => treatmentPlans.id),
  problemId: ref('problem_id'),
  goalId: optionalRef('goal_id'),
  objectiveId: optionalRef('objective_id'),
  interventionId: optionalRef('intervention_id'),
  ...synced,
});
export const planGoalMaps = pgTable('plan_goal_maps', planMapColumns());
export const planInterventionMaps = pgTable('plan_intervention_maps', planMapColumns());

export const impactMeasures = pgTable('impact_measures', {
  id: pk(),
  accountId: ref('account_id').references(() => accounts.id),
  longName: text('long_name').notNull(),
  shortName: text('short_name').notNull(),
  instructions: text('instructions').notNull(),
  sections: jsonb('sections').$type<Wire<'impactconfig', 'sections'>>().notNull(),
  subTotals: jsonb('sub_totals').$type<Wire<'impactconfig', 'subTotals'>>().notNull(),
  expression: text('expression'),
  newLogical: boolean('new_logical').notNull().default(true),
  /** Issue 34: an imported measure's total by FHIRPath (migration 0022). */
  fhirpathTotal: jsonb('fhirpath_total').$type<Wire<'impactconfig', 'fhirpathTotal'>>(),
  ...synced,
});

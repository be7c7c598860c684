import { pgTable, text, boolean, integer, index, date, doublePrecision, real } from 'drizzle-orm/pg-core';
import { synced, pk, ref, instant } from './columns.ts';
import { accounts, organizations, programs, staff } from './organization.ts';

export const clients = pgTable(
  'clients',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    idNumber: text('id_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    birthDate: date('birth_date').notNull(),
    ...synced,
  },
  (t) => [index('clients_account').on(t.accountId)],
);

export const clientPictures = pgTable('client_pictures', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  picture: text('picture').notNull(),
  ...synced,
});

export const clientEmails = pgTable(
  'client_emails',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    email: text('email').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...synced,
  },
  (t) => [index('client_emails_client').on(t.clientId)],
);

export const clientPhones = pgTable(
  'client_phones',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    type: text('type').notNull(),
    numberIntl: text('number_intl').notNull(),
    areaCode: text('area_code').notNull(),
    number: text('number').notNull(),
    extension: text('extension'),
    okToId: text('ok_to_id').notNull().default('Y'),
    ...synced,
  },
  (t) => [index('client_phones_client').on(t.clientId)],
);

/** Physical (PHYS) and visit (EVV) addresses; new visit addresses arrive from devices with appointments. */
export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    street1: text('street1').notNull(),
    street2: text('street2'),
    aptSuite: text('apt_suite'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    zipPlusFour: text('zip_plus_four'),
    county: text('county'),
    country: text('country').notNull().default('US'),
    type: text('type').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    source: text('source'),
    ...synced,
  },
  (t) => [index('client_addresses_client').on(t.clientId)],
);

export const caseloads = pgTable(
  'caseloads',
  {
    id: pk(),
    staffId: ref('staff_id').references(() => staff.id),
    clientId: ref('client_id').references(() => clients.id),
    belongs: boolean('belongs').notNull().default(true),
    dateLastActivity: instant('date_last_activity'),
    ...synced,
  },
  (t) => [index('caseloads_staff').on(t.staffId)],
);

export const clientPrograms = pgTable(
  'client_programs',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    programId: ref('program_id').references(() => programs.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    beginDate: date('begin_date').notNull(),
    endDate: date('end_date'),
    payer: text('payer'),
    payerProgram: text('payer_program'),
    medicaidId: text('medicaid_id'),
    ...synced,
  },
  (t) => [index('client_programs_client').on(t.clientId), index('client_programs_org').on(t.organizationId)],
);

export const allergies = pgTable(
  'allergies',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    allergyName: text('allergy_name').notNull(),
    allergyType: text('allergy_type').notNull(),
    allergyReaction: text('allergy_reaction'),
    beginDate: date('begin_date'),
    endDate: date('end_date'),
    allergen: text('allergen'),
    nka: text('nka').notNull().default('N'),
    nkda: text('nkda').notNull().default('N'),
    ...synced,
  },
  (t) => [index('allergies_client').on(t.clientId)],
);

export const medications = pgTable(
  'medications',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    description: text('description').notNull(),
    frequency: text('frequency'),
    instructions: text('instructions'),
    comments: text('comments'),
    amount: text('amount'),
    refills: integer('refills'),
    prescriber: text('prescriber'),
    status: text('status').notNull(),
    beginDate: date('begin_date'),
    endDate: date('end_date'),
    ...synced,
  },
  (t) => [index('medications_client').on(t.clientId)],
);

export const diagnoses = pgTable(
  'diagnoses',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    code: text('code').notNull(),
    priority: integer('priority').notNull(),
    icd10Code: text('icd10_code').notNull(),
    diagnosis: text('diagnosis').notNull(),
    effectiveDate: date('effective_date'),
    ...synced,
  },
  (t) => [index('diagnoses_client').on(t.clientId)],
);

export const vitals = pgTable(
  'vitals',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    dateRecorded: instant('date_recorded').notNull(),
    bpSystolic: real('bp_systolic'),
    bpDiastolic: real('bp_diastolic'),
    heartRate: real('heart_rate'),
    respiratoryRate: real('respiratory_rate'),
    temperature: real('temperature'),
    height: real('height'),
    weight: real('weight'),
    bmi: real('bmi'),
    pain: real('pain'),
    pulseOximetry: real('pulse_oximetry'),
    inhaledOxygen: real('inhaled_oxygen'),
    ...synced,
  },
  (t) => [index('vitals_client').on(t.clientId)],
);

export const messages = pgTable(
  'messages',
  {
    id: pk(),
    clientId: ref('client_id').references(() => clients.id),
    message: text('message').notNull(),
    postDate: date('post_date').notNull(),
    endDate: date('end_date'),
    highlightColor: text('highlight_color').notNull().default('None'),
    ...synced,
  },
  (t) => [index('messages_client').on(t.clientId)],
);

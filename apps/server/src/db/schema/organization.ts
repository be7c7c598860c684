import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  boolean,
  integer,
  index,
  uniqueIndex,
  primaryKey,
  date,
  check,
} from 'drizzle-orm/pg-core';
import { synced, pk, ref, optionalRef } from './columns.ts';

/** A tenant: one agency, addressed by the account name typed at login. */
export const accounts = pgTable('accounts', {
  id: pk(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    parentId: optionalRef('parent_id'),
    name: text('name').notNull(),
    evv: boolean('evv').notNull().default(false),
    evvState: text('evv_state'),
    useCheckedIn: boolean('use_checked_in').notNull().default(false),
    useCoStaff: boolean('use_co_staff').notNull().default(false),
    evvAddresses: boolean('evv_addresses').notNull().default(false),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    medicaidProviderId: text('medicaid_provider_id'),
    ...synced,
  },
  (t) => [index('organizations_account').on(t.accountId), index('organizations_parent').on(t.parentId)],
);

export const securityRules = pgTable('security_rules', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  resumeInterval: integer('resume_interval').notNull(),
  autoLogoffInterval: integer('auto_logoff_interval').notNull(),
  maximunAttempts: integer('maximun_attempts').notNull(),
  lockoutInterval: integer('lockout_interval').notNull(),
  warningDays: integer('warning_days').notNull(),
  expirationDays: integer('expiration_days').notNull(),
  minLength: integer('min_length').notNull(),
  minNumbers: integer('min_numbers').notNull(),
  minSymbols: integer('min_symbols').notNull(),
});

export const staff = pgTable(
  'staff',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    primaryOrganizationId: ref('primary_organization_id').references(() => organizations.id),
    requireElectronicServDoc: boolean('require_electronic_serv_doc').notNull().default(false),
    isMultiBookSchedule: boolean('is_multi_book_schedule').notNull().default(false),
    employeeIdQualifier: text('employee_id_qualifier'),
    /** The employee identifier (an SSN, say), only ever sealed: billing/identifier-cipher.ts. */
    employeeIdentifierSealed: text('employee_identifier_sealed'),
    ...synced,
  },
  (t) => [
    index('staff_primary_org').on(t.primaryOrganizationId),
    // A qualifier says what kind the identifier is: neither is recorded without the other.
    check(
      'staff_employee_identifier_qualified',
      sql`(${t.employeeIdQualifier} is null) = (${t.employeeIdentifierSealed} is null)`,
    ),
  ],
);

export const staffOrganizations = pgTable(
  'staff_organizations',
  {
    staffId: ref('staff_id').references(() => staff.id),
    organizationId: ref('organization_id').references(() => organizations.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.organizationId] })],
);

export const staffSupervisors = pgTable(
  'staff_supervisors',
  {
    staffId: ref('staff_id').references(() => staff.id),
    supervisorId: ref('supervisor_id').references(() => staff.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.supervisorId] })],
);

export const staffShifts = pgTable(
  'staff_shifts',
  {
    id: pk(),
    staffId: ref('staff_id').references(() => staff.id),
    days: integer('days').array().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    ...synced,
  },
  (t) => [index('staff_shifts_staff').on(t.staffId)],
);

export const programs = pgTable('programs', {
  id: pk(),
  accountId: ref('account_id').references(() => accounts.id),
  name: text('name').notNull(),
  code: text('code').notNull(),
  beginDate: date('begin_date').notNull(),
  endDate: date('end_date'),
  ...synced,
});

export const activities = pgTable(
  'activities',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    description: text('description').notNull(),
    code: text('code').notNull(),
    nonBillableMinutes: boolean('non_billable_minutes').notNull().default(false),
    canAddDocumentInErc: boolean('can_add_document_in_erc').notNull().default(false),
    isIncludeCarelogicEvv: boolean('is_include_carelogic_evv').notNull().default(false),
    requireEvvAddress: boolean('require_evv_address').notNull().default(false),
    requireEditTimesReason: boolean('require_edit_times_reason').notNull().default(false),
    isAggregator: boolean('is_aggregator').notNull().default(false),
    evvApplies: boolean('evv_applies').notNull().default(false),
    procedureCode: text('procedure_code'),
    procedureModifiers: text('procedure_modifiers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...synced,
  },
  // The aggregators take at most four modifiers (Modifier1..Modifier4).
  (t) => [check('activities_procedure_modifiers_max4', sql`cardinality(${t.procedureModifiers}) <= 4`)],
);

export const activityPrograms = pgTable(
  'activity_programs',
  {
    id: pk(),
    activityId: ref('activity_id').references(() => activities.id),
    programId: ref('program_id').references(() => programs.id),
    ...synced,
  },
  (t) => [uniqueIndex('activity_programs_pair').on(t.activityId, t.programId)],
);

export const serviceLocations = pgTable('service_locations', {
  id: pk(),
  accountId: ref('account_id').references(() => accounts.id),
  code: text('code').notNull(),
  placeOfService: text('place_of_service').notNull(),
  ...synced,
});

export const serviceLocationOrganizations = pgTable(
  'service_location_organizations',
  {
    id: pk(),
    serviceLocationId: ref('service_location_id').references(() => serviceLocations.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    ...synced,
  },
  (t) => [uniqueIndex('service_location_organizations_pair').on(t.serviceLocationId, t.organizationId)],
);

export const descriptors = pgTable(
  'descriptors',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    subType: text('sub_type'),
    state: text('state'),
    endDate: date('end_date'),
    organizationId: optionalRef('organization_id').references(() => organizations.id),
    ...synced,
  },
  (t) => [index('descriptors_type').on(t.accountId, t.type)],
);

export const referralSources = pgTable('referral_sources', {
  id: pk(),
  accountId: ref('account_id').references(() => accounts.id),
  name: text('name').notNull(),
  organizationId: optionalRef('organization_id').references(() => organizations.id),
  ...synced,
});

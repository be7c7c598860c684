import {
  pgTable,
  bigint,
  text,
  boolean,
  integer,
  index,
  date,
  doublePrecision,
  jsonb,
  uniqueIndex,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { synced, pk, ref, optionalRef, instant } from './columns.ts';
import { accounts, activities, organizations, programs, serviceLocations, staff } from './organization.ts';
import { clientAddresses, clientPrograms, clients } from './client.ts';

export interface StoredQualifier {
  descriptorId: number;
  descriptorType: 'Activity Qualifiers';
}

export const appointments = pgTable(
  'appointments',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    staffId: ref('staff_id').references(() => staff.id),
    clientId: ref('client_id').references(() => clients.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    programId: ref('program_id').references(() => programs.id),
    clientProgramId: ref('client_program_id').references(() => clientPrograms.id),
    activityId: ref('activity_id').references(() => activities.id),
    serviceLocationId: ref('service_location_id').references(() => serviceLocations.id),
    serviceDocumentId: optionalRef('service_document_id'),
    appointmentDate: date('appointment_date').notNull(),
    appointmentType: text('appointment_type').notNull().default('S'),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    status: text('status').notNull(),
    nonBillableMinutes: integer('non_billable_minutes'),
    hadDocument: text('had_document').notNull().default('N'),
    incidentBillToStaff: boolean('incident_bill_to_staff').notNull().default(false),
    incidentBillToStaffId: optionalRef('incident_bill_to_staff_id'),
    actualStartAt: instant('actual_start_at'),
    actualEndAt: instant('actual_end_at'),
    qualifiers: jsonb('qualifiers').$type<StoredQualifier[]>().notNull().default([]),
    startVisitAddressId: optionalRef('start_visit_address_id').references(() => clientAddresses.id),
    endVisitAddressId: optionalRef('end_visit_address_id').references(() => clientAddresses.id),
    sameAsEndAddress: boolean('same_as_end_address').notNull().default(false),
    /** spec 1 §5: saved when the start was out of range (the user confirmed it). */
    outOfRange: boolean('out_of_range').notNull().default(false),
    ...synced,
  },
  (t) => [
    index('appointments_staff_start').on(t.staffId, t.startAt),
    // A staff member's schedule read (spec 1 §6 scope) in key order, paged by key; and its lastSync reads.
    index('appointments_staff_key').on(t.staffId, t.id),
    index('appointments_staff_changed').on(t.staffId, t.changedAt),
    index('appointments_org').on(t.organizationId),
    index('appointments_client').on(t.clientId),
  ],
);

/**
 * An EVV visit: the billing evidence. Every Cures Act element is held here or on its appointment: type of
 * service (activity), client, date and start/end time, location (coordinates), and caregiver (staff).
 */
export const visits = pgTable(
  'visits',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    appointmentId: ref('appointment_id').references(() => appointments.id),
    staffId: ref('staff_id').references(() => staff.id),
    clientId: ref('client_id').references(() => clients.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    activityId: ref('activity_id').references(() => activities.id),
    deviceVisitId: text('device_visit_id'),
    appointmentStatus: text('appointment_status').notNull(),
    visitStatus: text('visit_status').notNull(),
    complete: integer('complete').notNull(),
    startDateTime: instant('start_date_time'),
    endDateTime: instant('end_date_time'),
    originalStartDate: instant('original_start_date'),
    originalEndDate: instant('original_end_date'),
    beginActualDateTime: instant('begin_actual_date_time'),
    endActualDateTime: instant('end_actual_date_time'),
    adjustedBeginDateTime: instant('adjusted_begin_date_time'),
    adjustedEndDateTime: instant('adjusted_end_date_time'),
    startLatitude: doublePrecision('start_latitude'),
    startLongitude: doublePrecision('start_longitude'),
    endLatitude: doublePrecision('end_latitude'),
    endLongitude: doublePrecision('end_longitude'),
    hasSignature: boolean('has_signature').notNull().default(false),
    signature: text('signature'),
    activityVerified: boolean('activity_verified'),
    durationVerified: boolean('duration_verified'),
    servicesVerified: boolean('services_verified'),
    timesVerified: boolean('times_verified'),
    verificationDeclinedReason: integer('verification_declined_reason'),
    verificationDeclinedComments: text('verification_declined_comments'),
    signatureMissingReason: integer('signature_missing_reason'),
    signatureMissingComments: text('signature_missing_comments'),
    addressDistanceReason: integer('address_distance_reason'),
    addressDistanceComments: text('address_distance_comments'),
    editTimesReason: integer('edit_times_reason'),
    editTimesComments: text('edit_times_comments'),
    editTimesEventType: text('edit_times_event_type'),
    ...synced,
  },
  (t) => [
    // As for appointments: a staff member's visits in key order, and those changed since lastSync.
    index('visits_staff_key').on(t.staffId, t.id),
    index('visits_staff_changed').on(t.staffId, t.changedAt),
    uniqueIndex('visits_appointment').on(t.appointmentId),
  ],
);

/** Audit rows are append-only: nothing updates or deletes them. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    staffId: ref('staff_id').references(() => staff.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    clientId: optionalRef('client_id'),
    eventDateTime: instant('event_date_time').notNull(),
    actionType: text('action_type').notNull(),
    pageName: text('page_name').notNull(),
    deviceEventId: text('device_event_id').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('audit_events_device_event').on(t.staffId, t.deviceEventId)],
);

/** The server's own log of reads of client data (who read which table, for which client, when). */
export const accessLog = pgTable(
  'access_log',
  {
    id: pk(),
    staffId: ref('staff_id').references(() => staff.id),
    tableName: text('table_name').notNull(),
    clientId: optionalRef('client_id'),
    rowCount: integer('row_count').notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('access_log_staff_at').on(t.staffId, t.at)],
);

/**
 * Write receipts make writes idempotent: stored in the same transaction as the record, so a retry after
 * a lost reply finds the server id instead of creating a second row.
 */
export const writeReceipts = pgTable(
  'write_receipts',
  {
    staffId: ref('staff_id').references(() => staff.id),
    deviceId: text('device_id').notNull(),
    tableName: text('table_name').notNull(),
    /** Devices make temporary ids from the time (negative milliseconds), beyond a 32-bit integer. */
    tempId: bigint('temp_id', { mode: 'number' }).notNull(),
    serverId: integer('server_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.deviceId, t.tableName, t.tempId] })],
);

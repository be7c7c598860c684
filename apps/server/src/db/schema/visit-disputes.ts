import { pgTable, text, boolean, integer, index } from 'drizzle-orm/pg-core';
import { accounts, organizations, staff } from './organization.ts';
import { clients } from './client.ts';
import { visits } from './schedule.ts';
import { instant, pk, ref } from './columns.ts';

/**
 * A client's dispute of a visit recorded on a device after the visit was already verified (issue 36), append-only:
 * the verification is refused (a verified visit does not change), but what the client answered is evidence the
 * agency keeps. Who recorded it, on which device, when the server received it, and the answers as sent.
 */
export const visitDisputes = pgTable(
  'visit_disputes',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    visitId: ref('visit_id').references(() => visits.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    clientId: ref('client_id').references(() => clients.id),
    /** The signed-in staff member whose write carried the verification. */
    recordedByStaffId: ref('recorded_by_staff_id').references(() => staff.id),
    /** The write's deviceId. */
    deviceId: text('device_id').notNull(),
    /** The server's clock when the write arrived. */
    receivedAt: instant('received_at').notNull(),
    appointmentStatus: text('appointment_status').notNull(),
    /** The visit's times as the device had them when it was verified there. */
    beginActualDateTime: instant('begin_actual_date_time'),
    endActualDateTime: instant('end_actual_date_time'),
    servicesVerified: boolean('services_verified'),
    durationVerified: boolean('duration_verified'),
    hasSignature: boolean('has_signature').notNull(),
    /** The client's signature, PNG base64, when they signed. */
    signature: text('signature'),
    verificationDeclinedReason: integer('verification_declined_reason'),
    verificationDeclinedComments: text('verification_declined_comments'),
    signatureMissingReason: integer('signature_missing_reason'),
    signatureMissingComments: text('signature_missing_comments'),
  },
  (t) => [index('visit_disputes_visit').on(t.visitId)],
);

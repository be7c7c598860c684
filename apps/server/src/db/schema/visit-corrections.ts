import { pgTable, text, index } from 'drizzle-orm/pg-core';
import { descriptors, organizations, staff } from './organization.ts';
import { visits } from './schedule.ts';
import { instant, pk, ref, synced } from './columns.ts';

/**
 * A supervisor's correction of a verified visit's times (issue 32 item 5), append-only (migration 0017): the
 * visit and its calls never change; each correction is a change set beside them, and a later one is added beside
 * the earlier ones. The latest (by made_at, then id) gives the times the aggregator is sent.
 */
export const visitCorrections = pgTable(
  'visit_corrections',
  {
    id: pk(),
    organizationId: ref('organization_id').references(() => organizations.id),
    visitId: ref('visit_id').references(() => visits.id),
    /** The signed-in supervisor whose write carried it. */
    madeByStaffId: ref('made_by_staff_id').references(() => staff.id),
    /** The server's clock when it was stored. */
    madeAt: instant('made_at').notNull(),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    /** An EVV Reason Codes descriptor of the agency. */
    reasonCodeId: ref('reason_code_id').references(() => descriptors.id),
    memo: text('memo').notNull(),
    /** Read by devices as `visitcorrection` (migration 0020): changed_at is when it was stored; never deleted. */
    ...synced,
  },
  (t) => [
    index('visit_corrections_visit').on(t.visitId, t.madeAt),
    index('visit_corrections_changed').on(t.changedAt),
  ],
);

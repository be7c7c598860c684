import type { ReadinessCode } from '@carevisit/core';
import { pgTable, text, integer, index, jsonb, unique } from 'drizzle-orm/pg-core';
import { accounts, organizations } from './organization.ts';
import { instant, pk, ref, synced } from './columns.ts';

/** What an outbox row sends: a client or employee record goes before the visits that name it. */
export const evvOutboxKinds = ['client', 'employee', 'visit'] as const;
export type EvvOutboxKind = (typeof evvOutboxKinds)[number];

/**
 * queued: waiting (again, after the aggregator refused the whole batch) to be sent; sending: a worker holds it
 * while its batch is posted (until next_attempt_at, the lease); sent: the aggregator took the batch and gave its
 * transaction id, results are polled; accepted / rejected: the aggregator's result for the record; unanswered:
 * posted without a reply (the aggregator may have taken it), never sent again: the record is queued anew with a
 * higher SequenceID.
 */
export const evvOutboxStatuses = ['queued', 'sending', 'sent', 'accepted', 'rejected', 'unanswered'] as const;
export type EvvOutboxStatus = (typeof evvOutboxStatuses)[number];

/** One exception the aggregator gave a rejected record. */
export interface StoredEvvException {
  id: string;
  description: string;
}

/**
 * The outbox to the EVV aggregator (issue 32 item 5): one row per send of a record with its SequenceID, so that a
 * SequenceID is sent at most once. A visit's latest row (highest SequenceID) says where it stands there.
 */
export const evvOutbox = pgTable(
  'evv_outbox',
  {
    id: pk(),
    accountId: ref('account_id').references(() => accounts.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    kind: text('kind').$type<EvvOutboxKind>().notNull(),
    /** The visit, client or staff id the record is about. */
    subjectId: ref('subject_id'),
    /** Strictly increasing per (kind, subject): core's nextSequenceId, a whole number as text. */
    sequenceId: text('sequence_id').notNull(),
    status: text('status').$type<EvvOutboxStatus>().notNull().default('queued'),
    /** The aggregator's transaction id, stored before the batch counts as sent. */
    transactionId: text('transaction_id'),
    exceptions: jsonb('exceptions').$type<StoredEvvException[]>().notNull().default([]),
    /**
     * What core's readiness check found when the worker last looked at a queued visit: while there is any, the
     * visit is held (not sent, its SequenceID unspent) and looked at again later.
     */
    problems: jsonb('problems').$type<ReadinessCode[]>().notNull().default([]),
    /**
     * A client or employee send: the keyed digest of the record it sent, SequenceID aside (IdentifierCipher.digest).
     * A later visit sends the record again when its digest now differs from the accepted send's.
     */
    contentHash: text('content_hash'),
    /** Sends and status polls tried for this row. */
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next send (queued) or poll (sent) this row. */
    nextAttemptAt: instant('next_attempt_at').notNull(),
    queuedAt: instant('queued_at').notNull(),
    resultAt: instant('result_at'),
    /**
     * Synced to devices as `evvsubmission` (issue 32 item 7). changed_at moves only when status, problems,
     * exceptions or deleted_at change (migration 0016's trigger), not on the worker's lease and attempt updates.
     */
    ...synced,
  },
  (t) => [
    unique('evv_outbox_send').on(t.kind, t.subjectId, t.sequenceId),
    index('evv_outbox_due').on(t.status, t.nextAttemptAt),
    index('evv_outbox_kind_changed').on(t.kind, t.changedAt),
  ],
);

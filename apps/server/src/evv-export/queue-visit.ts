import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { nextSequenceId } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { evvOutbox, type EvvOutboxKind } from '../db/schema/index.ts';

export interface VerifiedVisitSubject {
  accountId: number;
  organizationId: number;
  visitId: number;
  clientId: number;
  staffId: number;
}

/**
 * Queues a verified visit for the aggregator, in the transaction that verifies it (issue 32 item 5): its client
 * and employee records first, unless one is already on its way or accepted (the aggregator rejects a visit whose
 * client or employee it has not accepted), then the visit with a SequenceID higher than every earlier one.
 */
export async function queueVerifiedVisit(db: Database, subject: VerifiedVisitSubject, now: Date) {
  await queueParties(db, subject, now);
  // The caller holds the visit's appointment lock: no other send of this visit is queued meanwhile.
  await queueRecord(db, subject, 'visit', subject.visitId, now);
}

/**
 * Queues a corrected visit again, in the transaction that stores the correction (issue 32 item 5). Its sends still
 * queued (not yet sent, their SequenceIDs unspent) are withdrawn: deleted, so that devices drop them (the
 * `evvsubmission` read's tombstones) and the worker skips them. The visit goes once more with a SequenceID higher
 * than every earlier one, built from the database when sent, so with the correction. A send on its way stays: the
 * aggregator takes the higher SequenceID as an update of the same record. The caller holds the visit's appointment
 * lock, so no other correction of it runs meanwhile.
 */
export async function queueCorrectedVisit(
  db: Database,
  subject: Pick<VerifiedVisitSubject, 'accountId' | 'organizationId' | 'visitId'>,
  now: Date,
) {
  await db
    .update(evvOutbox)
    .set({ deletedAt: now })
    .where(
      and(
        eq(evvOutbox.kind, 'visit'),
        eq(evvOutbox.subjectId, subject.visitId),
        eq(evvOutbox.status, 'queued'),
        isNull(evvOutbox.deletedAt),
      ),
    );
  await queueRecord(db, subject, 'visit', subject.visitId, now);
}

/**
 * Queues a visit's client and employee records unless theirs are on their way or accepted: the aggregator rejects a
 * visit whose client or employee it has not accepted. True when one was queued (the visit waits for it).
 */
export async function queueParties(
  db: Database,
  subject: Omit<VerifiedVisitSubject, 'visitId'>,
  now: Date,
): Promise<boolean> {
  const client = await queueParty(db, subject, 'client', subject.clientId, now);
  const employee = await queueParty(db, subject, 'employee', subject.staffId, now);
  return client || employee;
}

async function queueParty(
  db: Database,
  subject: Omit<VerifiedVisitSubject, 'visitId'>,
  kind: EvvOutboxKind,
  subjectId: number,
  now: Date,
): Promise<boolean> {
  const [live] = await db
    .select({ id: evvOutbox.id })
    .from(evvOutbox)
    .where(
      and(
        eq(evvOutbox.kind, kind),
        eq(evvOutbox.subjectId, subjectId),
        // The aggregator knows clients and employees per provider: each organization's Medicaid provider id.
        eq(evvOutbox.organizationId, subject.organizationId),
        inArray(evvOutbox.status, ['queued', 'sending', 'sent', 'accepted']),
      ),
    )
    .limit(1);
  if (live) return false;
  await queueRecord(db, subject, kind, subjectId, now);
  return true;
}

/** When a queued row is first due, and the tries it inherits (a record queued again after an unanswered send). */
interface QueueTiming {
  nextAttemptAt: Date;
  attempts: number;
}

/**
 * Queues a record with a SequenceID higher than every earlier one of it (issue 32 item 5): a verified visit, or
 * a record sent again after a send that got no answer, whose SequenceID is spent.
 */
export async function queueRecord(
  db: Database,
  { accountId, organizationId }: Pick<VerifiedVisitSubject, 'accountId' | 'organizationId'>,
  kind: EvvOutboxKind,
  subjectId: number,
  now: Date,
  timing: QueueTiming = { nextAttemptAt: now, attempts: 0 },
) {
  const [last] = await db
    .select({ sequenceId: evvOutbox.sequenceId })
    .from(evvOutbox)
    .where(and(eq(evvOutbox.kind, kind), eq(evvOutbox.subjectId, subjectId)))
    .orderBy(desc(sql`${evvOutbox.sequenceId}::numeric`))
    .limit(1);
  await db
    .insert(evvOutbox)
    .values({
      accountId,
      organizationId,
      kind,
      subjectId,
      sequenceId: nextSequenceId(last?.sequenceId ?? null, now),
      nextAttemptAt: timing.nextAttemptAt,
      attempts: timing.attempts,
      queuedAt: now,
    })
    // Two visits of one client verified at once may both queue its record in the same second: one row is enough.
    .onConflictDoNothing();
}

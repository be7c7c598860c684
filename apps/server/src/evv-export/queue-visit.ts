import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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
 * and employee records first, unless one is already queued, sent or accepted (the aggregator rejects a visit whose
 * client or employee it has not accepted), then the visit with a SequenceID higher than every earlier one.
 */
export async function queueVerifiedVisit(db: Database, subject: VerifiedVisitSubject, now: Date) {
  await queueParty(db, subject, 'client', subject.clientId, now);
  await queueParty(db, subject, 'employee', subject.staffId, now);
  // The caller holds the visit's appointment lock: no other send of this visit is queued meanwhile.
  await queueRecord(db, subject, 'visit', subject.visitId, now);
}

async function queueParty(
  db: Database,
  subject: VerifiedVisitSubject,
  kind: EvvOutboxKind,
  subjectId: number,
  now: Date,
) {
  const [live] = await db
    .select({ id: evvOutbox.id })
    .from(evvOutbox)
    .where(
      and(
        eq(evvOutbox.kind, kind),
        eq(evvOutbox.subjectId, subjectId),
        inArray(evvOutbox.status, ['queued', 'sent', 'accepted']),
      ),
    )
    .limit(1);
  if (!live) await queueRecord(db, subject, kind, subjectId, now);
}

async function queueRecord(
  db: Database,
  { accountId, organizationId }: VerifiedVisitSubject,
  kind: EvvOutboxKind,
  subjectId: number,
  now: Date,
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
      nextAttemptAt: now,
      queuedAt: now,
    })
    // Two visits of one client verified at once may both queue its record in the same second: one row is enough.
    .onConflictDoNothing();
}

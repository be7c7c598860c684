import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { nextSequenceId } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { evvOutbox, type EvvOutboxKind, type EvvOutboxStatus } from '../db/schema/index.ts';

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

/** A party's record as it stands now, as a keyed digest (outbox-payloads' partyContentHash); null when gone. */
export type PartyContent = (kind: 'client' | 'employee', subjectId: number) => Promise<string | null>;

/**
 * Queues a visit's client and employee records unless theirs are on their way or accepted: the aggregator rejects a
 * visit whose client or employee it has not accepted. Given what each record holds now (the worker, before it sends
 * a visit), an accepted record that has changed since (a name, a Medicaid id, an identifier) is queued again too.
 * True when one was queued (the visit waits for it).
 */
export async function queueParties(
  db: Database,
  subject: Omit<VerifiedVisitSubject, 'visitId'>,
  now: Date,
  contentNow?: PartyContent,
): Promise<boolean> {
  const client = await queueParty(db, subject, 'client', subject.clientId, now, contentNow);
  const employee = await queueParty(db, subject, 'employee', subject.staffId, now, contentNow);
  return client || employee;
}

/**
 * A party's latest send (an unanswered one always has a later one queued beside it) says whether it goes again:
 * not while one is on its way, nor when the aggregator accepted what it holds now; after a refusal, or never sent,
 * it goes. An older accepted send does not count once a later one was refused.
 */
async function queueParty(
  db: Database,
  subject: Omit<VerifiedVisitSubject, 'visitId'>,
  kind: 'client' | 'employee',
  subjectId: number,
  now: Date,
  contentNow: PartyContent | undefined,
): Promise<boolean> {
  const [latest] = await db
    .select({ status: evvOutbox.status, contentHash: evvOutbox.contentHash })
    .from(evvOutbox)
    .where(
      and(
        eq(evvOutbox.kind, kind),
        eq(evvOutbox.subjectId, subjectId),
        // The aggregator knows clients and employees per provider: each organization's Medicaid provider id.
        eq(evvOutbox.organizationId, subject.organizationId),
        ne(evvOutbox.status, 'unanswered'),
        isNull(evvOutbox.deletedAt),
      ),
    )
    .orderBy(desc(sql`${evvOutbox.sequenceId}::numeric`))
    .limit(1);
  if (latest && ON_ITS_WAY.includes(latest.status)) return false;
  if (latest?.status === 'accepted') {
    const unchanged = !contentNow || latest.contentHash === (await contentNow(kind, subjectId));
    if (unchanged) return false;
  }
  await queueRecord(db, subject, kind, subjectId, now);
  return true;
}

const ON_ITS_WAY: readonly EvvOutboxStatus[] = ['queued', 'sending', 'sent'];

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

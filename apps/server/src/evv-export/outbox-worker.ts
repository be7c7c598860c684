import { and, asc, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { ReadinessCode } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { evvOutbox, type EvvOutboxKind, type StoredEvvException } from '../db/schema/index.ts';
import type { AggregatorResult, AggregatorTransport } from './aggregator-transport.ts';
import { buildRecord, partyContentHash, type BuiltRecord, type PayloadSources } from './outbox-payloads.ts';
import { queueParties, queueRecord, type PartyContent } from './queue-visit.ts';
import { visitReadiness } from './visit-readiness.ts';

type OutboxRow = typeof evvOutbox.$inferSelect;

export interface OutboxWorkerOptions {
  sources: PayloadSources;
  transport: AggregatorTransport;
  now: () => Date;
  /** Records per transaction; the profile's limit unless smaller (tests). */
  batchSize?: number;
  /** Counts and statuses only: never identifiers, names or payloads. */
  log?: (message: string) => void;
}

/** How long a worker holds rows it is sending or polling; a crash leaves them to be looked at after it. */
const LEASE_MS = 10 * 60_000;
/** The first wait before polling a batch, and the unit of the backoff. */
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 10 * 60_000;
/** How often a visit held for what readiness found is looked at again (the office may have fixed it). */
const RECHECK_MS = 10 * 60_000;

/** 5 s, 10 s, 20 s... up to 10 minutes. */
const backoffMs = (attempts: number): number =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 16));

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Clients and employees go before the visits that name them. */
const SEND_ORDER: readonly EvvOutboxKind[] = ['client', 'employee', 'visit'];

/**
 * A visit waits while its client's or employee's record is on its way to its provider (the aggregator must know
 * them first, per provider: each organization's Medicaid provider id).
 */
const partiesSettled = sql`not exists (
  select 1 from visits v join evv_outbox p
    on p.organization_id = v.organization_id
      and ((p.kind = 'client' and p.subject_id = v.client_id) or (p.kind = 'employee' and p.subject_id = v.staff_id))
  where v.id = ${evvOutbox.subjectId} and p.status in ('queued', 'sending', 'sent'))`;

/**
 * Takes due rows for this worker alone (issue 32 item 5): `FOR UPDATE SKIP LOCKED` in a transaction that marks
 * them held until the lease ends, so two server replicas never send or poll the same row. A withdrawn row (deleted:
 * a correction queued its visit again before it was sent) is never taken.
 */
async function claim(
  db: Database,
  status: 'queued' | 'sending' | 'sent',
  now: Date,
  limit: number,
  kind?: EvvOutboxKind,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(evvOutbox)
      .where(
        and(
          eq(evvOutbox.status, status),
          isNull(evvOutbox.deletedAt),
          lte(evvOutbox.nextAttemptAt, now),
          kind ? eq(evvOutbox.kind, kind) : undefined,
          kind === 'visit' ? partiesSettled : undefined,
        ),
      )
      .orderBy(asc(evvOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const held =
      status === 'queued'
        ? {
            status: 'sending' as const,
            attempts: sql`${evvOutbox.attempts} + 1`,
            nextAttemptAt: later(now, LEASE_MS),
          }
        : { nextAttemptAt: later(now, LEASE_MS) };
    await tx.update(evvOutbox).set(held).where(inArray(evvOutbox.id, ids));
    return status === 'queued' ? rows.map((row) => ({ ...row, attempts: row.attempts + 1 })) : rows;
  });
}

const finish = (db: Database, ids: number[], result: Partial<OutboxRow>) =>
  ids.length === 0 ? Promise.resolve() : db.update(evvOutbox).set(result).where(inArray(evvOutbox.id, ids));

const rejected = (exceptions: StoredEvvException[], now: Date): Partial<OutboxRow> => ({
  status: 'rejected',
  exceptions,
  resultAt: now,
});

/**
 * A send that got no answer: the aggregator may have taken it, so its SequenceID is spent (never sent twice) and
 * the record is queued anew with a higher one, which the aggregator takes as an update of the same record.
 */
async function spend(db: Database, rows: readonly OutboxRow[], now: Date) {
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(evvOutbox)
        .set({ status: 'unanswered' })
        .where(and(eq(evvOutbox.id, row.id), eq(evvOutbox.status, 'sending')))
        .returning({ id: evvOutbox.id });
      if (!spent) return;
      await queueRecord(tx, row, row.kind, row.subjectId, now, {
        nextAttemptAt: later(now, backoffMs(row.attempts)),
        attempts: row.attempts,
      });
    });
  }
}

/**
 * A claimed row goes back to the queue unsent, its SequenceID unspent and the claim's try not counted; with what
 * holds it (readiness problems, or the exceptions of the client or employee record the aggregator refused), which
 * devices read (`evvsubmission`, core's visitStanding).
 */
const backToQueue = (
  db: Database,
  row: OutboxRow,
  held: { problems: ReadinessCode[]; exceptions?: StoredEvvException[] },
  nextAttemptAt: Date,
) => finish(db, [row.id], { status: 'queued', attempts: row.attempts - 1, ...held, nextAttemptAt });

/**
 * A visit row claimed while a later send of its visit was queued beside it (a correction that came while this row
 * was held by a worker, so not withdrawn then) is withdrawn now instead of sent, unsent and its try not counted:
 * the later one sends the same record, built when sent, with the higher SequenceID.
 */
async function withdrawIfSuperseded(db: Database, row: OutboxRow, now: Date): Promise<boolean> {
  const [later] = await db
    .select({ id: evvOutbox.id })
    .from(evvOutbox)
    .where(
      and(
        eq(evvOutbox.kind, row.kind),
        eq(evvOutbox.subjectId, row.subjectId),
        isNull(evvOutbox.deletedAt),
        sql`${evvOutbox.sequenceId}::numeric > ${row.sequenceId}::numeric`,
      ),
    )
    .limit(1);
  if (!later) return false;
  await finish(db, [row.id], { status: 'queued', attempts: row.attempts - 1, deletedAt: now });
  return true;
}

/** The exception the aggregator gives a visit whose client (0) or employee (1) it does not know (CT v1.5 §9.4). */
const UNKNOWN_PARTY: Record<'client' | 'employee', StoredEvvException> = {
  client: {
    id: '0',
    description: 'Unknown Client: the aggregator refused the client record this visit names.',
  },
  employee: {
    id: '1',
    description: 'Unknown Employee: the aggregator refused the employee record this visit names.',
  },
};

/**
 * The client and employee records of a visit whose latest send the aggregator rejected (a later send of one, still
 * on its way or accepted, is not a refusal): its exceptions, and when the result came.
 */
async function refusedParties(db: Database, organizationId: number, clientId: number, staffId: number) {
  const refused: { kind: 'client' | 'employee'; exceptions: StoredEvvException[]; resultAt: Date | null }[] =
    [];
  for (const [kind, subjectId] of [
    ['client', clientId],
    ['employee', staffId],
  ] as const) {
    const [latest] = await db
      .select({ status: evvOutbox.status, exceptions: evvOutbox.exceptions, resultAt: evvOutbox.resultAt })
      .from(evvOutbox)
      .where(
        and(
          eq(evvOutbox.kind, kind),
          eq(evvOutbox.subjectId, subjectId),
          eq(evvOutbox.organizationId, organizationId),
          // An unanswered send always has a later one queued beside it: that one says where the record stands.
          ne(evvOutbox.status, 'unanswered'),
        ),
      )
      .orderBy(desc(sql`${evvOutbox.sequenceId}::numeric`))
      .limit(1);
    if (latest?.status === 'rejected')
      refused.push({ kind, exceptions: latest.exceptions, resultAt: latest.resultAt });
  }
  return refused;
}

/** A client's or employee's record in an organization as it stands now, digested as its sends are. */
const contentNow =
  (options: OutboxWorkerOptions, organizationId: number): PartyContent =>
  (kind, subjectId) =>
    partyContentHash(options.sources, { kind, subjectId, organizationId });

/**
 * Which claimed rows go in the batch. A visit core's readiness check finds problems in is held and looked at again
 * later (issue 32 item 3: the aggregator would reject it). A ready visit whose client or employee record the
 * aggregator refused is held too, with that record's exceptions (what the device shows), and looked at again
 * RECHECK_MS later; only then is the record queued again (the office may have fixed it), never on every run. A
 * ready visit whose client or employee the aggregator has never been sent, or whose record changed since the
 * aggregator accepted it, waits while theirs is queued.
 */
async function readyToSend(options: OutboxWorkerOptions, rows: readonly OutboxRow[], now: Date) {
  const { db } = options.sources;
  const ready: { row: OutboxRow; record: BuiltRecord }[] = [];
  for (const row of rows) {
    if (row.kind === 'visit' && (await withdrawIfSuperseded(db, row, now))) continue;
    const record = await buildRecord(options.sources, row);
    if (!record) {
      await finish(
        db,
        [row.id],
        rejected([{ id: 'missing', description: 'The record is no longer on the server.' }], now),
      );
      continue;
    }
    const visit = record.visit;
    // Core's readiness check, on a visit about to be sent (never on one whose result is polled).
    const problems = visit ? await visitReadiness(db, visit) : [];
    if (problems.length > 0) {
      await backToQueue(db, row, { problems, exceptions: [] }, later(now, RECHECK_MS));
      continue;
    }
    if (!visit) {
      // What the record holds as sent: a later visit sends it again once that changes.
      await finish(db, [row.id], { contentHash: record.contentHash });
      ready.push({ row, record });
      continue;
    }
    const parties = { ...row, clientId: visit.recipient.clientId, staffId: visit.provider.staffId };
    const refused = await refusedParties(db, row.organizationId, parties.clientId, parties.staffId);
    const lastRefusal = Math.max(...refused.map((party) => party.resultAt?.getTime() ?? 0));
    if (refused.length > 0 && now.getTime() - lastRefusal < RECHECK_MS) {
      const exceptions = refused.flatMap((party) => [UNKNOWN_PARTY[party.kind], ...party.exceptions]);
      await backToQueue(db, row, { problems: [], exceptions }, later(now, RECHECK_MS));
    } else if (await queueParties(db, parties, now, contentNow(options, row.organizationId))) {
      // Sent (again): the visit waits for their results, keeping what it waited for until then.
      await backToQueue(db, row, { problems: [] }, now);
    } else ready.push({ row, record });
  }
  return ready;
}

async function sendKind(options: OutboxWorkerOptions, kind: EvvOutboxKind, now: Date): Promise<number> {
  const { db, profile } = options.sources;
  const limit = Math.min(options.batchSize ?? profile.maxBatchSize, profile.maxBatchSize);
  const ready = await readyToSend(options, await claim(db, 'queued', now, limit, kind), now);
  if (ready.length === 0) return 0;
  const sending = ready.map(({ row }) => row);
  const ids = sending.map((row) => row.id);
  const outcome = await options.transport.sendBatch(
    kind,
    ready.map(({ record }) => record.payload),
  );
  if (outcome.taken === true) {
    await finish(db, ids, {
      status: 'sent',
      transactionId: outcome.transactionId,
      // Whatever held it is past: the aggregator's result says where it stands now.
      problems: [],
      exceptions: [],
      nextAttemptAt: later(now, BACKOFF_BASE_MS),
    });
    options.log?.(`EVV outbox: ${kind} batch of ${ids.length} taken by the aggregator`);
  } else if (outcome.taken === false && outcome.wholeBatchInvalid) {
    await finish(db, ids, rejected([{ id: 'batch', description: outcome.refusal }], now));
    options.log?.(`EVV outbox: ${kind} batch of ${ids.length} refused as invalid`);
  } else if (outcome.taken === false) {
    // Nothing was taken (an answer without a transaction id): the same SequenceIDs go again after the backoff.
    for (const row of sending)
      await finish(db, [row.id], { status: 'queued', nextAttemptAt: later(now, backoffMs(row.attempts)) });
    options.log?.(`EVV outbox: ${kind} batch of ${ids.length} not taken; retried later`);
  } else {
    await spend(db, sending, now);
    options.log?.(`EVV outbox: ${kind} batch of ${ids.length} got no answer; queued again`);
  }
  return ids.length;
}

/**
 * The aggregator's result for a row: by its key and SequenceID, or by its SequenceID alone when that is unique. A
 * record sent without its key (a client without a Medicaid id) has the one keyless result of its SequenceID: two
 * clients queued in the same second share one, and the other's result has its key.
 */
function resultFor(results: readonly AggregatorResult[], key: string | null, sequenceId: string) {
  const bySequence = results.filter((result) => result.sequenceId === sequenceId);
  const sameKey = bySequence.filter((result) => result.key === key);
  return (
    (key !== null || sameKey.length === 1 ? sameKey[0] : undefined) ??
    (bySequence.length === 1 ? bySequence[0] : undefined)
  );
}

async function pollBatches(options: OutboxWorkerOptions, now: Date): Promise<number> {
  const { db, profile } = options.sources;
  const rows = await claim(db, 'sent', now, profile.maxBatchSize);
  const batches = new Map<string, OutboxRow[]>();
  for (const row of rows) {
    const batch = `${row.kind} ${row.transactionId ?? ''}`;
    const rowsOfBatch = batches.get(batch);
    if (rowsOfBatch) rowsOfBatch.push(row);
    else batches.set(batch, [row]);
  }
  let settled = 0;
  for (const batch of batches.values()) {
    const { kind, transactionId } = batch[0]!;
    const status = await options.transport.batchStatus(kind, transactionId!, profile.parties.resultKey[kind]);
    if (!status.ready) {
      for (const row of batch)
        await finish(db, [row.id], {
          attempts: row.attempts + 1,
          nextAttemptAt: later(now, backoffMs(row.attempts + 1)),
        });
      continue;
    }
    for (const row of batch) {
      const record = await buildRecord(options.sources, row);
      const result = resultFor(status.results, record?.key ?? null, row.sequenceId);
      await finish(
        db,
        [row.id],
        result === undefined
          ? rejected([{ id: 'missing', description: 'The aggregator gave no result for this record.' }], now)
          : {
              status: result.accepted ? 'accepted' : 'rejected',
              exceptions: result.exceptions,
              resultAt: now,
            },
      );
      settled++;
    }
  }
  if (settled > 0) options.log?.(`EVV outbox: ${settled} results stored`);
  return settled;
}

/**
 * One run of the outbox (issue 32 item 5): rows a crashed run held are spent and queued again, due records are
 * sent in batches of one kind (clients, employees, then visits), and the results of sent batches are polled.
 */
export async function runOutboxOnce(
  options: OutboxWorkerOptions,
): Promise<{ sent: number; settled: number }> {
  const { db } = options.sources;
  const now = options.now();
  await spend(db, await claim(db, 'sending', now, 1000), now);
  let sent = 0;
  for (const kind of SEND_ORDER) sent += await sendKind(options, kind, now);
  const settled = await pollBatches(options, now);
  return { sent, settled };
}

/**
 * Runs the outbox every `intervalMs` until stopped (main.ts, when AGGREGATOR is not `none`). A failed run is
 * logged by its kind of error alone (a database error's text may hold values) and the next run goes on.
 */
export function startOutboxWorker(options: OutboxWorkerOptions & { intervalMs: number }) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runOutboxOnce(options)
      .catch((error: unknown) => {
        options.log?.(`EVV outbox run failed (${error instanceof Error ? error.name : 'unknown error'})`);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

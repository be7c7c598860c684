import {
  latestSubmission,
  visitStanding,
  type EvvSubmission,
  type Staff,
  type VisitStanding,
} from '@carevisit/core';
import type { RecordStore } from '../record-store.ts';
import { groupByVisit } from './visit-submissions.ts';
import { observeTables } from './observed-tables.ts';
import { localCorrectionsByVisit, type LocalCorrection } from './visit-corrections.ts';

/** A team member's visit as her supervisor sees it: its latest send, who made the visit, and where it stands. */
export interface TeamVisit {
  submission: EvvSubmission;
  /** 'Last, First'; null while the staff record is not on the device. */
  staffName: string | null;
  /** The times it bills: a correction's made on this device while it waits, else those of the latest send. */
  start: string | null;
  end: string | null;
  standing: VisitStanding;
  /** This device's correction of it the server has not stored yet: waiting, in flight, or refused. */
  correction: LocalCorrection | null;
}

async function staffNames(store: RecordStore, staffIds: readonly number[]): Promise<Map<number, string>> {
  const rows = (await store.table('staff').bulkGet([...new Set(staffIds)])).filter(
    (row) => row !== undefined,
  );
  const { opened } = await store.openReadable<Staff>('staff', rows);
  return new Map(opened.map(({ data }) => [data.staffId, `${data.lastName}, ${data.firstName}`]));
}

/**
 * A supervisor's list of her team's verified visits that are not yet accepted (issue 32 item 7), from the sends
 * the server gives her of the staff she supervises: each visit once, as its latest send, by date of service and
 * start. Where one stands comes from the server's sends alone: her device holds no evidence of others' visits.
 */
export async function teamVisits(store: RecordStore, staffId: number): Promise<TeamVisit[]> {
  await observeTables(store, ['evvSubmission', 'staff', 'visitCorrection']);
  const rows = await store.table('evvSubmission').where('staffId').notEqual(staffId).toArray();
  const { opened } = await store.openReadable<EvvSubmission>('evvSubmission', rows);
  const corrections = await localCorrectionsByVisit(store);
  const latest = [...groupByVisit(opened.map(({ data }) => data)).values()].map((sends) => {
    const submission = latestSubmission(sends)!;
    const correction = corrections.get(submission.evvVisitId) ?? null;
    // A correction waiting on this device is the visit's next send: ready to go, with its times.
    const waiting = correction !== null && correction.syncState !== 'error' ? correction.data : null;
    return {
      submission,
      start: waiting ? waiting.startDateTime : submission.visitStart,
      end: waiting ? waiting.endDateTime : submission.visitEnd,
      standing: visitStanding([], waiting ? [] : sends),
      correction,
    };
  });
  const open = latest.filter(({ standing }) => standing.status !== 'accepted');
  const names = await staffNames(
    store,
    open.map(({ submission }) => submission.staffId),
  );
  return open
    .map((visit) => ({ ...visit, staffName: names.get(visit.submission.staffId) ?? null }))
    .sort(
      (a, b) =>
        a.submission.serviceDate.localeCompare(b.submission.serviceDate) ||
        (a.start ?? '').localeCompare(b.start ?? '') ||
        a.submission.evvVisitId - b.submission.evvVisitId,
    );
}

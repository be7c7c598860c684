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

/** A team member's visit as her supervisor sees it: its latest send, who made the visit, and where it stands. */
export interface TeamVisit {
  submission: EvvSubmission;
  /** 'Last, First'; null while the staff record is not on the device. */
  staffName: string | null;
  standing: VisitStanding;
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
  await observeTables(store, ['evvSubmission', 'staff']);
  const rows = await store.table('evvSubmission').where('staffId').notEqual(staffId).toArray();
  const { opened } = await store.openReadable<EvvSubmission>('evvSubmission', rows);
  const latest = [...groupByVisit(opened.map(({ data }) => data)).values()].map((sends) => ({
    submission: latestSubmission(sends)!,
    standing: visitStanding([], sends),
  }));
  const open = latest.filter(({ standing }) => standing.status !== 'accepted');
  const names = await staffNames(
    store,
    open.map(({ submission }) => submission.staffId),
  );
  return open
    .map(({ submission, standing }) => ({
      submission,
      staffName: names.get(submission.staffId) ?? null,
      standing,
    }))
    .sort(
      (a, b) =>
        a.submission.serviceDate.localeCompare(b.submission.serviceDate) ||
        (a.submission.visitStart ?? '').localeCompare(b.submission.visitStart ?? '') ||
        a.submission.evvVisitId - b.submission.evvVisitId,
    );
}

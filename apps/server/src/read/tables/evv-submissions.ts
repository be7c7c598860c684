import { and, eq, inArray, sql } from 'drizzle-orm';
import { evvSubmissionStatuses } from '@carevisit/core';
import { appointments, clients, evvOutbox, visitCorrections, visits } from '../../db/schema/index.ts';
import { oneOf } from '../../db/text-values.ts';
import { defineReader } from '../table-reader.ts';
import { qualified } from '../json-object.ts';
import { iso } from './define.ts';
import { visibleVisitIds } from './visible-visits.ts';

type OutboxRow = typeof evvOutbox.$inferSelect;

/** What a submission needs from its visit, its appointment and its client, built as JSON by PostgreSQL. */
interface SubmittedVisit {
  appointmentId: number;
  staffId: number;
  clientId: number;
  clientFirstName: string;
  clientLastName: string;
  /** The appointment's date, yyyy-MM-dd (JSON writes a date so on every server). */
  serviceDate: string;
  /** Timestamps come back from JSON as text with an offset; the resource says them in ISO UTC. */
  visitStart: string | null;
  visitEnd: string | null;
}

/** A time of the visit's latest correction (issue 32 item 5: by made_at, then id, as core orders them). */
const corrected = (column: typeof visitCorrections.startAt | typeof visitCorrections.endAt) =>
  sql`(select ${qualified(column)} from ${visitCorrections}
    where ${qualified(visitCorrections.visitId)} = ${qualified(visits.id)}
    order by ${qualified(visitCorrections.madeAt)} desc, ${qualified(visitCorrections.id)} desc limit 1)`;

/**
 * The visit a row sends, looked up in the page's own statement: the times as sent are those of the latest
 * correction where a supervisor corrected the visit, else the adjusted ones where it was edited (an Edit Times that
 * asked no reason moves the shown ones), else the calls (core's visitTimeEdits and Cures Act record do the same).
 */
const submittedVisit = sql<SubmittedVisit | null>`(select json_build_object(
    'appointmentId', ${qualified(visits.appointmentId)},
    'staffId', ${qualified(visits.staffId)},
    'clientId', ${qualified(visits.clientId)},
    'clientFirstName', ${qualified(clients.firstName)},
    'clientLastName', ${qualified(clients.lastName)},
    'serviceDate', ${qualified(appointments.appointmentDate)},
    'visitStart', coalesce(${corrected(visitCorrections.startAt)}, ${qualified(visits.adjustedBeginDateTime)},
      ${qualified(visits.startDateTime)}, ${qualified(visits.beginActualDateTime)}),
    'visitEnd', coalesce(${corrected(visitCorrections.endAt)}, ${qualified(visits.adjustedEndDateTime)},
      ${qualified(visits.endDateTime)}, ${qualified(visits.endActualDateTime)}))
  from ${visits}
    join ${appointments} on ${qualified(appointments.id)} = ${qualified(visits.appointmentId)}
    join ${clients} on ${qualified(clients.id)} = ${qualified(visits.clientId)}
  where ${qualified(visits.id)} = ${qualified(evvOutbox.subjectId)}
  limit 1)`;

const asIso = (text: string | null): string | null => (text === null ? null : new Date(text).toISOString());

function submissionResource(row: OutboxRow, _extras: undefined, looked: { visit: SubmittedVisit | null }) {
  const { visit } = looked;
  // The scope reads only rows whose visit exists: this is a broken invariant, never a caller's input.
  if (!visit) throw new TypeError('an EVV submission without its visit');
  return {
    submissionId: row.id,
    evvVisitId: row.subjectId,
    appointmentId: visit.appointmentId,
    staffId: visit.staffId,
    clientId: visit.clientId,
    clientFirstName: visit.clientFirstName,
    clientLastName: visit.clientLastName,
    serviceDate: visit.serviceDate,
    visitStart: asIso(visit.visitStart),
    visitEnd: asIso(visit.visitEnd),
    sequenceId: row.sequenceId,
    // The contract's list, checked: a status the devices do not know fails the read loudly.
    status: oneOf(evvSubmissionStatuses, row.status),
    problems: row.problems,
    // Within the contract's lengths, so that one long aggregator text cannot make a device refuse the page.
    exceptions: row.exceptions.map(({ id, description }) => ({
      id: id.slice(0, 40),
      description: description.slice(0, 500),
    })),
    queuedDate: row.queuedAt.toISOString(),
    resultDate: iso(row.resultAt),
  };
}

export const evvSubmissionReaders = {
  // Issue 32 item 7: each send of a visit to the aggregator (the outbox's visit rows; clients' and employees'
  // records stay on the server), so the caregiver's device, and her supervisor's, can say where it stands.
  evvsubmission: defineReader('evvsubmission', evvOutbox, {
    holdsClientData: true,
    scope: (ctx) => and(eq(evvOutbox.kind, 'visit'), inArray(evvOutbox.subjectId, visibleVisitIds(ctx)))!,
    ofClient: (ctx, clientId) =>
      inArray(evvOutbox.subjectId, visibleVisitIds(ctx, eq(visits.clientId, clientId))),
    lookups: { visit: submittedVisit },
    toResource: submissionResource,
  }),
};

import {
  billedMinutes,
  billedTimes,
  correctionEdits,
  deviceCheckSpeaks,
  isVerifiedForPayer,
  serviceDateOf,
  visitStanding,
  type CuresRecord,
  type StoredVisitCorrection,
  type VisitEvidence,
  type VisitStanding,
} from '@carevisit/core';
import type { AppointmentData } from '../appointment-data.ts';
import type { LocalAppointment } from '../appointments-repository.ts';
import type { ClientData } from '../client-data.ts';
import type { RecordStore } from '../record-store.ts';
import type { VisitData } from '../visit-data.ts';
import { coreVisitOf } from './core-visit.ts';
import { evidenceReadiness } from './device-readiness.ts';
import { localData, localRecord } from './local-record.ts';
import { localVisitEvidence } from './local-visit-evidence.ts';
import { STANDING_TABLES, observeTables } from './observed-tables.ts';
import { staffAppointments } from './other-visits.ts';
import { submissionsByVisit } from './visit-submissions.ts';
import { storedCorrectionsByVisit } from './visit-corrections.ts';

/** One verified visit of the caregiver's week: what it bills and where it stands with the payer. */
export interface PayWeekVisit {
  visit: VisitData;
  appointment: LocalAppointment;
  /** 'Last, First'; null while the client's record is not on the device. */
  clientName: string | null;
  /**
   * The start and end it bills, and their minutes: a supervisor's latest correction's, else adjusted where its times
   * were edited, else its calls.
   */
  times: CuresRecord['times'];
  minutes: number;
  /** Null for a visit of an activity EVV does not apply to: it is paid without the state's aggregator. */
  standing: VisitStanding | null;
  /** A supervisor's latest correction of its times, when it has one: when, and the reason code's name. */
  correction: { madeAt: string; reason: string | null } | null;
}

/** A visit of the week before its standing is known, with the times it bills and when it starts. */
interface WeekVisit {
  data: VisitData;
  appointment: LocalAppointment;
  times: CuresRecord['times'];
  corrections: readonly StoredVisitCorrection[];
  /** The billed start, else the booked one. */
  startMillis: number;
}

async function appointmentOf(
  store: RecordStore,
  appointments: ReadonlyMap<number, LocalAppointment>,
  appointmentId: number,
): Promise<LocalAppointment | undefined> {
  const known = appointments.get(appointmentId);
  if (known) return known;
  const found = await localRecord<AppointmentData>(store, 'appointment', appointmentId);
  return found && { ...found.data, syncState: found.row.syncState, syncError: found.row.syncError };
}

/** The latest of a visit's corrections (as core orders them), with its reason code's name when on the device. */
function latestCorrection(
  corrections: readonly StoredVisitCorrection[],
  reasonCodes: VisitEvidence['reasonCodes'],
): PayWeekVisit['correction'] {
  const latest = correctionEdits(corrections).at(-1);
  if (!latest) return null;
  const reason = reasonCodes.find((code) => code.descriptorId === latest.reasonCodeId);
  return { madeAt: latest.madeAt, reason: reason?.name ?? null };
}

async function clientNameOf(store: RecordStore, clientId: number): Promise<string | null> {
  const client = await localData<ClientData>(store, 'client', clientId);
  return client?.firstName === undefined || client.lastName === undefined
    ? null
    : `${client.lastName}, ${client.firstName}`;
}

/** The caregiver's verified visits (for the payer, not deleted) whose date of service is one of the days, by start. */
async function verifiedVisitsOn(
  store: RecordStore,
  staffId: number,
  appointments: readonly LocalAppointment[],
  days: ReadonlySet<string>,
  timeZone: string,
): Promise<WeekVisit[]> {
  const rows = await store.table('visit').where('staffId').equals(staffId).toArray();
  const { opened } = await store.openReadable<VisitData>('visit', rows);
  const corrections = await storedCorrectionsByVisit(
    store,
    opened.map(({ data }) => data.evvVisitId),
  );
  const appointmentsById = new Map(
    appointments.map((appointment) => [appointment.appointmentId, appointment]),
  );
  const found: WeekVisit[] = [];
  for (const { row, data } of opened) {
    const forPayer = isVerifiedForPayer({ ...data, syncState: row.syncState }) && data.deletedDate === null;
    const visit = forPayer ? coreVisitOf(data) : null;
    const appointment = visit && (await appointmentOf(store, appointmentsById, data.appointmentId));
    const ofVisit = corrections.get(data.evvVisitId) ?? [];
    const times = visit && billedTimes(visit, ofVisit);
    if (
      !times ||
      !appointment ||
      !days.has(serviceDateOf(times.start, appointment.appointmentDate, timeZone))
    )
      continue;
    const startMillis = Date.parse(times.start ?? appointment.startDateInstance);
    found.push({ data, appointment, times, corrections: ofVisit, startMillis });
  }
  return found.sort((a, b) => a.startMillis - b.startMillis || a.data.evvVisitId - b.data.evvVisitId);
}

/**
 * "Will I be paid" (issue 32 item 7): the caregiver's verified visits whose date of service (the date the payer is
 * told, in the organization's zone) is one of the week's days, by start, each with the minutes it bills and where
 * it stands: the server's sends of it, else the device's readiness check (her appointments read once for all).
 */
export async function payWeekVisits(
  store: RecordStore,
  staffId: number,
  weekDays: readonly string[],
  timeZone: string,
): Promise<PayWeekVisit[]> {
  await observeTables(store, STANDING_TABLES);
  const appointments = await staffAppointments(store, staffId);
  const week = await verifiedVisitsOn(store, staffId, appointments, new Set(weekDays), timeZone);
  const submissions = await submissionsByVisit(
    store,
    week.map(({ data }) => data.evvVisitId),
  );
  return Promise.all(
    week.map(async ({ data, appointment, times, corrections }) => {
      const evidence = await localVisitEvidence(store, data.evvVisitId);
      const sends = submissions.get(data.evvVisitId) ?? [];
      const problems = evidence && deviceCheckSpeaks(sends) ? evidenceReadiness(evidence, appointments) : [];
      return {
        visit: data,
        appointment,
        clientName: await clientNameOf(store, data.clientId),
        times,
        minutes: billedMinutes(times),
        standing: evidence && !evidence.billing.evvApplies ? null : visitStanding(problems, sends),
        correction: latestCorrection(corrections, evidence?.reasonCodes ?? []),
      };
    }),
  );
}

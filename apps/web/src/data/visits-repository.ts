import {
  isOpenVisit,
  isRejectedVerification,
  keptQualifiers,
  visitWillNotBeSent,
  type AppointmentStatus,
  type VisitProgress,
} from '@carevisit/core';
import type { AppointmentData } from './appointment-data.ts';
import type { Clock } from './clock.ts';
import { commitTogether, rowOf, type RecordWrite } from './local-writes.ts';
import type { RecordId, StoredRecord, SyncMeta } from './record-types.ts';
import type { OpenedRecord, RecordStore } from './record-store.ts';
import { RecordNotFoundError } from './record-errors.ts';
import { nextTempIds } from './temp-ids.ts';
import type { VisitData } from './visit-data.ts';
import {
  blankVisit,
  closedWithoutVerification,
  startedState,
  verifiedState,
  type VisitVerificationAnswers,
} from './visit-states.ts';

export type { VisitVerificationAnswers } from './visit-states.ts';

/** Where the device was when the session started or stopped (spec 1 §5: location is required). */
export interface VisitReading {
  latitude: number;
  longitude: number;
}

export interface VisitStartInput {
  appointmentId: number;
  at: Date;
  reading: VisitReading;
  /**
   * The Appointment dialog's changes to the appointment (its start mode), applied to it as read and written in
   * the same transaction as the visit: an appointment whose visit cannot start is not touched, so nothing of it
   * is sent.
   */
  applyChanges?: (appointment: AppointmentData) => Promise<AppointmentData>;
}

export interface VisitEndInput {
  at: Date;
  reading: VisitReading;
}

/** A visit for a screen: its data and how it stands with the server. */
export type LocalVisit = VisitData & Pick<SyncMeta, 'syncState' | 'syncError'>;

/** The visit was verified and the server has it, or will: it cannot be started, stopped or reopened again. */
export class VisitClosedError extends Error {
  override readonly name = 'VisitClosedError';
  constructor(readonly evvVisitId: number) {
    super(`visit ${evvVisitId} is verified and closed`);
  }
}

export interface VisitsRepositoryOptions {
  store: RecordStore;
  clock: Clock;
  /** Told after every local write, e.g. to ask the sync engine to send it. */
  onChange?: () => void;
  /** The visit's device id (a random UUID); tests pass their own. */
  newDeviceVisitId?: () => string;
}

/** What a step did: the visit as it now is, and whether it wrote anything. */
interface StepResult {
  visit: LocalVisit;
  wrote: boolean;
}

const COMMIT_ATTEMPTS = 5;

/**
 * A user's visits on the device (spec 1 §4 Visit status: start, end, verify), local first (principle 2): each
 * step writes the visit as dirty, together with its appointment when that changes too, in one transaction,
 * and returns at once; the sync engine sends it after its appointment. A visit is one record from start to
 * verify, so it reaches the server once however often it changes. Ids given out stay usable after the sync
 * engine swaps temporary ids for the server's (idMap).
 */
export class VisitsRepository {
  constructor(private readonly options: VisitsRepositoryOptions) {}

  /**
   * spec 1 §4: start sets the begin actual time and start location and moves the appointment to In Session.
   * A second start of an appointment whose visit is already open returns that visit: a double tap, or two
   * screens, never make two visits.
   */
  async start({ appointmentId, at, reading, applyChanges }: VisitStartInput): Promise<LocalVisit> {
    const { store, clock } = this.options;
    let tempId: number | null = null;
    return this.retry(async () => {
      const appointmentRow = await rowOf(this.options.store, 'appointment', appointmentId);
      const stored = await store.open<AppointmentData>('appointment', appointmentRow);
      const siblings = await this.visitsOf([appointmentRow.id as number]);
      const open = siblings.find(({ row, data }) => isOpenVisit(progressOf(data, row)));
      if (open) return { visit: local(open.data, open.row), wrote: false };
      const verified = siblings.find(({ data }) => data.complete === 1);
      if (verified) throw new VisitClosedError(verified.data.evvVisitId);
      const appointment = applyChanges ? await applyChanges(stored) : stored;
      // A visit the server prepared (complete -1) is the appointment's one visit: it is started in place.
      const prepared = siblings.find(({ data }) => data.complete === -1);
      const evvVisitId = prepared?.data.evvVisitId ?? (tempId ??= (await nextTempIds(store.db, clock))[0]!);
      const startedAt = at.toISOString();
      const visit: VisitData = {
        ...(prepared?.data ?? blankVisit(appointment, evvVisitId, this.deviceVisitId())),
        appointmentId: appointment.appointmentId,
        appointmentStatus: 'In Session',
        visitStatus: 'start',
        complete: 0,
        startDateTime: startedAt,
        beginActualDateTime: startedAt,
        startLatitude: reading.latitude,
        startLongitude: reading.longitude,
      };
      const writes: RecordWrite[] = [
        { table: 'visit', before: prepared?.row ?? null, data: visit },
        {
          table: 'appointment',
          before: appointmentRow,
          data: {
            ...appointment,
            status: 'In Session',
            actualStartTime: startedAt,
            actualEndTime: null,
            evvVisitId,
          },
        },
      ];
      const siblingIds = siblings.map(({ row }) => row.id);
      const saved = await commitTogether(this.options.store, writes, async () => {
        // Another start may have made a visit for this appointment meanwhile; then look again.
        const now = await store.table('visit').where('appointmentId').equals(appointmentRow.id).primaryKeys();
        return sameIds(now, siblingIds);
      });
      return saved ? written(visit) : null;
    });
  }

  /**
   * spec 1 §4: end records the end time and location. Stopping a visit whose verification the server refused
   * first takes it back to started (spec 1 §8: a failed verify reverts to the started state).
   */
  async end(visitId: number, { at, reading }: VisitEndInput): Promise<LocalVisit> {
    return this.retry(async () => {
      const { row, data } = await this.openVisit(visitId);
      if (isClosed(data, row)) throw new VisitClosedError(data.evvVisitId);
      const base = isRejectedVerification(progressOf(data, row)) ? startedState(data) : data;
      const endedAt = at.toISOString();
      const visit: VisitData = {
        ...base,
        visitStatus: 'end',
        complete: 0,
        endDateTime: endedAt,
        endActualDateTime: endedAt,
        endLatitude: reading.latitude,
        endLongitude: reading.longitude,
      };
      const saved = await commitTogether(this.options.store, [{ table: 'visit', before: row, data: visit }]);
      return saved ? written(visit) : null;
    });
  }

  /**
   * spec 1 §4: verify sets complete to 1 and saves the appointment status (with the Kept qualifiers and the
   * actual times), in one transaction, which takes the visit off the active list. Idempotent: a visit that is
   * already verified (unless the server refused it for a reason a new verification can fix) is returned as it
   * is, so a second Submit saves nothing.
   */
  async verify(visitId: number, answers: VisitVerificationAnswers): Promise<LocalVisit> {
    const { store } = this.options;
    return this.retry(async () => {
      const { row, data } = await this.openVisit(visitId);
      if (isClosed(data, row)) return { visit: local(data, row), wrote: false };
      if (data.endActualDateTime === null) throw new Error(`visit ${data.evvVisitId} has not been stopped`);
      const appointmentRow = await rowOf(this.options.store, 'appointment', data.appointmentId);
      const appointment = await store.open<AppointmentData>('appointment', appointmentRow);
      const status: AppointmentStatus = answers.status;
      const visit = visitWillNotBeSent(status)
        ? closedWithoutVerification(data, status)
        : verifiedState(data, answers);
      const saved = await commitTogether(this.options.store, [
        { table: 'visit', before: row, data: visit },
        {
          table: 'appointment',
          before: appointmentRow,
          data: {
            ...appointment,
            status,
            // spec 1 §4: on save only qualifiers with a positive integer descriptorId are kept, and only for Kept.
            activityDetailDescriptorList: status === 'Kept' ? keptQualifiers(answers.qualifiers) : [],
            actualStartTime: data.beginActualDateTime,
            actualEndTime: data.endActualDateTime,
          },
        },
      ]);
      return saved ? written(visit) : null;
    });
  }

  /**
   * spec 1 §4, §8: back to the started state with the end data cleared, after a cancelled verification or one
   * the server refused; the session is active again and its stopwatch keeps running from the begin time. The
   * appointment is left as it is: a status the server may already hold cannot be taken back, and the next
   * verify saves it again.
   */
  async revertToStarted(visitId: number): Promise<LocalVisit> {
    return this.retry(async () => {
      const { row, data } = await this.openVisit(visitId);
      if (isClosed(data, row)) throw new VisitClosedError(data.evvVisitId);
      const visit = startedState(data);
      const saved = await commitTogether(this.options.store, [{ table: 'visit', before: row, data: visit }]);
      return saved ? written(visit) : null;
    });
  }

  async get(visitId: number): Promise<LocalVisit | undefined> {
    const found = await this.openVisit(visitId).catch((error: unknown) => {
      if (error instanceof RecordNotFoundError) return undefined;
      throw error;
    });
    return found && local(found.data, found.row);
  }

  /** A staff member's open sessions (complete 0, or a verification the server refused), by begin time. */
  async activeVisits(staffId: number): Promise<LocalVisit[]> {
    const { store } = this.options;
    const rows = await store.table('visit').where('staffId').equals(staffId).toArray();
    const { opened } = await store.openReadable<VisitData>('visit', rows);
    return opened
      .map(({ row, data }) => local(data, row))
      .filter((visit) => isOpenVisit(visit))
      .sort((a, b) => (a.beginActualDateTime ?? '').localeCompare(b.beginActualDateTime ?? ''));
  }

  /** The appointment's visit: the open one if there is one, else the latest; by a temporary or server id. */
  async visitOfAppointment(appointmentId: number): Promise<LocalVisit | undefined> {
    const mapped = await this.options.store.db.idMap.get(`appointment:${appointmentId}`);
    const opened = await this.visitsOf(mapped ? [appointmentId, mapped.serverId] : [appointmentId]);
    const visits = opened.map(({ row, data }) => local(data, row));
    return (
      visits.find((visit) => isOpenVisit(visit)) ??
      visits.sort((a, b) => (b.beginActualDateTime ?? '').localeCompare(a.beginActualDateTime ?? ''))[0]
    );
  }

  private async visitsOf(appointmentIds: number[]): Promise<OpenedRecord<VisitData>[]> {
    const { store } = this.options;
    const rows = await store.table('visit').where('appointmentId').anyOf(appointmentIds).toArray();
    return (await store.openReadable<VisitData>('visit', rows)).opened;
  }

  private async openVisit(visitId: number): Promise<{ row: StoredRecord; data: VisitData }> {
    const row = await rowOf(this.options.store, 'visit', visitId);
    return { row, data: await this.options.store.open<VisitData>('visit', row) };
  }

  /** Runs a step until it commits (null means something changed meanwhile: read again and redo). */
  private async retry(step: () => Promise<StepResult | null>): Promise<LocalVisit> {
    for (let attempt = 0; attempt < COMMIT_ATTEMPTS; attempt++) {
      const result = await step();
      if (result) {
        if (result.wrote) this.options.onChange?.();
        return result.visit;
      }
    }
    throw new Error('the visit kept changing while being saved');
  }

  private deviceVisitId(): string {
    return this.options.newDeviceVisitId?.() ?? crypto.randomUUID();
  }
}

const written = (data: VisitData): StepResult => ({
  visit: { ...data, syncState: 'dirty', syncError: null },
  wrote: true,
});

const local = (data: VisitData, row: StoredRecord): LocalVisit => ({
  ...data,
  syncState: row.syncState,
  syncError: row.syncError,
});

/** How the visit stands for the core rules of visit-session.ts. */
const progressOf = (data: VisitData, row: StoredRecord): VisitProgress => ({
  complete: data.complete,
  syncState: row.syncState,
  verifiedElsewhere: data.verifiedElsewhere,
});

/** Verified for good: not a refused verification that is stopped and verified again (spec 1 §8). */
const isClosed = (data: VisitData, row: StoredRecord) =>
  data.complete === 1 && !isRejectedVerification(progressOf(data, row));

const sameIds = (a: readonly RecordId[], b: readonly RecordId[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

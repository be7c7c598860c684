import {
  PROGRAM_TIME_ZONE,
  dateInZone,
  formatDurationBetween,
  isOutOfRange,
  type Appointment,
  type AppointmentStatus,
  type VisitAddress,
} from '@carevisit/core';
import type { AppointmentData } from './appointment-data.ts';
import type { Clock } from './clock.ts';
import { bytesEqual } from './crypto/bytes.ts';
import { RecordNotFoundError } from './record-errors.ts';
import type { StoredRecord, SyncMeta } from './record-types.ts';
import type { RecordStore } from './record-store.ts';
import { nextTempIds } from './temp-ids.ts';

export interface AppointmentInput {
  staffId: number;
  clientId: number;
  organizationId: number;
  programId: number;
  activityId: number;
  serviceLocationId: number;
  startDateInstance: string;
  endDateInstance: string;
  status?: AppointmentStatus;
  appointmentType?: Appointment['appointmentType'];
  /** The local date the dialog shows; by default the start's date in the repository's time zone. */
  appointmentDate?: string;
  clientProgramId?: number | null;
  serviceDocumentId?: number | null;
  nonBillableMinutes?: number | null;
  actualStartTime?: string | null;
  actualEndTime?: string | null;
  activityDetailDescriptorList?: Appointment['activityDetailDescriptorList'];
  /** A new address has visitAddressId null; it is given a temporary id here. */
  startVisitAddress?: VisitAddress | null;
  endVisitAddress?: VisitAddress | null;
  sameAsEndAddress?: boolean;
}

export type AppointmentChange = Partial<Omit<AppointmentInput, 'staffId'>>;

/** An appointment for a screen: its data and how it stands with the server. */
export type LocalAppointment = AppointmentData & Pick<SyncMeta, 'syncState' | 'syncError'>;

export interface AppointmentsRepositoryOptions {
  store: RecordStore;
  clock: Clock;
  /** For the appointment date and the out-of-range flag; the server recomputes both. */
  timeZone?: string;
  /** Told after every local write, e.g. to ask the sync engine to send it. */
  onChange?: () => void;
}

const SWAP_ATTEMPTS = 5;

/**
 * A user's appointments on the device (principle 2): writes go to the local database as dirty and return at
 * once; the sync engine sends them. Ids given out stay usable after the server swaps them (idMap).
 */
export class AppointmentsRepository {
  constructor(private readonly options: AppointmentsRepositoryOptions) {}

  async create(input: AppointmentInput): Promise<LocalAppointment> {
    const { store, clock } = this.options;
    const [appointmentId] = await nextTempIds(store.db, clock);
    const data = await this.complete(
      {
        appointmentId: appointmentId!,
        activityDetailId: null,
        evvVisitId: null,
        clientId: input.clientId,
        staffId: input.staffId,
        organizationId: input.organizationId,
        programId: input.programId,
        clientProgramId: input.clientProgramId ?? null,
        activityId: input.activityId,
        serviceLocationId: input.serviceLocationId,
        serviceDocumentId: input.serviceDocumentId ?? null,
        appointmentDate: input.appointmentDate ?? '',
        appointmentType: input.appointmentType ?? 'S',
        startDateInstance: input.startDateInstance,
        endDateInstance: input.endDateInstance,
        duration: '',
        status: input.status ?? 'None',
        nonBillableMinutes: input.nonBillableMinutes ?? null,
        hadDocument: 'N',
        incidentBillToStaff: false,
        incidentBillToStaffId: null,
        appointmentOutRange: 'false',
        actualStartTime: input.actualStartTime ?? null,
        actualEndTime: input.actualEndTime ?? null,
        activityDetailDescriptorList: input.activityDetailDescriptorList ?? [],
        startVisitAddress: input.startVisitAddress ?? null,
        endVisitAddress: input.endVisitAddress ?? null,
        sameAsEndAddress: input.sameAsEndAddress ?? false,
        changedDate: null,
        deletedDate: null,
      },
      input.appointmentDate === undefined,
    );
    const meta: SyncMeta = { syncState: 'dirty', syncError: null, rev: 1, firstSentRev: null };
    await store.table('appointment').add(await store.seal('appointment', data, meta));
    this.options.onChange?.();
    return { ...data, syncState: meta.syncState, syncError: null };
  }

  /** Changes a record, by its temporary id or its server id; an 'error' record becomes dirty again. */
  async change(appointmentId: number, changes: AppointmentChange): Promise<LocalAppointment> {
    const { store } = this.options;
    const table = store.table('appointment');
    for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
      const row = await this.row(appointmentId);
      const current = await store.open<AppointmentData>('appointment', row);
      const data = await this.withChanges(current, changes);
      const meta: SyncMeta = { syncState: 'dirty', syncError: null, rev: row.rev + 1, firstSentRev: null };
      const sealed = await store.seal('appointment', data, meta);
      // Checked inside the transaction: the sync engine may have swapped or rewritten the row meanwhile.
      const saved = await store.db.transaction('rw', table, async () => {
        const now = await table.get(row.id);
        if (!now || !bytesEqual(now.iv, row.iv)) return false;
        await table.put({ ...sealed, rev: now.rev + 1, firstSentRev: now.firstSentRev });
        return true;
      });
      if (saved) {
        this.options.onChange?.();
        return { ...data, syncState: 'dirty', syncError: null };
      }
    }
    throw new Error('the appointment kept changing while being saved');
  }

  /**
   * The appointment as it would be after the changes, with what it derives from them (date, duration, range
   * flag, ids of new addresses), written nowhere: for a step that writes it together with other records.
   */
  async withChanges(current: AppointmentData, changes: AppointmentChange): Promise<AppointmentData> {
    const redate = changes.appointmentDate === undefined && changes.startDateInstance !== undefined;
    return this.complete({ ...current, ...definedOnly(changes) }, redate);
  }

  async get(appointmentId: number): Promise<LocalAppointment | undefined> {
    const row = await this.row(appointmentId).catch((error: unknown) => {
      if (error instanceof RecordNotFoundError) return undefined;
      throw error;
    });
    return row ? this.local(row) : undefined;
  }

  /** A staff member's appointments starting in [fromMillis, toMillis), by start time. */
  async listForStaff(
    staffId: number,
    range: { fromMillis: number; toMillis: number } = { fromMillis: 0, toMillis: Number.MAX_SAFE_INTEGER },
  ): Promise<LocalAppointment[]> {
    const rows = await this.options.store
      .table('appointment')
      .where('[staffId+startMillis]')
      .between([staffId, range.fromMillis], [staffId, range.toMillis], true, false)
      .toArray();
    return Promise.all(rows.map((row) => this.local(row)));
  }

  /** The appointments the server refused (syncState 'error'), wherever they fall (issue 36). */
  async listRejected(): Promise<LocalAppointment[]> {
    const rows = await this.options.store.table('appointment').where('syncState').equals('error').toArray();
    return Promise.all(rows.map((row) => this.local(row)));
  }

  private async local(row: StoredRecord): Promise<LocalAppointment> {
    const data = await this.options.store.open<AppointmentData>('appointment', row);
    return { ...data, syncState: row.syncState, syncError: row.syncError };
  }

  /** The row under this id, or under the server id a temporary id became. */
  private async row(appointmentId: number): Promise<StoredRecord> {
    const { db } = this.options.store;
    const table = this.options.store.table('appointment');
    const row = await table.get(appointmentId);
    if (row) return row;
    const mapped = await db.idMap.get(`appointment:${appointmentId}`);
    const swapped = mapped ? await table.get(mapped.serverId) : undefined;
    if (!swapped) throw new RecordNotFoundError('appointment', appointmentId);
    return swapped;
  }

  /** Values the record derives: duration, dates, out-of-range flag, temporary ids of new addresses. */
  private async complete(data: AppointmentData, redate: boolean): Promise<AppointmentData> {
    const { clock, timeZone = PROGRAM_TIME_ZONE } = this.options;
    const start = new Date(data.startDateInstance);
    const end = new Date(data.endDateInstance);
    const withIds = await this.addressIds(data);
    return {
      ...withIds,
      appointmentDate:
        redate || data.appointmentDate === '' ? dateInZone(start, timeZone) : data.appointmentDate,
      duration: formatDurationBetween(start, end),
      appointmentOutRange: isOutOfRange(start, new Date(clock()), timeZone) ? 'true' : 'false',
    };
  }

  /**
   * spec 1 §3: a new address gets "a temporary negative number derived from time", so a resent appointment
   * never creates the address twice (the server keeps a receipt per temporary id).
   */
  private async addressIds(data: AppointmentData): Promise<AppointmentData> {
    const isNew = (address: VisitAddress | null) => address !== null && address.visitAddressId === null;
    const needsEnd = isNew(data.endVisitAddress) && !data.sameAsEndAddress;
    const count = (isNew(data.startVisitAddress) ? 1 : 0) + (needsEnd ? 1 : 0);
    if (count === 0) return data;
    const ids = await nextTempIds(this.options.store.db, this.options.clock, count);
    const take = (address: VisitAddress | null) =>
      address && isNew(address) ? { ...address, visitAddressId: ids.shift()! } : address;
    return {
      ...data,
      startVisitAddress: take(data.startVisitAddress),
      endVisitAddress: needsEnd ? take(data.endVisitAddress) : data.endVisitAddress,
    };
  }
}

/** A change object may name a field with undefined: that leaves the field as it is. */
function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

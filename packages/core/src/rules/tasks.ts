import type { Appointment, AppointmentStatus } from '../entities/appointment.ts';
import type { DocumentStatus } from '../entities/document.ts';
import type { Client } from '../entities/client.ts';
import { lookupMessage } from '../messages/format.ts';
import type { MessageKey } from '../messages/format.ts';
import type { VisitComplete } from './appointment-status.ts';

/** What a task needs of an appointment. */
export type TaskAppointment = Pick<Appointment, 'status' | 'startDateInstance' | 'endDateInstance'>;
type ClientName = Pick<Client, 'lastName' | 'firstName'>;

/** spec 2 §4: the task statuses that come from an appointment alone. */
type AppointmentTaskKind = 'openSession' | 'noStatus';

export interface AppointmentTask<A> {
  kind: AppointmentTaskKind;
  appointment: A;
  client: ClientName;
  start: Date;
  /**
   * An Open Session task whose visit is already running (started here or on another device): that visit. The
   * task then stops it, as the card menu's Stop Session does; starting would only be refused (one open visit).
   */
  runningVisitId?: number;
}

/** What a task needs of an appointment's visit. */
export interface TaskVisit {
  evvVisitId: number;
  complete: VisitComplete;
}

/** spec 2 §4: the task statuses that come from an appointment's service document. */
type DocumentTaskKind = 'incomplete' | 'unsigned' | 'missing' | 'pdf';

/** What a task needs of a document. */
export interface TaskDocument {
  id: number;
  documentStatus: DocumentStatus;
}

export interface DocumentTask<A, D extends TaskDocument = TaskDocument> {
  kind: DocumentTaskKind;
  appointment: A;
  client: ClientName;
  start: Date;
  /** The appointment's first linked document; null for a missing one. */
  document: D | null;
}

/** spec 2 §4: an Incomplete Task, from an appointment alone or from its service document. */
export type Task<A> = AppointmentTask<A> | DocumentTask<A>;
export type TaskKind = Task<unknown>['kind'];

/** spec 2 §4: each task status's display name in the message catalog. */
export const TASK_LABEL_KEYS = {
  openSession: 'tasks.openSession',
  noStatus: 'tasks.noStatus',
  incomplete: 'tasks.incomplete',
  unsigned: 'tasks.unsigned',
  missing: 'tasks.missing',
  pdf: 'tasks.pdf',
} as const satisfies Record<TaskKind, MessageKey>;

/** spec 2 §4 each task status's action. */
export type TaskAction = 'openSession' | 'openAppointment' | 'openDocument' | 'newDocument' | 'openPdf';

export const TASK_ACTIONS = {
  openSession: 'openSession',
  noStatus: 'openAppointment',
  incomplete: 'openDocument',
  unsigned: 'openDocument',
  missing: 'newDocument',
  pdf: 'openPdf',
} as const satisfies Record<TaskKind, TaskAction>;

export interface IncompleteTasksInput<A extends TaskAppointment> {
  appointments: readonly A[];
  /** The appointment's visit (complete: -1 pending, 0 active, 1 done); null when it has none. */
  visitOf: (appointment: A) => TaskVisit | null;
  clientOf: (appointment: A) => ClientName;
  now: Date;
}

function taskKind(
  appointment: TaskAppointment,
  visitComplete: VisitComplete | null,
  now: Date,
): AppointmentTaskKind | null {
  // spec 2 §4 Open Session: the session was started and its visit is not done yet.
  if (appointment.status === 'In Session' && visitComplete !== 1) return 'openSession';
  // spec 2 §4 None: the appointment is over (from its end instant on) and still has no status.
  if (appointment.status === 'None' && Date.parse(appointment.endDateInstance) <= now.getTime()) {
    return 'noStatus';
  }
  return null;
}

/** spec 2 §4: the appointment-based Incomplete Tasks, in the order given (see sortTasks). */
export function incompleteTasks<A extends TaskAppointment>({
  appointments,
  visitOf,
  clientOf,
  now,
}: IncompleteTasksInput<A>): AppointmentTask<A>[] {
  return appointments.flatMap((appointment) => {
    const visit = visitOf(appointment);
    const kind = taskKind(appointment, visit?.complete ?? null, now);
    if (kind === null) return [];
    const task: AppointmentTask<A> = {
      kind,
      appointment,
      client: clientOf(appointment),
      start: new Date(appointment.startDateInstance),
    };
    // spec 1 §3: a visit is active while complete is 0.
    if (kind === 'openSession' && visit?.complete === 0) task.runningVisitId = visit.evvVisitId;
    return [task];
  });
}

/** spec 2 §4 Task sort: sort-1 date newest, sort-2 date oldest, sort-3 name, sort-4 type. */
export const TASK_SORTS = ['sort-1', 'sort-2', 'sort-3', 'sort-4'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
/** spec 2 §9: task sort default sort-1; the face sheet always starts on it. */
export const DEFAULT_TASK_SORT: TaskSort = 'sort-1';

/** spec 2 §4: sort-3 (name) is not offered on the face sheet, whose tasks are all of one client. */
export function taskSortOptions(place: 'dashboard' | 'facesheet'): TaskSort[] {
  return place === 'facesheet' ? TASK_SORTS.filter((sort) => sort !== 'sort-3') : [...TASK_SORTS];
}

/** spec 2 §4: the missing-document check treats an appointment as past at its end plus 1 minute. */
export const MISSING_DOCUMENT_AFTER_MS = 60_000;

/** Appointment statuses of a service that was given, and so needs its document. */
const SERVED: ReadonlySet<AppointmentStatus> = new Set(['Kept', 'Checked In', 'In Session']);

export type DocumentTaskAppointment = TaskAppointment & Pick<Appointment, 'hadDocument'>;

export interface DocumentTasksInput<A extends DocumentTaskAppointment, D extends TaskDocument> {
  appointments: readonly A[];
  /** The appointment's documents on the device, first linked first (deleted ones left out). */
  documentsOf: (appointment: A) => readonly D[];
  /** Whether any document type is crosswalked to the appointment's activity (else none is required). */
  requiresDocument: (appointment: A) => boolean;
  clientOf: (appointment: A) => ClientName;
  now: Date;
}

function documentTaskKind(
  appointment: DocumentTaskAppointment,
  documents: readonly TaskDocument[],
  required: boolean,
  now: Date,
): DocumentTaskKind | null {
  const first = documents[0];
  if (first) {
    if (first.documentStatus === 'Incomplete') return 'incomplete';
    if (first.documentStatus === 'Unsigned') return 'unsigned';
    if (first.documentStatus === 'PDF') return 'pdf';
    return null;
  }
  const past = Date.parse(appointment.endDateInstance) + MISSING_DOCUMENT_AFTER_MS <= now.getTime();
  const missing = required && appointment.hadDocument === 'N' && SERVED.has(appointment.status) && past;
  return missing ? 'missing' : null;
}

/**
 * spec 2 §4: the document-based Incomplete Tasks: the first linked document Incomplete, Unsigned or an uploaded
 * PDF; or, for a served appointment past its end plus 1 minute that needs a document and has none, Missing
 * Service Document.
 */
export function documentTasks<A extends DocumentTaskAppointment, D extends TaskDocument>({
  appointments,
  documentsOf,
  requiresDocument,
  clientOf,
  now,
}: DocumentTasksInput<A, D>): DocumentTask<A, D>[] {
  return appointments.flatMap((appointment) => {
    const documents = documentsOf(appointment);
    const kind = documentTaskKind(appointment, documents, requiresDocument(appointment), now);
    if (kind === null) return [];
    const start = new Date(appointment.startDateInstance);
    return [{ kind, appointment, client: clientOf(appointment), start, document: documents[0] ?? null }];
  });
}

/** spec 2 §4 Appointment card menu: the document items it offers. */
export interface AppointmentDocumentItems {
  editDocument: boolean;
  newDocument: boolean;
  viewDocument: boolean;
}

/**
 * spec 2 §4 Appointment card menu: Edit Document when the first linked document is incomplete or unsigned;
 * New Document when hadDocument is N, document types are crosswalked and there is no document yet; View
 * Document when the first document is signed or has no status of its own (an uploaded PDF).
 */
export function appointmentDocumentItems(
  appointment: Pick<Appointment, 'hadDocument'>,
  documents: readonly TaskDocument[],
  crosswalked: boolean,
): AppointmentDocumentItems {
  const first = documents[0];
  const status = first?.documentStatus;
  return {
    editDocument: status === 'Incomplete' || status === 'Unsigned',
    newDocument: !first && appointment.hadDocument === 'N' && crosswalked,
    viewDocument: status === 'Signed' || status === 'PDF',
  };
}

// Issue 33: the agency's own text, in one order whatever language a device speaks (a list reads alike on every
// device and where the server sorts); English collation with 'base' strength already files á and ñ beside a and n.
const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const newestFirst = (a: Task<unknown>, b: Task<unknown>) => b.start.getTime() - a.start.getTime();
const taskLabel = (task: Task<unknown>) => lookupMessage(TASK_LABEL_KEYS[task.kind]);

const COMPARATORS: Record<TaskSort, (a: Task<unknown>, b: Task<unknown>) => number> = {
  'sort-1': newestFirst,
  'sort-2': (a, b) => a.start.getTime() - b.start.getTime(),
  'sort-3': (a, b) =>
    compareText(a.client.lastName, b.client.lastName) ||
    compareText(a.client.firstName, b.client.firstName) ||
    newestFirst(a, b),
  // Ordered by the English display name: the catalog's words are the spec's (spec 2 §4).
  'sort-4': (a, b) => compareText(taskLabel(a), taskLabel(b)) || newestFirst(a, b),
};

/** spec 2 §4 Task sort; returns a new list. */
export function sortTasks<T extends Task<unknown>>(
  tasks: readonly T[],
  sort: TaskSort = DEFAULT_TASK_SORT,
): T[] {
  return [...tasks].sort(COMPARATORS[sort]);
}

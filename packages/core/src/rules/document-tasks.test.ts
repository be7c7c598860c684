import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../entities/appointment.ts';
import type { DocumentStatus } from '../entities/document.ts';
import { formatMessage } from '../messages/format.ts';
import {
  MISSING_DOCUMENT_AFTER_MS,
  TASK_ACTIONS,
  TASK_LABEL_KEYS,
  appointmentDocumentItems,
  documentTasks,
  sortTasks,
  type TaskDocument,
} from './tasks.ts';

// 2025-06-14 10:00 EDT
const NOW = new Date('2025-06-14T14:00:00Z');

interface TestAppointment {
  id: number;
  status: AppointmentStatus;
  startDateInstance: string;
  endDateInstance: string;
  hadDocument: 'Y' | 'N';
  documents: TaskDocument[];
  required: boolean;
}

const appt = (id: number, over: Partial<TestAppointment> = {}): TestAppointment => ({
  id,
  status: 'Kept',
  startDateInstance: '2025-06-14T08:00:00-04:00',
  endDateInstance: '2025-06-14T09:00:00-04:00',
  hadDocument: 'N',
  documents: [],
  required: true,
  ...over,
});
const doc = (id: number, documentStatus: DocumentStatus): TaskDocument => ({ id, documentStatus });

const tasksOf = (appointments: TestAppointment[], now = NOW) =>
  documentTasks({
    appointments,
    documentsOf: (a) => a.documents,
    requiresDocument: (a) => a.required,
    clientOf: () => ({ lastName: 'Rivera', firstName: 'Ana' }),
    now,
  });
const kinds = (appointments: TestAppointment[], now = NOW) => tasksOf(appointments, now).map((t) => t.kind);

describe('documentTasks: from the first linked document (spec 2 §4)', () => {
  it('is Incomplete, Unsigned or PDF by that document, with the document', () => {
    expect(kinds([appt(1, { documents: [doc(5, 'Incomplete')] })])).toEqual(['incomplete']);
    expect(kinds([appt(1, { documents: [doc(5, 'Unsigned')] })])).toEqual(['unsigned']);
    expect(kinds([appt(1, { documents: [doc(5, 'PDF')] })])).toEqual(['pdf']);
    expect(tasksOf([appt(1, { documents: [doc(5, 'Unsigned')] })])[0]!.document).toEqual(doc(5, 'Unsigned'));
  });

  it('is no task for a Complete or Signed first document, whatever follows it', () => {
    expect(kinds([appt(1, { documents: [doc(5, 'Complete'), doc(6, 'Incomplete')] })])).toEqual([]);
    expect(kinds([appt(1, { documents: [doc(5, 'Signed')] })])).toEqual([]);
  });
});

describe('documentTasks: Missing Service Document (spec 2 §4: past at end plus 1 minute)', () => {
  const end = Date.parse('2025-06-14T09:00:00-04:00');
  it('is missing from exactly the end plus 1 minute on, not 1 ms before', () => {
    expect(kinds([appt(1)], new Date(end + MISSING_DOCUMENT_AFTER_MS))).toEqual(['missing']);
    expect(kinds([appt(1)], new Date(end + MISSING_DOCUMENT_AFTER_MS - 1))).toEqual([]);
    expect(tasksOf([appt(1)])[0]!.document).toBeNull();
  });

  it('needs a crosswalked document type, hadDocument N and a service that was given', () => {
    expect(kinds([appt(1, { required: false })])).toEqual([]);
    expect(kinds([appt(1, { hadDocument: 'Y' })])).toEqual([]);
    for (const status of ['CBC', 'CBT', 'DNS', 'Error', 'None'] as const) {
      expect(kinds([appt(1, { status })])).toEqual([]);
    }
    for (const status of ['Kept', 'Checked In', 'In Session'] as const) {
      expect(kinds([appt(1, { status })])).toEqual(['missing']);
    }
  });
});

describe('task display names and actions (spec 2 §4)', () => {
  it('names each document status with the spec words', () => {
    expect(formatMessage(TASK_LABEL_KEYS.unsigned)).toBe('Unsigned Service Document');
    expect(formatMessage(TASK_LABEL_KEYS.incomplete)).toBe('Incomplete Service Document');
    expect(formatMessage(TASK_LABEL_KEYS.missing)).toBe('Missing Service Document');
    expect(formatMessage(TASK_LABEL_KEYS.pdf)).toBe('PDF');
  });

  it('gives each status its action', () => {
    expect(TASK_ACTIONS).toEqual({
      openSession: 'openSession',
      noStatus: 'openAppointment',
      incomplete: 'openDocument',
      unsigned: 'openDocument',
      missing: 'newDocument',
      pdf: 'openPdf',
    });
  });

  it('sorts document tasks by type with the appointment tasks (sort-4)', () => {
    const tasks = tasksOf([
      appt(1, { documents: [doc(1, 'Unsigned')] }),
      appt(2, { documents: [doc(2, 'Incomplete')] }),
      appt(3),
    ]);
    // 'Incomplete Service Document' < 'Missing Service Document' < 'Unsigned Service Document'.
    expect(sortTasks(tasks, 'sort-4').map((t) => t.appointment.id)).toEqual([2, 3, 1]);
  });
});

describe('appointmentDocumentItems (spec 2 §4 Appointment card menu)', () => {
  it('offers Edit Document for an incomplete or unsigned first document', () => {
    expect(appointmentDocumentItems({ hadDocument: 'Y' }, [doc(1, 'Incomplete')], true)).toEqual({
      editDocument: true,
      newDocument: false,
      viewDocument: false,
    });
    expect(appointmentDocumentItems({ hadDocument: 'Y' }, [doc(1, 'Unsigned')], true).editDocument).toBe(
      true,
    );
    expect(appointmentDocumentItems({ hadDocument: 'Y' }, [doc(1, 'Complete')], true).editDocument).toBe(
      false,
    );
  });

  it('offers New Document only with hadDocument N, a crosswalk and no document yet', () => {
    expect(appointmentDocumentItems({ hadDocument: 'N' }, [], true).newDocument).toBe(true);
    expect(appointmentDocumentItems({ hadDocument: 'Y' }, [], true).newDocument).toBe(false);
    expect(appointmentDocumentItems({ hadDocument: 'N' }, [], false).newDocument).toBe(false);
    expect(appointmentDocumentItems({ hadDocument: 'N' }, [doc(1, 'Signed')], true).newDocument).toBe(false);
  });

  it('offers View Document for a signed document or an uploaded PDF', () => {
    expect(appointmentDocumentItems({ hadDocument: 'Y' }, [doc(1, 'Signed')], true).viewDocument).toBe(true);
    expect(appointmentDocumentItems({ hadDocument: 'Y' }, [doc(1, 'PDF')], true).viewDocument).toBe(true);
    expect(appointmentDocumentItems({ hadDocument: 'Y' }, [doc(1, 'Unsigned')], true).viewDocument).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../entities/appointment.ts';
import type { DocumentStatus } from '../entities/document.ts';
import { sessionDocumentToResume, sessionHasCrosswalkedDocuments } from './session-documents.ts';

const appt = (appointmentId: number, status: AppointmentStatus, activityId = 5) => ({
  appointmentId,
  status,
  activityId,
});
const walk = (activityId: number, serviceDocumentId = 1) => ({
  activityId,
  serviceDocumentId,
  programId: null,
  organizationId: null,
});
const doc = (id: number, documentStatus: DocumentStatus) => ({ id, documentStatus });

describe('sessionHasCrosswalkedDocuments (spec 2 §2: the tab set jumps to tab 1)', () => {
  it('holds for a session whose activity has crosswalked document types', () => {
    expect(sessionHasCrosswalkedDocuments([appt(1, 'In Session')], [walk(5)])).toBe(true);
  });

  it('does not hold without a session, or for an activity with no crosswalk', () => {
    for (const status of ['None', 'Kept', 'Checked In', 'CBC'] as const) {
      expect(sessionHasCrosswalkedDocuments([appt(1, status)], [walk(5)])).toBe(false);
    }
    expect(sessionHasCrosswalkedDocuments([appt(1, 'In Session', 6)], [walk(5)])).toBe(false);
    expect(sessionHasCrosswalkedDocuments([], [walk(5)])).toBe(false);
  });
});

describe('sessionDocumentToResume (spec 2 §4 Resume Documentation)', () => {
  const documents = new Map([
    [1, [doc(10, 'Incomplete')]],
    [2, [doc(20, 'Unsigned')]],
    [3, [doc(30, 'Signed'), doc(31, 'Incomplete')]],
    [4, [doc(40, 'Complete')]],
  ]);
  const of = (appointmentId: number) => documents.get(appointmentId) ?? [];

  it('offers the session’s first document when it is Incomplete or Unsigned', () => {
    expect(sessionDocumentToResume([appt(1, 'In Session')], of)).toEqual(doc(10, 'Incomplete'));
    expect(sessionDocumentToResume([appt(2, 'In Session')], of)).toEqual(doc(20, 'Unsigned'));
  });

  it('offers nothing for a Signed or Complete first document, no document, or no session', () => {
    expect(sessionDocumentToResume([appt(3, 'In Session')], of)).toBeNull();
    expect(sessionDocumentToResume([appt(4, 'In Session')], of)).toBeNull();
    expect(sessionDocumentToResume([appt(9, 'In Session')], of)).toBeNull();
    expect(sessionDocumentToResume([appt(1, 'Kept'), appt(2, 'None')], of)).toBeNull();
  });
});

import type {
  AppointmentWriteResult,
  AuditEventWriteResult,
  DocumentWriteResult,
  VisitCorrectionWrite,
  VisitCorrectionWriteResult,
  VisitWriteResult,
} from '@carevisit/core';
import type { ApiClient } from '../api-client.ts';
import type { AuditEventData } from '../audit-log.ts';
import { toAppointmentWrite, type AppointmentData } from '../appointment-data.ts';
import { toVisitWrite, type VisitData } from '../visit-data.ts';
import type { RecordStore } from '../record-store.ts';
import { toDocumentWrite, type DocumentData } from '../documents/document-data.ts';
import { applyStoredAppointment } from './appointment-stored.ts';
import { applyStoredDocument, keepServerCopy } from './document-stored.ts';
import { applyStoredVisit, markVerifiedElsewhere } from './visit-stored.ts';
import type { Writer } from './write-dirty.ts';

export interface WriterContext {
  api: ApiClient;
  store: RecordStore;
  deviceId: string;
}

/** New visit addresses travel inside their appointment and are swapped with it (architecture: addresses first). */
export const appointmentWriter = (ctx: WriterContext): Writer<AppointmentData, AppointmentWriteResult> => ({
  table: 'appointment',
  ready: () => true,
  send: (batch) =>
    ctx.api.write('writeAppointments', { deviceId: ctx.deviceId, resources: batch.map(toAppointmentWrite) }),
  errorsOf: (result) => result.errors,
  stored: (sent, result) => applyStoredAppointment(ctx.store, sent, result),
});

export const visitWriter = (ctx: WriterContext): Writer<VisitData, VisitWriteResult> => ({
  table: 'visit',
  ready: (visit) => visit.appointmentId > 0,
  send: (batch) =>
    ctx.api.write('writeVisits', { deviceId: ctx.deviceId, resources: batch.map(toVisitWrite) }),
  errorsOf: (result) => result.errors,
  stored: (sent, result) => applyStoredVisit(ctx.store, sent, result),
  rejected: async (sent, result) => {
    if (result.errors.some((error) => error.code === 'visit_already_verified')) {
      await markVerifiedElsewhere(ctx.store, sent);
    }
  },
});

/**
 * A supervisor's corrections of verified visits (issue 32 item 5). Once the server has one, the device drops its
 * copy: the server's next send of the visit (evvsubmission) carries the corrected times and where it stands.
 */
export const visitCorrectionWriter = (
  ctx: WriterContext,
): Writer<VisitCorrectionWrite, VisitCorrectionWriteResult> => ({
  table: 'visitCorrection',
  ready: () => true,
  send: (batch) => ctx.api.write('writeVisitCorrections', { deviceId: ctx.deviceId, resources: batch }),
  errorsOf: (result) => result.errors,
  stored: async (sent) => {
    await ctx.store.table('visitCorrection').delete(sent.id);
  },
});

/**
 * Documents go after their appointment and visit (architecture: parents first): one made for an appointment
 * made on the device waits for its server id.
 */
export const documentWriter = (ctx: WriterContext): Writer<DocumentData, DocumentWriteResult> => ({
  table: 'document',
  ready: (document) => document.appointmentId === null || document.appointmentId > 0,
  send: (batch) =>
    ctx.api.write('writeDocuments', { deviceId: ctx.deviceId, resources: batch.map(toDocumentWrite) }),
  errorsOf: (result) => result.errors,
  stored: (sent, result) => applyStoredDocument(ctx.store, sent, result),
  rejected: async (sent, result) => {
    if (result.current) await keepServerCopy(ctx.store, sent, result.current);
  },
});

/** Audit rows are append-only on the server; once it has one, the device has no use for its copy. */
export const auditWriter = (ctx: WriterContext): Writer<AuditEventData, AuditEventWriteResult> => ({
  table: 'auditLog',
  ready: () => true,
  send: (batch) => ctx.api.write('writeAuditEvents', { deviceId: ctx.deviceId, resources: batch }),
  errorsOf: (result) => result.errors,
  stored: async (sent) => {
    await ctx.store.table('auditLog').delete(sent.id);
  },
});

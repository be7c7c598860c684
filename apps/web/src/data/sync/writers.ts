import type {
  AppointmentWriteResult,
  DocumentWriteResult,
  VisitCorrectionWrite,
  VisitCorrectionWriteResult,
  VisitWriteResult,
} from '@carevisit/core';
import type { ApiClient, AuditEventData, AuditEventResult } from '../api-client.ts';
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
  send: (batch) => ctx.api.writeAppointments(ctx.deviceId, batch.map(toAppointmentWrite)),
  errorsOf: (result) => result.errors,
  stored: (sent, result) => applyStoredAppointment(ctx.store, sent, result),
});

export const visitWriter = (ctx: WriterContext): Writer<VisitData, VisitWriteResult> => ({
  table: 'visit',
  ready: (visit) => visit.appointmentId > 0,
  send: (batch) => ctx.api.writeVisits(ctx.deviceId, batch.map(toVisitWrite)),
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
  send: (batch) => ctx.api.writeVisitCorrections(ctx.deviceId, batch),
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
  send: (batch) => ctx.api.writeDocuments(ctx.deviceId, batch.map(toDocumentWrite)),
  errorsOf: (result) => result.errors,
  stored: (sent, result) => applyStoredDocument(ctx.store, sent, result),
  rejected: async (sent, result) => {
    if (result.current) await keepServerCopy(ctx.store, sent, result.current);
  },
});

/** Audit rows are append-only on the server; once it has one, the device has no use for its copy. */
export const auditWriter = (ctx: WriterContext): Writer<AuditEventData, AuditEventResult> => ({
  table: 'auditLog',
  ready: () => true,
  send: (batch) => ctx.api.writeAuditEvents(ctx.deviceId, batch),
  errorsOf: (result) => result.errors,
  stored: async (sent) => {
    await ctx.store.table('auditLog').delete(sent.id);
  },
});

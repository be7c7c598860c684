import type { FastifyInstance } from 'fastify';
import {
  appointmentWriteRequest,
  auditEventWriteRequest,
  documentWriteRequest,
  visitCorrectionWriteRequest,
  visitWriteRequest,
} from '@carevisit/core';
import type { AppContext } from '../app-context.ts';
import { parseBody } from '../http/errors.ts';
import { organizationScope } from '../scope/organizations.ts';
import { writeAppointment } from './appointment.ts';
import { writeVisit } from './visit.ts';
import { writeVisitCorrection } from './visit-correction.ts';
import { writeAuditEvents } from './audit-event.ts';
import { writeDocument } from '../documents/document-write.ts';

/** Writes of spec 1 §7 and spec 2 §7. Each answers per resource; a refused resource never stops the rest of the batch. */
export function registerWriteRoutes(app: FastifyInstance, ctx: AppContext) {
  const caller = async (request: Parameters<AppContext['authenticate']>[0]) => {
    const principal = await ctx.authenticate(request);
    return { db: ctx.db, principal, scopeIds: await organizationScope(ctx.db, principal), now: ctx.now() };
  };

  app.post('/evv/write/appointment', async (request) => {
    const who = await caller(request);
    const body = parseBody(appointmentWriteRequest, request.body);
    const write = { ...who, deviceId: body.deviceId };
    const resources = [];
    for (const resource of body.resources) resources.push(await writeAppointment(write, resource));
    return { resources };
  });

  app.post('/evv/write/visit', async (request) => {
    const who = await caller(request);
    const body = parseBody(visitWriteRequest, request.body);
    const write = { ...who, deviceId: body.deviceId };
    const resources = [];
    for (const resource of body.resources) resources.push(await writeVisit(write, resource));
    return { resources };
  });

  // Issue 32 item 5: a supervisor's correction of a verified visit's times.
  app.post('/evv/write/visitcorrection', async (request) => {
    const who = await caller(request);
    const body = parseBody(visitCorrectionWriteRequest, request.body);
    const write = { ...who, deviceId: body.deviceId, clock: () => ctx.now() };
    const resources = [];
    for (const resource of body.resources) resources.push(await writeVisitCorrection(write, resource));
    return { resources };
  });

  app.post('/evv/write/document', async (request) => {
    const who = await caller(request);
    const body = parseBody(documentWriteRequest, request.body);
    const write = { ...who, deviceId: body.deviceId };
    const resources = [];
    for (const resource of body.resources) resources.push(await writeDocument(write, resource));
    return { resources };
  });

  app.post('/evv/write/auditevent', async (request) => {
    const who = await caller(request);
    const body = parseBody(auditEventWriteRequest, request.body);
    return { resources: await writeAuditEvents(who, body.resources) };
  });
}

import type { AppContext } from '../app-context.ts';
import type { Caller } from '../auth/authenticate.ts';
import type { SomeCallHandlers } from '../http/register-calls.ts';
import { organizationScope } from '../scope/organizations.ts';
import { writeAppointment } from './appointment.ts';
import { writeVisit } from './visit.ts';
import { writeVisitCorrection } from './visit-correction.ts';
import { writeAuditEvents } from './audit-event.ts';
import { writeDocument } from '../documents/document-write.ts';

type WriteCall =
  'writeAppointments' | 'writeVisits' | 'writeVisitCorrections' | 'writeDocuments' | 'writeAuditEvents';

/** Writes of spec 1 §7 and spec 2 §7. Each answers per resource; a refused resource never stops the rest of the batch. */
export function writeHandlers(ctx: AppContext): SomeCallHandlers<WriteCall> {
  const writer = async (caller: Caller, deviceId: string) => ({
    db: ctx.db,
    principal: caller,
    scopeIds: await organizationScope(ctx.db, caller),
    now: ctx.now(),
    deviceId,
  });
  /** One resource after the other, in the order sent: each result answers its own. */
  const each = async <R, T>(resources: R[], write: (resource: R) => Promise<T>) => {
    const results: T[] = [];
    for (const resource of resources) results.push(await write(resource));
    return { resources: results };
  };

  return {
    writeAppointments: async ({ caller, body }) => {
      const write = await writer(caller, body.deviceId);
      return each(body.resources, (resource) => writeAppointment(write, resource));
    },
    writeVisits: async ({ caller, body }) => {
      const write = await writer(caller, body.deviceId);
      return each(body.resources, (resource) => writeVisit(write, resource));
    },
    // Issue 32 item 5: a supervisor's correction of a verified visit's times.
    writeVisitCorrections: async ({ caller, body }) => {
      const write = { ...(await writer(caller, body.deviceId)), clock: () => ctx.now() };
      return each(body.resources, (resource) => writeVisitCorrection(write, resource));
    },
    writeDocuments: async ({ caller, body }) => {
      const write = await writer(caller, body.deviceId);
      return each(body.resources, (resource) => writeDocument(write, resource));
    },
    writeAuditEvents: async ({ caller, body }) => {
      return { resources: await writeAuditEvents(await writer(caller, body.deviceId), body.resources) };
    },
  };
}

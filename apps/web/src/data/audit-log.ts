import type { AuditEvent } from '@carevisit/core';
import type { RecordStore } from './record-store.ts';

/** An audit event as the device keeps and sends it: with the id it made, so a resent one is stored once. */
export type AuditEventData = AuditEvent & { deviceEventId: string };

/**
 * Records an audit event (spec 1 §7 auditevent) for the sync engine to send. The device-made id lets the server
 * store a resent event once.
 */
export async function logAuditEvent(store: RecordStore, event: AuditEvent): Promise<AuditEventData> {
  const data: AuditEventData = { ...event, deviceEventId: crypto.randomUUID() };
  const meta = { syncState: 'dirty', syncError: null, rev: 1, firstSentRev: null } as const;
  await store.table('auditLog').add(await store.seal('auditLog', data, meta));
  return data;
}

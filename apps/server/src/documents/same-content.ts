import { sameSignature, type DocumentWrite } from '@carevisit/core';
import type { documents } from '../db/schema/index.ts';

/** JSON with object keys sorted, so equal values compare equal however jsonb ordered their keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether a write would store exactly what the document already holds (a resend after a lost reply). */
export function sameDocumentContent(stored: typeof documents.$inferSelect, input: DocumentWrite): boolean {
  return (
    stored.serviceDate === input.serviceDate &&
    stored.appointmentId === input.appointmentId &&
    stored.clientProgramId === input.clientProgramId &&
    stored.serviceDocumentVersion === input.serviceDocumentVersion &&
    canonical(stored.moduleData) === canonical(input.moduleData) &&
    // The times and hashes the server stamped on the signatures are its own, whatever a resend claims.
    sameSignature(stored, input.signature) &&
    // A write that says fullySigned on a document not yet fully signed signs it (an external-signature
    // document's Save after its drafted pads, spec 2 §7): it is not a resend.
    (!input.fullySigned || stored.fullySigned)
  );
}

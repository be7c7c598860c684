/** What linking a document to its appointment needs of it. */
export interface LinkedDocument {
  id: number;
  appointmentId: number | null;
  /** Deleted on the device, waiting for the server: no longer linked. */
  deleted?: boolean;
}

/**
 * The order documents were linked in: the server's ids as it handed them out, then the device's own documents
 * not yet sent, whose temporary ids fall with time (minus the clock's milliseconds).
 */
function linkedOrder(a: LinkedDocument, b: LinkedDocument): number {
  if (a.id > 0 !== b.id > 0) return a.id > 0 ? -1 : 1;
  return a.id > 0 ? a.id - b.id : b.id - a.id;
}

/**
 * spec 2 §4 (tasks and the appointment card menu go by an appointment's "first linked document"): each
 * appointment's documents, first linked first; documents of no appointment and deleted ones are left out.
 */
export function documentsByAppointment<D extends LinkedDocument>(documents: readonly D[]): Map<number, D[]> {
  const byAppointment = new Map<number, D[]>();
  for (const document of [...documents].sort(linkedOrder)) {
    if (document.appointmentId === null || document.deleted) continue;
    const list = byAppointment.get(document.appointmentId) ?? [];
    list.push(document);
    byAppointment.set(document.appointmentId, list);
  }
  return byAppointment;
}

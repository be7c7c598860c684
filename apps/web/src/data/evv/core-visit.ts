import type { Visit } from '@carevisit/core';
import type { VisitData } from '../visit-data.ts';

/**
 * The visit as core's rules and the server read it: the server's read shape, without what only the device keeps.
 * changedDate is the server's, as last read. A visit started on this device that the server has not stored yet
 * has none, and the device keeps no time of its verification: its Time Out stands for it (verification follows
 * it; core reads the date only as when an edit of the times was made, which the readiness check does not look
 * at). Null for a visit with neither, which has no call yet.
 */
export function coreVisitOf(data: VisitData): Visit | null {
  const changedDate = data.changedDate ?? data.endActualDateTime ?? data.beginActualDateTime;
  if (changedDate === null) return null;
  const visit = { ...data, changedDate };
  delete visit.verifiedElsewhere;
  return visit;
}

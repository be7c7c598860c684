import { useEffect } from 'react';
import { logAuditEvent, type Session } from '../data/index.ts';
import { now } from '../platform/clock.ts';

/** The page names spec 1 §7 and spec 2 §7 audit with action View. */
export type AuditedPage =
  | 'EVV Appointment Details'
  | 'Visit Verification'
  | 'Active Sessions'
  | 'EVV Dashboard'
  | 'EVV Schedule'
  | 'EVV Caseload'
  | 'EVV Client Facesheet'
  | 'EVV Client Allergies'
  | 'EVV Client Medications'
  | 'EVV Client Diagnosis'
  | 'EVV Client Documents'
  | 'EVV Client Messages'
  | 'EVV Client Vitals';

/** spec 1 §7 auditevent: records a View of the page when it opens; the sync engine sends it. */
export function useViewAudit(session: Session, pageName: AuditedPage, clientId: number | null = null): void {
  const { store, staffId, profile } = session;
  const organizationId = profile.currentOrganizationId;
  useEffect(() => {
    void logAuditEvent(store, {
      eventDateTime: now().toISOString(),
      actionType: 'View',
      pageName,
      organizationId,
      clientId,
      staffId,
    });
  }, [store, staffId, organizationId, pageName, clientId]);
}

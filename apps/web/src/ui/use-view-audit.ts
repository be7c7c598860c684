import { useEffect } from 'react';
import { useActiveSession } from '../session/session-context.tsx';
import { logAuditEvent, type Session } from '../data/index.ts';
import { now } from '../platform/clock.ts';
import { sendSoon } from './sessions/visits.ts';

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

/**
 * spec 1 §7 auditevent: records a View of the page when it opens and sends it at once when online, like any
 * record the user makes; left for the next sync it would show as waiting, and ask at the next sign-in (issue 20
 * §5). Offline it waits for the connection.
 */
export function useViewAudit(session: Session, pageName: AuditedPage, clientId: number | null = null): void {
  const { routine } = useActiveSession();
  const { store, staffId, profile } = session;
  const organizationId = profile.currentOrganizationId;
  useEffect(() => {
    const event = {
      eventDateTime: now().toISOString(),
      actionType: 'View',
      pageName,
      organizationId,
      clientId,
      staffId,
    };
    void logAuditEvent(store, event).then(
      () => sendSoon(routine),
      () => undefined,
    );
  }, [store, routine, staffId, organizationId, pageName, clientId]);
}

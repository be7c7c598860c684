import { useCallback } from 'react';
import { logAuditEvent, type DocumentData } from '../../../../../data/index.ts';
import { useActiveSession } from '../../../../../session/session-context.tsx';
import { now } from '../../../../../platform/clock.ts';
import { sendSoon } from '../../../../../ui/sessions/visits.ts';

/** The audit event's page name for a staff member signing a service document (issue 16 item 7). */
const SIGNING_PAGE_NAME = 'EVV Service Document Signature';
const SIGN_ACTION = 'Sign';

/**
 * Issue 16 item 7: signing writes an audit event (spec 2 §7 auditevent: time, action, page, organization,
 * client, staff), kept encrypted until sync sends it, like the views the app records.
 */
export function useSigningAudit(document: DocumentData): () => Promise<void> {
  const { session, routine } = useActiveSession();
  return useCallback(async () => {
    await logAuditEvent(session.store, {
      eventDateTime: now().toISOString(),
      actionType: SIGN_ACTION,
      pageName: SIGNING_PAGE_NAME,
      organizationId: document.organizationId,
      clientId: document.clientId,
      staffId: session.staffId,
    });
    sendSoon(routine);
  }, [session, routine, document.organizationId, document.clientId]);
}

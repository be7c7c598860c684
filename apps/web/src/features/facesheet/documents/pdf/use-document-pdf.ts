import { useEffect, useRef, useState } from 'react';
import { DELAYS_MS } from '@carevisit/core';
import { loadDocumentPdf, logAuditEvent, type DocumentPdfLoad } from '../../../../data/index.ts';
import { useActiveSession } from '../../../../session/session-context.tsx';
import { now } from '../../../../platform/clock.ts';
import { isOnline } from '../../../../platform/online-status.ts';
import { sendSoon } from '../../../../ui/sessions/visits.ts';

/** The page name of a PDF viewed on the device in the audit (the app's own: spec 2 §7 names none for it). */
const PDF_AUDIT_PAGE = 'EVV Client Document PDF';

/**
 * A document's PDF for the viewer (spec 2 §7, §8): null while read, then shown or failed. While the server
 * produces it ('Updating PDF document') it is read again after 5 seconds (spec 2 §9 PDF retry), until shown.
 * Each PDF shown writes a View audit event (issue 16 item 7), offline too: it is sent with the next sync.
 */
export function useDocumentPdf(documentId: number, clientId: number): DocumentPdfLoad | null {
  const { session, api, routine } = useActiveSession();
  const [load, setLoad] = useState<DocumentPdfLoad | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadDocumentPdf({ api, store: session.store, online: isOnline() }, documentId).then(
      (result) => {
        if (live) setLoad(result);
      },
      () => {
        if (live) setLoad({ kind: 'failed', failure: { kind: 'malformed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [api, session.store, documentId, attempt]);

  const updating = load?.kind === 'failed' && load.failure.kind === 'updating';
  useEffect(() => {
    if (!updating) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), DELAYS_MS.pdfRetry);
    return () => clearTimeout(timer);
  }, [updating, load]);

  const shown = load?.kind === 'shown';
  // One event per opening: a re-read (a newer session object, a retry) is not another view.
  const audited = useRef(false);
  useEffect(() => {
    if (!shown || audited.current) return;
    audited.current = true;
    const event = {
      eventDateTime: now().toISOString(),
      actionType: 'View',
      pageName: PDF_AUDIT_PAGE,
      organizationId: session.profile.currentOrganizationId,
      clientId,
      staffId: session.staffId,
    };
    void logAuditEvent(session.store, event).then(
      () => sendSoon(routine),
      () => undefined,
    );
  }, [shown, session, routine, clientId, documentId]);

  return load;
}

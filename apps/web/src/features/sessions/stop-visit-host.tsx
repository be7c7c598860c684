import { Suspense, lazy, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session/session-context.tsx';
import { MessageDialog } from '../../ui/message-dialog.tsx';
import { useDialogText } from '../../ui/use-dialog-text.ts';
import { GpsErrorDialog } from '../../ui/sessions/gps-error-dialog.tsx';
import { LocatingDialog } from '../../ui/sessions/locating-dialog.tsx';
import { stopVisitTargetOf, useStopVisitLink } from '../../ui/sessions/stop-link.ts';
import { useStopVisit } from './use-stop-visit.ts';
import { VerifiedVisitDialog } from './verified-visit-dialog.tsx';

// The verification dialogs (signature pad included) load when a visit is first stopped, not with the header:
// the location reading gives them the time.
const loadFlow = () => import('./verification/visit-verification-flow.tsx');
const VisitVerificationFlow = lazy(async () => ({ default: (await loadFlow()).VisitVerificationFlow }));

/**
 * Stops the visit the page's query names (?stopVisit=), whichever screen asked: the location reading, the
 * GPS Error when there is none (spec 1 §8), then the Visit Verification dialogs, and at the end whether the
 * verified visit will be paid (issue 32).
 */
export function StopVisitHost() {
  const { t } = useTranslation();
  const text = useDialogText();
  const active = useActiveSession();
  const [searchParams] = useSearchParams();
  const { close } = useStopVisitLink();
  const { state, submit, cancel, dismiss } = useStopVisit(active, stopVisitTargetOf(searchParams), close);
  useEffect(() => {
    // A failed early load is retried by lazy() when the dialogs are shown.
    if (state.kind === 'locating') loadFlow().catch(() => undefined);
  }, [state.kind]);
  return (
    <>
      <LocatingDialog open={state.kind === 'locating'} action="stop" />
      <GpsErrorDialog
        failure={state.kind === 'gpsError' ? state.failure : null}
        action="stop"
        onClose={dismiss}
      />
      <MessageDialog
        open={state.kind === 'failed'}
        title={t('sessions.cannotStopTitle')}
        message={state.kind === 'failed' ? text(state.message) : ''}
        onOk={dismiss}
      />
      <VerifiedVisitDialog
        appointmentId={state.kind === 'verified' ? state.appointmentId : null}
        onOk={dismiss}
      />
      {state.kind === 'verifying' && (
        <Suspense fallback={null}>
          <VisitVerificationFlow
            open
            visit={state.visit}
            appointment={state.appointment}
            organization={state.organization}
            onSubmit={submit}
            onCancel={() => void cancel()}
          />
        </Suspense>
      )}
    </>
  );
}

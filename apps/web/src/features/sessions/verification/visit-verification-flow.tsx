import { useMemo, useState } from 'react';
import type { Organization } from '@carevisit/core';
import { useActiveSession } from '../../../session/session-context.tsx';
import type { LocalAppointment, VisitData } from '../../../data/index.ts';
import { now as clockNow } from '../../../platform/clock.ts';
import { recordedTimes } from '../../../ui/edit-times/edit-times-draft.ts';
import { LoadingDialog } from './loading-dialog.tsx';
import { useVerificationReferences } from './use-verification-references.ts';
import type { VerificationResult } from './verification-result.ts';
import { VerificationPages } from './verification-pages-view.tsx';

export interface VisitVerificationFlowProps {
  open: boolean;
  visit: VisitData;
  appointment: LocalAppointment;
  organization: Organization;
  /** Saves the verification; a rejection is shown and the dialogs stay open to try again. */
  onSubmit: (result: VerificationResult) => Promise<void>;
  /** The user discarded the verification: the session stays active. */
  onCancel: () => void;
}

/**
 * spec 1 §4 Stopping a session: after the stop, the Visit Verification dialog, then Submit, or Next to the
 * signature dialog (Previous goes back). Submit and Cancel each ask first. Everything starts afresh for each
 * visit the flow opens on.
 */
export function VisitVerificationFlow(props: VisitVerificationFlowProps) {
  if (!props.open) return null;
  return <VerificationFlowOpen key={props.visit.evvVisitId} {...props} />;
}

function VerificationFlowOpen(props: VisitVerificationFlowProps) {
  const { session } = useActiveSession();
  // The dialogs judge "now" once, when they open: the minute the visit was stopped in.
  const [openedAt] = useState(clockNow);
  const recorded = useMemo(() => recordedTimes(props.visit, openedAt), [props.visit, openedAt]);
  const references = useVerificationReferences(
    session,
    props.appointment,
    props.organization,
    recorded.start,
    openedAt,
  );
  if (!references) return <LoadingDialog onEscape={props.onCancel} />;
  return <VerificationPages {...props} references={references} recorded={recorded} openedAt={openedAt} />;
}

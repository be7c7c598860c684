import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  validateVisitVerification,
  verificationConfirmation,
  verificationStatuses,
  visitAddressDiscrepancy,
  type Message,
  type Organization,
  type VerificationStep,
} from '@carevisit/core';
import { useActiveSession } from '../../../session/session-context.tsx';
import type { LocalAppointment, VisitData } from '../../../data/index.ts';
import { now as clockNow } from '../../../platform/clock.ts';
import { deviceErrorMessage } from '../../../ui/device-error-text.ts';
import { clientName } from '../../../ui/format/client-name.ts';
import { MessageDialog } from '../../../ui/message-dialog.tsx';
import { useDialogText } from '../../../ui/use-dialog-text.ts';
import { currentTimes, recordedTimes, type EditTimesContext, type VisitTimes } from './edit-times-draft.ts';
import { EditTimesDialog } from './edit-times-dialog.tsx';
import { LoadingDialog } from './loading-dialog.tsx';
import { SignatureDialog } from './signature-dialog.tsx';
import { useVerificationReferences, type VerificationReferences } from './use-verification-references.ts';
import {
  initialDraft,
  toVerificationResult,
  verificationInput,
  type VerificationDraft,
} from './verification-draft.ts';
import type { VerificationPage } from './verification-pages.ts';
import type { VerificationResult } from './verification-result.ts';
import { VerificationDialog } from './verification-dialog.tsx';

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

interface VerificationPagesProps extends VisitVerificationFlowProps {
  references: VerificationReferences;
  /** The visit's times as stopped, before any Edit Times. */
  recorded: VisitTimes;
  openedAt: Date;
}

type Confirming = { kind: 'submit' } | { kind: 'cancel' } | { kind: 'failed'; detail: Message } | null;

function VerificationPages(props: VerificationPagesProps) {
  const { visit, appointment, organization, references, recorded, openedAt } = props;
  const { t } = useTranslation();
  const text = useDialogText();
  const [draft, setDraft] = useState<VerificationDraft>(() => initialDraft(appointment));
  const [page, setPage] = useState<VerificationPage>('verification');
  // Messages show once the user has tried to go on, and then follow each change.
  const [attempt, setAttempt] = useState<VerificationStep | null>(null);
  const [failedTries, setFailedTries] = useState(0);
  const [editingTimes, setEditingTimes] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [saving, setSaving] = useState(false);
  // A ref, not only state: two taps in one frame must not both start a save (spec 1 §4).
  const savingRef = useRef(false);

  const { timeZone, evvState } = organization;
  const addressCheck = useMemo(
    () =>
      visitAddressDiscrepancy({
        startReading: { latitude: visit.startLatitude, longitude: visit.startLongitude },
        endReading: { latitude: visit.endLatitude, longitude: visit.endLongitude },
        startVisitAddress: appointment.startVisitAddress,
        endVisitAddress: appointment.endVisitAddress,
        homeAddress: references.client?.addresses.find((address) => address.type === 'PHYS'),
        evvState,
      }),
    [visit, appointment, references.client, evvState],
  );
  const validate = (step: VerificationStep) =>
    validateVisitVerification(verificationInput(draft, addressCheck.discrepancy), step);
  const errors = attempt ? validate(attempt) : {};

  // The visit has run, so its start has arrived even if the appointment was booked for later.
  const scheduled = new Date(appointment.startDateInstance);
  const statuses = verificationStatuses({
    start: scheduled < recorded.start ? scheduled : recorded.start,
    now: openedAt,
    organization,
    variant: references.activity?.isAggregator ? 'aggregator' : 'standard',
    timeZone,
  });
  const clientLabel = clientName(t, references.client, appointment.clientId);
  const { firstName, lastName } = references.client ?? {};
  const signerName = lastName
    ? t('visitVerification.clientFullName', { firstName: firstName ?? '', lastName }).trim()
    : clientLabel;
  const summary = {
    clientLabel,
    activityName: references.activity?.description,
    times: currentTimes(recorded, draft.editedTimes),
    edited: draft.editedTimes !== null,
    timeZone,
  };
  const editTimesContext: EditTimesContext = {
    recorded,
    now: clockNow(),
    timeZone,
    requireReason: references.activity?.requireEditTimesReason ?? false,
    beginActual: visit.beginActualDateTime ? new Date(visit.beginActualDateTime) : null,
    appointmentId: appointment.appointmentId,
    otherAppointments: references.otherAppointments,
  };

  /** Shows the step's messages; true when there are none and the user may go on. */
  const check = (step: VerificationStep): boolean => {
    setAttempt(step);
    const passed = Object.keys(validate(step)).length === 0;
    if (!passed) setFailedTries((count) => count + 1);
    return passed;
  };
  const next = () => {
    if (!check('verification')) return;
    setAttempt(null);
    setPage('signature');
  };
  const previous = () => {
    setAttempt(null);
    setPage('verification');
  };
  const submit = () => {
    if (check('submit')) setConfirming({ kind: 'submit' });
  };
  const save = async () => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setConfirming(null);
    try {
      await props.onSubmit(toVerificationResult(draft, addressCheck.discrepancy));
    } catch (error) {
      setConfirming({ kind: 'failed', detail: deviceErrorMessage(error) });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return (
    <>
      <VerificationDialog
        // A question or a failure takes the dialog's place until it is answered (issue 20 §7).
        open={page === 'verification' && confirming === null}
        draft={draft}
        onDraft={setDraft}
        errors={page === 'verification' ? errors : {}}
        statuses={statuses}
        references={references}
        addressCheck={addressCheck}
        evvState={evvState}
        summary={{ ...summary, onEditTimes: () => setEditingTimes(true) }}
        saving={saving}
        failedTries={failedTries}
        onCancel={() => setConfirming({ kind: 'cancel' })}
        onSubmit={submit}
        onNext={next}
      />
      <SignatureDialog
        open={page === 'signature' && confirming === null}
        draft={draft}
        onDraft={setDraft}
        errors={page === 'signature' ? errors : {}}
        missingCodes={references.reasonCodes.SignatureMissing}
        evvState={evvState}
        signerName={signerName}
        summary={summary}
        saving={saving}
        failedTries={failedTries}
        onPrevious={previous}
        onSubmit={submit}
      />
      {editingTimes && (
        <EditTimesDialog
          context={editTimesContext}
          edited={draft.editedTimes}
          codes={references.reasonCodes.EditTimes}
          evvState={evvState}
          onSave={(editedTimes) => {
            setDraft((current) => ({ ...current, editedTimes }));
            setEditingTimes(false);
          }}
          onClose={() => setEditingTimes(false)}
        />
      )}
      <MessageDialog
        open={confirming?.kind === 'submit'}
        title={t('visitVerification.submitTitle')}
        message={text(verificationConfirmation(draft.status))}
        okLabel={t('common.submit')}
        onOk={() => void save()}
        onCancel={() => setConfirming(null)}
      />
      <MessageDialog
        open={confirming?.kind === 'cancel'}
        title={t('visitVerification.cancelTitle')}
        message={t('visitVerification.cancelConfirm')}
        okLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onOk={props.onCancel}
        onCancel={() => setConfirming(null)}
      />
      <MessageDialog
        open={confirming?.kind === 'failed'}
        title={t('visitVerification.saveFailedTitle')}
        message={t('visitVerification.saveFailed', {
          detail: confirming?.kind === 'failed' ? text(confirming.detail) : '',
        })}
        onOk={() => setConfirming(null)}
      />
    </>
  );
}

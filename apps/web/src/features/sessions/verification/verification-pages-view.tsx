import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateVisitVerification, type VerificationStep } from '@carevisit/core';
import { now as clockNow } from '../../../platform/clock.ts';
import { deviceErrorMessage } from '../../../ui/device-error-text.ts';
import { clientName } from '../../../ui/format/client-name.ts';
import { currentTimes, type VisitTimes } from '../../../ui/edit-times/edit-times-draft.ts';
import { EditTimesDialog } from '../../../ui/edit-times/edit-times-dialog.tsx';
import { SignatureDialog } from './signature-dialog.tsx';
import type { VerificationReferences } from './use-verification-references.ts';
import { VerificationConfirmations, type Confirming } from './verification-confirmations.tsx';
import { addressCheckOf, editTimesContextOf, statusesOf } from './verification-context.ts';
import {
  initialDraft,
  toVerificationResult,
  verificationInput,
  type VerificationDraft,
} from './verification-draft.ts';
import type { VerificationPage } from './verification-pages.ts';
import { VerificationDialog } from './verification-dialog.tsx';
import type { VisitVerificationFlowProps } from './visit-verification-flow.tsx';

export interface VerificationPagesProps extends VisitVerificationFlowProps {
  references: VerificationReferences;
  /** The visit's times as stopped, before any Edit Times. */
  recorded: VisitTimes;
  openedAt: Date;
}

/**
 * The two dialogs of a verification over loaded references (spec 1 §4): the questions, then the client's
 * signature, with Edit Times and the confirmations. Submit and Cancel each ask first.
 */
export function VerificationPages(props: VerificationPagesProps) {
  const { visit, appointment, organization, references, recorded, openedAt } = props;
  const { t } = useTranslation();
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
    () => addressCheckOf(visit, appointment, references.client, evvState),
    [visit, appointment, references.client, evvState],
  );
  const validate = (step: VerificationStep) =>
    validateVisitVerification(verificationInput(draft, addressCheck.discrepancy), step);
  const errors = attempt ? validate(attempt) : {};

  const statuses = statusesOf(appointment, recorded, openedAt, organization, references.activity);
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
  const editTimesContext = editTimesContextOf(visit, appointment, references, recorded, timeZone, clockNow());

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
      <VerificationConfirmations
        confirming={confirming}
        status={draft.status}
        onSubmit={() => void save()}
        onCancel={props.onCancel}
        onBack={() => setConfirming(null)}
      />
    </>
  );
}

import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  showsQualifiers,
  type AppointmentStatus,
  type VisitAddressCheck,
  type VisitVerificationErrors,
  type VisitVerificationField,
} from '@carevisit/core';
import { useDialogText } from '../../../ui/use-dialog-text.ts';
import { AddressDiscrepancySection } from './address-discrepancy-section.tsx';
import { FlowDialog } from '../../../ui/edit-times/flow-dialog.tsx';
import { FormSection } from '../../../ui/edit-times/form-section.tsx';
import { OtherPageErrors } from './other-page-errors.tsx';
import { QualifiersChecklist } from '../../../ui/appointments/qualifiers-checklist.tsx';
import { ReasonFields } from '../../../ui/edit-times/reason-fields.tsx';
import { StatusField } from './status-field.tsx';
import type { VerificationReferences } from './use-verification-references.ts';
import {
  answeredNo,
  skipsVerificationStep,
  toggleQualifier,
  type VerificationDraft,
} from './verification-draft.ts';
import { errorsOnOtherPage } from './verification-pages.ts';
import { VisitSummary, type VisitSummaryProps } from './visit-summary.tsx';
import { YesNoQuestion } from './yes-no-question.tsx';

export interface VerificationDialogProps {
  open: boolean;
  draft: VerificationDraft;
  onDraft: (draft: VerificationDraft) => void;
  errors: VisitVerificationErrors;
  statuses: readonly AppointmentStatus[];
  references: VerificationReferences;
  addressCheck: VisitAddressCheck;
  evvState: string | null;
  summary: VisitSummaryProps;
  saving: boolean;
  failedTries: number;
  onCancel: () => void;
  onSubmit: () => void;
  onNext: () => void;
}

/** spec 1 §2 'Visit Verification': status, qualifiers, times, the address discrepancy and the client's answers. */
export function VerificationDialog(props: VerificationDialogProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  const { draft, errors, references, saving } = props;
  const message = (field: VisitVerificationField) => (errors[field] ? text(errors[field]) : undefined);
  const change = (patch: Partial<VerificationDraft>) => props.onDraft({ ...draft, ...patch });
  const skipped = skipsVerificationStep(draft);
  return (
    <FlowDialog
      open={props.open}
      titleId="visit-verification-title"
      title={t('visitVerification.title')}
      onEscape={props.onCancel}
      busy={saving}
      failedTries={props.failedTries}
      busyLabel={t('visitVerification.saving')}
      actions={
        <>
          <Button onClick={props.onCancel} disabled={saving} sx={{ mr: 'auto' }}>
            {t('common.cancel')}
          </Button>
          <Button variant={skipped ? 'contained' : 'outlined'} onClick={props.onSubmit} disabled={saving}>
            {t('common.submit')}
          </Button>
          {!skipped && (
            <Button variant="contained" onClick={props.onNext} disabled={saving}>
              {t('common.next')}
            </Button>
          )}
        </>
      }
    >
      <OtherPageErrors
        title={t('visitVerification.elsewhereTitle')}
        messages={errorsOnOtherPage(errors, 'verification')}
        action={saving ? undefined : { label: t('visitVerification.goToSignature'), onClick: props.onNext }}
      />
      <VisitSummary {...props.summary} disabled={saving} />
      <FormSection id="verification-outcome">
        <StatusField
          value={draft.status}
          options={props.statuses}
          onChange={(status) => change({ status })}
          error={message('status')}
          disabled={saving}
        />
        {showsQualifiers(draft.status) && references.qualifiers.length > 0 && (
          <QualifiersChecklist
            options={references.qualifiers}
            checked={draft.qualifiers}
            onToggle={(id, checked) => props.onDraft(toggleQualifier(draft, id, checked))}
            disabled={saving}
          />
        )}
        {skipped && (
          <Alert severity="info">
            <AlertTitle>{t('visitVerification.notSentTitle')}</AlertTitle>
            {t('visitVerification.notSent', { status: t(`appointmentStatus.${draft.status!}`) })}
          </Alert>
        )}
      </FormSection>
      {!skipped && props.addressCheck.discrepancy && (
        <AddressDiscrepancySection
          check={props.addressCheck}
          evvState={props.evvState}
          codes={references.reasonCodes.AddressDistance}
          reason={draft.addressDistanceReason}
          comments={draft.addressDistanceComments}
          onReason={(addressDistanceReason) => change({ addressDistanceReason })}
          onComments={(addressDistanceComments) => change({ addressDistanceComments })}
          reasonError={message('addressDistanceReason')}
          commentsError={message('addressDistanceComments')}
          disabled={saving}
        />
      )}
      {!skipped && (
        <FormSection id="client-verification" title={t('visitVerification.questions')}>
          <YesNoQuestion
            id="services-verified"
            question={t('visitVerification.servicesQuestion')}
            value={draft.servicesVerified}
            onChange={(servicesVerified) => change({ servicesVerified })}
            error={message('servicesVerified')}
            disabled={saving}
          />
          <YesNoQuestion
            id="duration-verified"
            question={t('visitVerification.durationQuestion')}
            value={draft.durationVerified}
            onChange={(durationVerified) => change({ durationVerified })}
            error={message('durationVerified')}
            disabled={saving}
          />
          {answeredNo(draft) && (
            <ReasonFields
              id="verification-declined"
              reasonLabel={t('visitVerification.declinedReason')}
              commentsLabel={t('visitVerification.declinedComments')}
              codes={references.reasonCodes.VerificationDeclined}
              evvState={props.evvState}
              reason={draft.verificationDeclinedReason}
              comments={draft.verificationDeclinedComments}
              onReason={(verificationDeclinedReason) => change({ verificationDeclinedReason })}
              onComments={(verificationDeclinedComments) => change({ verificationDeclinedComments })}
              reasonError={message('verificationDeclinedReason')}
              commentsError={message('verificationDeclinedComments')}
              disabled={saving}
            />
          )}
        </FormSection>
      )}
    </FlowDialog>
  );
}

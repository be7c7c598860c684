import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Descriptor, VisitVerificationErrors, VisitVerificationField } from '@carevisit/core';
import { SignaturePad } from '../../../ui/signature/signature-pad.tsx';
import { useLayoutKind } from '../../../ui/use-layout.ts';
import { useDialogText } from '../../../ui/use-dialog-text.ts';
import { FlowDialog } from '../../../ui/edit-times/flow-dialog.tsx';
import { FormSection } from '../../../ui/edit-times/form-section.tsx';
import { OtherPageErrors } from './other-page-errors.tsx';
import { ReasonFields } from '../../../ui/edit-times/reason-fields.tsx';
import { answeredYes, asksMissingSignatureReason, type VerificationDraft } from './verification-draft.ts';
import { errorsOnOtherPage } from './verification-pages.ts';
import { VisitRecap } from './visit-recap.tsx';
import type { VisitSummaryProps } from './visit-summary.tsx';

export interface SignatureDialogProps {
  open: boolean;
  draft: VerificationDraft;
  onDraft: (draft: VerificationDraft) => void;
  errors: VisitVerificationErrors;
  /** EVV Reason Codes of the SignatureMissing event. */
  missingCodes: readonly Descriptor[];
  evvState: string | null;
  /** The client's name as a person writes it, for the prompt over the pad. */
  signerName: string;
  summary: VisitSummaryProps;
  saving: boolean;
  failedTries: number;
  onPrevious: () => void;
  onSubmit: () => void;
}

/**
 * spec 1 §2 'Visit Verification - Signature': the client signs; an empty pad needs the reason it is missing
 * (spec 1 §5), unless a YES was given, which needs the signature itself. Previous keeps everything entered.
 */
export function SignatureDialog(props: SignatureDialogProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  const handheld = useLayoutKind() === 'handheld';
  const { draft, errors, saving } = props;
  const message = (field: VisitVerificationField) => (errors[field] ? text(errors[field]) : undefined);
  const change = (patch: Partial<VerificationDraft>) => props.onDraft({ ...draft, ...patch });
  const signatureMessage = message('signature');
  const yesWithoutSignature = draft.signature === null && answeredYes(draft);
  return (
    <FlowDialog
      open={props.open}
      titleId="verification-signature-title"
      title={t('visitVerification.signatureTitle')}
      onEscape={props.onPrevious}
      busy={saving}
      failedTries={props.failedTries}
      busyLabel={t('visitVerification.saving')}
      actions={
        <>
          <Button onClick={props.onPrevious} disabled={saving} sx={{ mr: 'auto' }}>
            {t('common.previous')}
          </Button>
          <Button variant="contained" onClick={props.onSubmit} disabled={saving}>
            {t('common.submit')}
          </Button>
        </>
      }
    >
      <OtherPageErrors
        title={t('visitVerification.signatureElsewhereTitle')}
        messages={errorsOnOtherPage(errors, 'signature')}
        action={saving ? undefined : { label: t('common.previous'), onClick: props.onPrevious }}
      />
      <VisitRecap {...props.summary} />
      <FormSection
        id="client-signature"
        title={t('visitVerification.signatureHeading')}
        description={t('visitVerification.signaturePrompt', { client: props.signerName })}
      >
        <SignaturePad
          id="client-signature-pad"
          value={draft.signature}
          onChange={(signature) => change({ signature })}
          label={t('signaturePad.label')}
          message={
            signatureMessage ?? (yesWithoutSignature ? t('visitVerification.signatureRequired') : undefined)
          }
          error={Boolean(signatureMessage)}
          disabled={saving}
          height={handheld ? 200 : 240}
          describedBy="client-signature-description"
        />
        {asksMissingSignatureReason(draft) && (
          <ReasonFields
            id="signature-missing"
            reasonLabel={t('visitVerification.missingReason')}
            commentsLabel={t('visitVerification.missingComments')}
            codes={props.missingCodes}
            evvState={props.evvState}
            reason={draft.signatureMissingReason}
            comments={draft.signatureMissingComments}
            onReason={(signatureMissingReason) => change({ signatureMissingReason })}
            onComments={(signatureMissingComments) => change({ signatureMissingComments })}
            reasonError={message('signatureMissingReason')}
            commentsError={message('signatureMissingComments')}
            disabled={saving}
          />
        )}
      </FormSection>
    </FlowDialog>
  );
}

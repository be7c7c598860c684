import { useTranslation } from 'react-i18next';
import { verificationConfirmation, type AppointmentStatus, type Message } from '@carevisit/core';
import { MessageDialog } from '../../../ui/message-dialog.tsx';
import { useDialogText } from '../../../ui/use-dialog-text.ts';

/** The question or failure that takes the verification dialog's place until it is answered. */
export type Confirming = { kind: 'submit' } | { kind: 'cancel' } | { kind: 'failed'; detail: Message } | null;

export interface VerificationConfirmationsProps {
  confirming: Confirming;
  /** The status chosen: the submit question names what it means (spec 1 §4). */
  status: AppointmentStatus | null;
  onSubmit: () => void;
  /** The user confirmed Cancel: the verification is discarded. */
  onCancel: () => void;
  /** Back to the dialog, nothing done. */
  onBack: () => void;
}

/** spec 1 §4: Submit and Cancel each ask first; a save that failed says why. */
export function VerificationConfirmations(props: VerificationConfirmationsProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  return (
    <>
      <MessageDialog
        open={props.confirming?.kind === 'submit'}
        title={t('visitVerification.submitTitle')}
        message={text(verificationConfirmation(props.status))}
        okLabel={t('common.submit')}
        onOk={props.onSubmit}
        onCancel={props.onBack}
      />
      <MessageDialog
        open={props.confirming?.kind === 'cancel'}
        title={t('visitVerification.cancelTitle')}
        message={t('visitVerification.cancelConfirm')}
        okLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onOk={props.onCancel}
        onCancel={props.onBack}
      />
      <MessageDialog
        open={props.confirming?.kind === 'failed'}
        title={t('visitVerification.saveFailedTitle')}
        message={t('visitVerification.saveFailed', {
          detail: props.confirming?.kind === 'failed' ? text(props.confirming.detail) : '',
        })}
        onOk={props.onBack}
      />
    </>
  );
}

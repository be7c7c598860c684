import { useTranslation } from 'react-i18next';
import type { LocationFailure } from '../../platform/geolocation.ts';
import { MessageDialog } from '../message-dialog.tsx';

export type SessionAction = 'start' | 'stop';

export interface GpsErrorDialogProps {
  /** Why there is no reading; null keeps the dialog closed. */
  failure: LocationFailure | null;
  action: SessionAction;
  onClose: () => void;
}

/**
 * spec 1 §8 GPS Error: the denial text when location is turned off, the timeout text otherwise (a position
 * the device cannot fix is the same advice: let it find one).
 */
export function GpsErrorDialog({ failure, action, onClose }: GpsErrorDialogProps) {
  const { t } = useTranslation();
  const actionWord = action === 'start' ? t('sessions.actionStart') : t('sessions.actionStop');
  return (
    <MessageDialog
      open={failure !== null}
      title={t('sessions.gpsErrorTitle')}
      message={
        failure === 'denied'
          ? t('gps.denied', { action: actionWord })
          : t('gps.timeout', { action: actionWord })
      }
      onOk={onClose}
    />
  );
}

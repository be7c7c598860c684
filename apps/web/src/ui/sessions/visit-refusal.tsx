import { Box, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LocalVisit } from '../../data/index.ts';
import { useActiveSession } from '../../session/session-context.tsx';
import { useDialogText } from '../use-dialog-text.ts';
import { useAppointmentVisit } from './use-visits.ts';

const answerText = (t: TFunction, answer: boolean | null) =>
  answer === null ? t('sessions.answerNone') : answer ? t('sessions.answerYes') : t('sessions.answerNo');

/** This device's answers, which its record keeps after the refusal. */
function answersOf(t: TFunction, visit: LocalVisit): string {
  return t('sessions.answersKept', {
    services: answerText(t, visit.servicesVerified),
    duration: answerText(t, visit.durationVerified),
    signature: visit.hasSignature ? t('sessions.clientSigned') : t('sessions.clientNotSigned'),
  });
}

/**
 * Issue 36: on an appointment card, a verification of its visit the server refused because the visit was verified
 * already: the server's words, and the answers this device keeps for the user to see. Nothing otherwise (a
 * refusal that reopens the visit shows in Active Sessions).
 */
export function VisitRefusal({ appointmentId }: { appointmentId: number }) {
  const { t } = useTranslation();
  const text = useDialogText();
  const visit = useAppointmentVisit(useActiveSession().session, appointmentId);
  if (!visit?.verifiedElsewhere || visit.syncState !== 'error') return null;
  return (
    <Box data-testid="visit-refusal" sx={{ mt: 0.5 }}>
      <Typography variant="body2" color="error" sx={{ whiteSpace: 'normal' }}>
        {t('sessions.verifiedElsewhere', { reason: text({ refused: visit.syncError ?? [] }) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
        {answersOf(t, visit)}
      </Typography>
    </Box>
  );
}

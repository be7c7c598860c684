import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppointmentVisitStanding } from '../../ui/evv/appointment-visit-standing.tsx';
import { SimulatedAggregatorNote } from '../../ui/evv/simulated-aggregator-note.tsx';

/**
 * The end of verification (issue 32 item 3): whether the visit just verified will be paid, checked on the device
 * before any network, with what stops it and the fix for each problem.
 */
export function VerifiedVisitDialog({
  appointmentId,
  onOk,
}: {
  appointmentId: number | null;
  onOk: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={appointmentId !== null}
      onClose={onOk}
      aria-labelledby="verified-visit-title"
      maxWidth="xs"
      fullWidth
      data-testid="verified-visit-dialog"
    >
      <DialogTitle id="verified-visit-title">{t('evvStanding.verifiedTitle')}</DialogTitle>
      <DialogContent>
        <SimulatedAggregatorNote />
        {appointmentId !== null && <AppointmentVisitStanding appointmentId={appointmentId} />}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onOk} autoFocus>
          {t('evvStanding.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../session/session-context.tsx';

/** Says that visits go to the demo's simulated aggregator, not to a state's (issue 32 item 6), when they do. */
export function SimulatedAggregatorNote() {
  const { t } = useTranslation();
  if (!useSessionStore().config.aggregatorSimulated) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ py: 0, mb: 1 }} data-testid="simulated-aggregator">
      {t('myVisits.simulated')}
    </Alert>
  );
}

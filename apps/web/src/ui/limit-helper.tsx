import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The line under a field or part with a limit: its message (announced when it is an error) and, at the end,
 * the count of characters typed against the limit, so the limit shows before it is reached (issue 30).
 */
export function LimitHelper({
  message,
  alert,
  length,
  max,
}: {
  message: string | null;
  alert: boolean;
  length: number;
  max: number;
}) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span role={alert ? 'alert' : undefined}>{message}</span>{' '}
      <Box component="span" sx={{ flexShrink: 0 }} data-testid="character-count">
        {t('forms.characterCount', { length, max })}
      </Box>
    </Box>
  );
}

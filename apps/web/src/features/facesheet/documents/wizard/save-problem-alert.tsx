import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { APP_HEADER_HEIGHT_PX } from '../../../../ui/use-layout.ts';
import { saveProblemDetail } from './save-problem-detail.ts';
import type { SaveProblem } from './use-save-queue.ts';

/**
 * At the top of a wizard while a save on the device has failed: what was entered is still on screen but not
 * stored, with Retry, which retries every failed save; it goes once they succeed. It stays in sight under the
 * app's header while the form scrolls (a long form on a handheld), above a page's own sticky alerts.
 */
export function SaveProblemAlert({ problems }: { problems: readonly (SaveProblem | null)[] }) {
  const { t } = useTranslation();
  const failed = problems.filter((problem) => problem !== null);
  const first = failed[0];
  if (!first) return null;
  const detail = saveProblemDetail(first.error);
  return (
    <Box sx={{ position: 'sticky', top: APP_HEADER_HEIGHT_PX, zIndex: 3 }}>
      <Alert
        severity="error"
        role="alert"
        data-testid="save-problem"
        action={
          <Button
            color="inherit"
            onClick={() => failed.forEach((problem) => problem.retry())}
            sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
          >
            {t('common.retry')}
          </Button>
        }
      >
        {t('serviceDocuments.saveFailed')}
        {detail && ` ${t(detail.key, detail.params)}`}
      </Alert>
    </Box>
  );
}

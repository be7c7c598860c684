import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { saveProblemDetail } from './save-problem-detail.ts';
import type { SaveProblem } from './use-save-queue.ts';

/**
 * At the top of a wizard while a save on the device has failed: what was entered is still on screen but not
 * stored, with Try Again, which retries every failed save; it goes once they succeed.
 */
export function SaveProblemAlert({ problems }: { problems: readonly (SaveProblem | null)[] }) {
  const { t } = useTranslation();
  const failed = problems.filter((problem) => problem !== null);
  const first = failed[0];
  if (!first) return null;
  const detail = saveProblemDetail(first.error);
  return (
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
          {t('serviceDocuments.tryAgain')}
        </Button>
      }
    >
      {t('serviceDocuments.saveFailed')}
      {detail && ` ${t(detail.key, detail.params)}`}
    </Alert>
  );
}

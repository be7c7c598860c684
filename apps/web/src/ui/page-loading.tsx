import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('common.loading')} />;
}

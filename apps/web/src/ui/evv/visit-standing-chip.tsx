import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EvvStatus } from '@carevisit/core';

const COLOR: Record<EvvStatus, ChipProps['color']> = {
  needs_attention: 'warning',
  ready: 'default',
  sent: 'info',
  accepted: 'success',
  rejected: 'error',
};

/** Where a verified visit stands with the payer, at a glance (issue 32 item 7). */
export function VisitStandingChip({ status }: { status: EvvStatus }) {
  const { t } = useTranslation();
  const label = t(`evvStatus.${status}`);
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'ready' ? 'outlined' : 'filled'}
      label={label}
      aria-label={`${t('evvStanding.label')}: ${label}`}
      data-testid="visit-standing"
      data-status={status}
    />
  );
}

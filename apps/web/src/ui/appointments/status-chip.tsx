import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '@carevisit/core';

const COLOR: Record<AppointmentStatus, ChipProps['color']> = {
  None: 'default',
  'Checked In': 'info',
  'In Session': 'primary',
  'Co-Staff': 'info',
  Kept: 'success',
  CBC: 'warning',
  CBT: 'warning',
  DNS: 'warning',
  Error: 'error',
};

/** An appointment's status at a glance; the colour groups outcomes (kept, cancelled, error). */
export function StatusChip({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`appointmentStatus.${status}`)} />
  );
}

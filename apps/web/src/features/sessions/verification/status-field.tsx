import { MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '@carevisit/core';

export interface StatusFieldProps {
  value: AppointmentStatus | null;
  options: readonly AppointmentStatus[];
  onChange: (status: AppointmentStatus) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The status the visit ends with (spec 1 §4); required before Next or Submit. */
export function StatusField({ value, options, onChange, error, disabled }: StatusFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      id="verification-status"
      label={t('visitVerification.status')}
      required
      value={value ?? ''}
      onChange={(event) => {
        const picked = options.find((status) => status === event.target.value);
        if (picked) onChange(picked);
      }}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled ?? false}
      margin="none"
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (selected) =>
            selected === '' ? (
              <Typography component="span" color="text.secondary">
                {t('visitVerification.statusPlaceholder')}
              </Typography>
            ) : (
              t(`appointmentStatus.${selected as AppointmentStatus}`)
            ),
        },
      }}
    >
      {options.map((status) => (
        <MenuItem key={status} value={status}>
          {t(`appointmentStatus.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

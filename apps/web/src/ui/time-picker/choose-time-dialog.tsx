import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HOURS, MERIDIEMS, MINUTES, fromClockParts, toClockParts, type ClockParts } from '@carevisit/core';
import { clockText } from './clock-text.ts';

export interface ChooseTimeDialogProps {
  /** The field the time is for, named under the title. */
  field: string;
  /** HH:mm */
  value: string;
  onChoose: (time: string) => void;
  onClose: () => void;
}

/** spec 1 §9 'Choose Time': hours 1-12, minutes 00-59, AM/PM. */
export function ChooseTimeDialog({ field, value, onChoose, onClose }: ChooseTimeDialogProps) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<ClockParts>(() => toClockParts(value));
  return (
    <Dialog open onClose={onClose} aria-labelledby="choose-time-title" maxWidth="xs" fullWidth>
      <DialogTitle id="choose-time-title">{t('timePicker.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" variant="body2">
          {field}
        </Typography>
        <Typography
          variant="h3"
          component="p"
          aria-live="polite"
          sx={{ fontWeight: 600, textAlign: 'center', my: 2, fontVariantNumeric: 'tabular-nums' }}
        >
          {clockText(parts, t(`timePicker.${parts.meridiem}`))}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <TextField
            select
            label={t('timePicker.hour')}
            value={parts.hour}
            onChange={(event) => setParts({ ...parts, hour: Number(event.target.value) })}
            margin="none"
            slotProps={{ select: { native: true } }}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {String(hour).padStart(2, '0')}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label={t('timePicker.minute')}
            value={parts.minute}
            onChange={(event) => setParts({ ...parts, minute: Number(event.target.value) })}
            margin="none"
            slotProps={{ select: { native: true } }}
          >
            {MINUTES.map((minute) => (
              <option key={minute} value={Number(minute)}>
                {minute}
              </option>
            ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            orientation="vertical"
            size="small"
            color="primary"
            value={parts.meridiem}
            onChange={(_, meridiem: ClockParts['meridiem'] | null) =>
              meridiem && setParts({ ...parts, meridiem })
            }
            aria-label={t('timePicker.meridiem')}
          >
            {MERIDIEMS.map((meridiem) => (
              <ToggleButton key={meridiem} value={meridiem} sx={{ px: 2, py: 0.5 }}>
                {t(`timePicker.${meridiem}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => onChoose(fromClockParts(parts))}>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useTranslation } from 'react-i18next';
import { toClockParts } from '@carevisit/core';
import { ChooseTimeDialog } from './choose-time-dialog.tsx';
import { clockText } from './clock-text.ts';

export interface TimeFieldProps {
  id: string;
  label: string;
  /** HH:mm */
  value: string;
  onChange: (time: string) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean;
}

/** A time shown as 'hh:mm AM' (spec 1 §9), chosen in the Choose Time picker. */
export function TimeField(props: TimeFieldProps) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const parts = toClockParts(props.value);
  const open = () => {
    if (!props.disabled) setChoosing(true);
  };
  return (
    <>
      <TextField
        id={props.id}
        label={props.label}
        value={clockText(parts, t(`timePicker.${parts.meridiem}`))}
        onClick={open}
        error={Boolean(props.error)}
        helperText={props.error ?? props.helperText}
        disabled={props.disabled ?? false}
        margin="none"
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={open}
                  disabled={props.disabled ?? false}
                  aria-label={t('timePicker.open', { field: props.label })}
                  aria-haspopup="dialog"
                >
                  <ScheduleOutlined />
                </IconButton>
              </InputAdornment>
            ),
          },
          htmlInput: {
            sx: { cursor: props.disabled ? 'default' : 'pointer', fontVariantNumeric: 'tabular-nums' },
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                open();
              }
            },
          },
        }}
      />
      {choosing && (
        <ChooseTimeDialog
          field={props.label}
          value={props.value}
          onChoose={(time) => {
            setChoosing(false);
            props.onChange(time);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';

interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  /** A second line under the label, e.g. what kind of address it is. */
  detail?: string;
}

export interface SelectFieldProps<V extends string | number> {
  id: string;
  label: string;
  /** Shown while nothing is chosen (spec 2 §9: 'Select Program' and the like). */
  placeholder: string;
  value: V | null;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** The list closed, chosen or not: the field has been visited. */
  onVisited?: () => void;
  error?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  /** An item after the options that does something instead of choosing, such as 'New Address'. */
  action?: { label: string; icon: ReactNode; onSelect: () => void } | undefined;
}

// Option values are numbers or 'id:…'/'new:…' keys, so this one cannot be taken for an option.
const ACTION_VALUE = 'action';

/** A labelled single choice with a placeholder, its message below (the Appointment dialog's lists). */
export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const { options, value, placeholder } = props;
  const chosen = options.find((option) => option.value === value);
  return (
    <TextField
      select
      id={props.id}
      label={props.label}
      value={chosen ? String(chosen.value) : ''}
      onChange={(event) => {
        if (event.target.value === ACTION_VALUE) return props.action?.onSelect();
        const picked = options.find((option) => String(option.value) === event.target.value);
        if (picked) props.onChange(picked.value);
      }}
      error={Boolean(props.error)}
      helperText={props.error ?? props.helperText}
      disabled={props.disabled ?? false}
      required={props.required ?? false}
      margin="none"
      // Issue 20 §10: a long program or organization name wraps instead of ending in '…'.
      sx={{ '& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          onClose: props.onVisited,
          renderValue: (selected) =>
            selected === '' ? (
              <Typography component="span" color="text.secondary">
                {placeholder}
              </Typography>
            ) : (
              (options.find((option) => String(option.value) === selected)?.label ?? '')
            ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)} sx={{ whiteSpace: 'normal' }}>
          {option.detail ? (
            <span>
              <Typography component="span" sx={{ display: 'block' }}>
                {option.label}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {option.detail}
              </Typography>
            </span>
          ) : (
            option.label
          )}
        </MenuItem>
      ))}
      {props.action && (
        <MenuItem value={ACTION_VALUE} sx={{ color: 'primary.main', fontWeight: 600, gap: 1 }}>
          {props.action.icon}
          {props.action.label}
        </MenuItem>
      )}
    </TextField>
  );
}

import { useRef } from 'react';
import { Grid, TextField } from '@mui/material';
import {
  ADDRESS_PARTS,
  EMPTY_ADDRESS,
  EMPTY_PHONE,
  PHONE_PARTS,
  nextPartToFocus,
  partLabel,
  type CompiledField,
  type FieldState,
  type FieldValue,
} from '@carevisit/core';
import { FieldFrame } from '../field-frame.tsx';

type Parts = Record<string, string>;

/** Parts this long or longer (streets, city, state, the phone number) take half a row; its label fits. */
const PHONE_NUMBER_LENGTH = PHONE_PARTS.find((p) => p.key === 'phoneNumber')!.maxLength;

/**
 * spec 2 §3, §5 Address and Phone: their parts with the spec's limits; a full part moves focus to the next. The
 * parts the value needs are marked required, and after Next those still empty are marked in error.
 */
export function PartsField({
  compiled,
  state,
  value,
  onChange,
  error,
}: {
  compiled: CompiledField;
  state: FieldState;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** The field's message, shown under its parts. */
  error: string | null;
}) {
  const inputs = useRef(new Map<string, HTMLInputElement | null>());
  const address = compiled.kind === 'address';
  const parts = address ? ADDRESS_PARTS : PHONE_PARTS;
  const empty: Parts = address ? { ...EMPTY_ADDRESS } : { ...EMPTY_PHONE };
  const current: Parts = {
    ...empty,
    ...(typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Parts) : {}),
  };
  return (
    <FieldFrame
      label={compiled.field.label}
      error={error}
      group
      required={state.required}
      disabled={state.disabled}
    >
      {({ describedBy, invalid }) => (
        <Grid container spacing={1} sx={{ mt: 0.5 }}>
          {parts.map((part) => {
            // A message naming missing parts is about those parts; any other is about the whole value.
            const partInvalid =
              state.missingParts.length > 0 ? state.missingParts.includes(part.key) : invalid;
            return (
              <Grid key={part.key} size={{ xs: 12, sm: part.maxLength >= PHONE_NUMBER_LENGTH ? 6 : 3 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={partLabel(compiled.field, part.key)}
                  value={current[part.key] ?? ''}
                  required={compiled.requiredParts.includes(part.key)}
                  error={partInvalid}
                  disabled={state.disabled}
                  inputRef={(element: HTMLInputElement | null) => {
                    inputs.current.set(part.key, element);
                  }}
                  slotProps={{
                    htmlInput: {
                      maxLength: part.maxLength,
                      'aria-invalid': partInvalid,
                      'aria-describedby': describedBy,
                    },
                  }}
                  sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
                  onChange={(event) => {
                    const text = event.target.value;
                    onChange({ ...current, [part.key]: text } as FieldValue);
                    const next = nextPartToFocus(
                      parts as readonly { key: string; maxLength: number }[],
                      part.key,
                      text,
                    );
                    if (next) inputs.current.get(next)?.focus();
                  }}
                />
              </Grid>
            );
          })}
        </Grid>
      )}
    </FieldFrame>
  );
}

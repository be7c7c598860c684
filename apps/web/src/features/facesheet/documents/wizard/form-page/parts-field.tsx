import { useId, useRef } from 'react';
import { Grid, TextField } from '@mui/material';
import {
  ADDRESS_PARTS,
  EMPTY_ADDRESS,
  EMPTY_PHONE,
  PHONE_PARTS,
  enterAddressPart,
  enterPhonePart,
  partLabel,
  partToFocus,
  type AddressValue,
  type CompiledField,
  type FieldState,
  type FieldValue,
  type PhoneValue,
} from '@carevisit/core';
import { FieldFrame } from '../field-frame.tsx';
import { LimitHelper } from '../../../../../ui/limit-helper.tsx';

type Parts = Record<string, string>;

/** Parts of 8 characters or more (streets, APT/Suite, city, state, the phone number) take half a row; their label fits. */
const HALF_ROW_LENGTH = 8;

/** The value after `text` was typed or pasted into one part: core reads numbers and zips into their parts. */
function entered(address: boolean, current: Parts, key: string, text: string): Parts {
  return address
    ? enterAddressPart(current as AddressValue, key as keyof AddressValue, text)
    : enterPhonePart(current as PhoneValue, key as keyof PhoneValue, text);
}

/**
 * spec 2 §3, §5 Address and Phone: their parts with the spec's limits, each part's count against its limit shown
 * under it; a full part moves focus to the next. The parts the value needs are marked required, and after Next
 * those still empty are marked in error. A number or zip typed or pasted whole lands in its parts; nothing is
 * cut at a limit: a part past it stays as typed and the field says so (issue 30).
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
  const id = useId();
  const inputs = useRef(new Map<string, HTMLInputElement | null>());
  const address = compiled.kind === 'address';
  const parts = (address ? ADDRESS_PARTS : PHONE_PARTS) as readonly { key: string; maxLength: number }[];
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
            const partId = `${id}-${part.key}`;
            const text = current[part.key] ?? '';
            return (
              <Grid key={part.key} size={{ xs: 12, sm: part.maxLength >= HALF_ROW_LENGTH ? 6 : 3 }}>
                <TextField
                  id={partId}
                  fullWidth
                  size="small"
                  label={partLabel(compiled.field, part.key)}
                  value={text}
                  required={compiled.requiredParts.includes(part.key)}
                  error={partInvalid}
                  disabled={state.disabled}
                  helperText={
                    <LimitHelper message={null} alert={false} length={text.length} max={part.maxLength} />
                  }
                  inputRef={(element: HTMLInputElement | null) => {
                    inputs.current.set(part.key, element);
                  }}
                  slotProps={{
                    htmlInput: {
                      'aria-invalid': partInvalid,
                      // The field's message, then the part's own count (MUI names the helper id-helper-text).
                      'aria-describedby': [describedBy, `${partId}-helper-text`].filter(Boolean).join(' '),
                    },
                  }}
                  sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
                  onChange={(event) => {
                    const next = entered(address, current, part.key, event.target.value);
                    onChange(next as FieldValue);
                    const focus = partToFocus(parts, part.key, current, next);
                    if (focus) inputs.current.get(focus)?.focus();
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

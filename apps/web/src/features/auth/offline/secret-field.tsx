import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { pinInput, OFFLINE_PIN_LENGTH } from '@carevisit/core';
import { LimitHelper } from '../../../ui/limit-helper.tsx';

export interface SecretFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message beside the field, already in words. */
  error?: string | undefined;
  autoComplete: string;
  /** An offline PIN: digits only, up to 4, and the phone's number pad (spec 1 §5). */
  pin?: boolean;
  /** A secret's limit, counted under the field (never cut short). */
  maxLength?: number;
  autoFocus?: boolean;
  /** With both labels, a button shows and hides what was typed. */
  revealLabels?: { show: string; hide: string };
  /** The id of text that explains the field (rules), read out with it. */
  describedBy?: string;
}

/**
 * A password-like field: a PIN or an electronic signature. A PIN takes 4 digits at most; a longer secret is kept
 * as typed with its count against the limit shown, so the check can say it is too long (issue 36: the signature
 * was cut at 20 characters without a word, and the one saved was not the one typed).
 */
export function SecretField(props: SecretFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const { revealLabels, maxLength } = props;
  const counted = !props.pin && maxLength !== undefined;
  const id = `field-${props.name}`;
  const helper = counted ? (
    <LimitHelper message={props.error ?? null} alert={false} length={props.value.length} max={maxLength} />
  ) : (
    props.error
  );
  // The message and the rules are both read out with the field.
  const describedBy = [helper ? `${id}-helper-text` : null, props.describedBy ?? null]
    .filter((each) => each !== null)
    .join(' ');
  return (
    <TextField
      name={props.name}
      id={id}
      label={props.label}
      value={props.value}
      // spec 1 §5: the PIN accepts only digits, up to 4.
      onChange={(event) => props.onChange(props.pin ? pinInput(event.target.value) : event.target.value)}
      type={revealed ? 'text' : 'password'}
      autoComplete={props.autoComplete}
      autoCapitalize="none"
      autoFocus={props.autoFocus}
      error={Boolean(props.error)}
      helperText={helper}
      slotProps={{
        htmlInput: {
          ...(props.pin ? { maxLength: OFFLINE_PIN_LENGTH } : {}),
          spellCheck: false,
          'aria-describedby': describedBy || undefined,
          ...(props.pin ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}),
        },
        input: revealLabels
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={revealed ? revealLabels.hide : revealLabels.show}
                    onClick={() => setRevealed(!revealed)}
                    edge="end"
                  >
                    {revealed ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : {},
      }}
    />
  );
}

import { memo, useId } from 'react';
import { Checkbox, FormControlLabel, FormGroup, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  FIELD_TYPE_TRAITS,
  fixedOptionKey,
  formatSsn,
  lengthHint,
  maxLengthOf,
  type CompiledField,
  type FieldOption,
  type FieldState,
  type FieldValue,
} from '@carevisit/core';
import { FieldFrame } from '../field-frame.tsx';
import { DisplayField } from './display-field.tsx';
import { LimitHelper } from '../../../../../ui/limit-helper.tsx';
import { PartsField } from './parts-field.tsx';

export interface FormFieldProps {
  compiled: CompiledField;
  state: FieldState;
  value: FieldValue;
  /** The field's id and its new value: one callback for every field of the page. */
  onChange: (fieldId: string, value: FieldValue) => void;
  /** What a display-only field shows under its label (core's displayContent); null for other fields. */
  content: string | null;
}

const DATE_INPUT = { Date: 'date', Time: 'time', DateTime: 'datetime-local' } as const;
const asText = (value: FieldValue) => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue) => (Array.isArray(value) ? (value as readonly string[]) : []);

/**
 * One configurable-form field by its type (spec 2 §3): its label, required mark, the engine's error under it
 * (aria-invalid, announced), and touch targets of at least 44 px.
 */
export const FormField = memo(function FormField({
  compiled,
  state,
  value,
  onChange: onFieldChange,
  content,
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { field, kind } = compiled;
  const onChange = (next: FieldValue) => onFieldChange(compiled.id, next);
  const error = state.error ? t(state.error.key, state.error.params) : null;
  const common = { disabled: state.disabled, required: state.required };
  // Gender's and Yes or No's options are the app's words, in the user's language; the agency's stay as written.
  const optionText = (option: FieldOption) => {
    const key = fixedOptionKey(field.type, option.key);
    return key ? t(key) : option.text;
  };
  if (kind === 'display') return <DisplayField compiled={compiled} content={content} />;
  if (kind === 'address' || kind === 'phone') {
    return <PartsField compiled={compiled} state={state} value={value} onChange={onChange} error={error} />;
  }
  if (kind === 'multi') {
    const chosen = asList(value);
    return (
      <FieldFrame label={field.label} error={error} group {...common}>
        {({ describedBy }) => (
          <FormGroup aria-describedby={describedBy}>
            {state.options.map((option) => (
              <FormControlLabel
                key={option.key}
                sx={{ minHeight: 44 }}
                control={
                  <Checkbox
                    checked={chosen.includes(option.key)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...chosen, option.key]
                          : chosen.filter((key) => key !== option.key),
                      )
                    }
                  />
                }
                label={optionText(option)}
              />
            ))}
          </FormGroup>
        )}
      </FieldFrame>
    );
  }
  if (kind === 'choice' && !FIELD_TYPE_TRAITS[field.type].dropDown) {
    return (
      <FieldFrame label={field.label} error={error} {...common}>
        {({ labelId, describedBy, invalid }) => (
          <RadioGroup
            row
            aria-labelledby={labelId}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            value={asText(value)}
            onChange={(event) => onChange(event.target.value)}
          >
            {state.options.map((option) => (
              <FormControlLabel
                key={option.key}
                value={option.key}
                control={<Radio />}
                label={optionText(option)}
                sx={{ minHeight: 44 }}
              />
            ))}
          </RadioGroup>
        )}
      </FieldFrame>
    );
  }
  const textArea = field.type === 'Text Area';
  const hint = lengthHint(field);
  const maxLength = maxLengthOf(field);
  const text = asText(value);
  return (
    <TextField
      id={id}
      fullWidth
      label={field.label}
      {...common}
      select={kind === 'choice'}
      type={kind === 'date' ? DATE_INPUT[field.type as keyof typeof DATE_INPUT] : 'text'}
      multiline={textArea}
      minRows={textArea ? (field.rows ?? 3) : undefined}
      value={text}
      placeholder={field.placeholder || undefined}
      error={Boolean(error)}
      helperText={
        // No maxLength on the input: a longer paste is kept whole, and the field says it is too long.
        hint && maxLength !== null ? (
          <LimitHelper
            message={error ?? t(hint.key, hint.params)}
            alert={Boolean(error)}
            length={text.length}
            max={maxLength}
          />
        ) : (
          error
        )
      }
      slotProps={{
        inputLabel: kind === 'date' ? { shrink: true } : undefined,
        htmlInput: { 'aria-invalid': Boolean(error) },
        formHelperText: error && !hint ? { role: 'alert' } : undefined,
      }}
      sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
      onChange={(event) =>
        onChange(field.type === 'SSN' ? formatSsn(event.target.value) : event.target.value)
      }
    >
      {kind === 'choice' &&
        state.options.map((option) => (
          <MenuItem key={option.key} value={option.key} sx={{ minHeight: 44 }}>
            {optionText(option)}
          </MenuItem>
        ))}
    </TextField>
  );
});

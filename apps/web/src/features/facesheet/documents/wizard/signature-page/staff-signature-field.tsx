import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_MAX_LENGTH, type Message } from '@carevisit/core';
import { LimitHelper } from '../../../../../ui/limit-helper.tsx';

/**
 * spec 2 §2, §5 the staff signature: a password input of at most 20 characters, counted and never cut short
 * (issue 36: typing past 20 was cut without a word, and the check then compared another signature), disabled
 * until every page was confirmed with Next, marked required unless the template's minimum is 0; its message
 * shows once something was typed or the field was left.
 */
export function StaffSignatureField({
  value,
  required,
  enabled,
  error,
  showError,
  onChange,
  onBlur,
}: {
  value: string;
  required: boolean;
  enabled: boolean;
  error: Message | null;
  showError: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const shown = enabled && showError && error !== null;
  return (
    <TextField
      id="staff-signature"
      type="password"
      label={t('signaturePage.staffSignature')}
      required={required}
      fullWidth
      autoComplete="off"
      value={value}
      disabled={!enabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={shown}
      helperText={
        enabled ? (
          <LimitHelper
            message={shown ? t(error.key, error.params) : null}
            alert={false}
            length={value.length}
            max={SIGNATURE_MAX_LENGTH}
          />
        ) : (
          t('signaturePage.staffSignatureDisabled')
        )
      }
      slotProps={{
        // Why it is disabled must still be read: MUI greys a disabled field's helper text to 2.67:1 (WCAG AA 4.5:1).
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    />
  );
}

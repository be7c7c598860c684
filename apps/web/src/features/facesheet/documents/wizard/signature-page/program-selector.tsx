import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Message, ProgramChoice } from '@carevisit/core';

export interface ProgramOption {
  clientProgramId: number;
  name: string;
}

const PLACEHOLDER = 'placeholder';

/** spec 2 §2, §5 the Program selector of a client-program document; 'Select Program' is not a program. */
export function ProgramSelector({
  options,
  value,
  error,
  readOnly,
  onChange,
}: {
  options: readonly ProgramOption[];
  value: ProgramChoice;
  error: Message | null;
  readOnly: boolean;
  onChange: (value: ProgramChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      required
      id="signature-program"
      label={t('signaturePage.program')}
      value={typeof value === 'number' ? String(value) : PLACEHOLDER}
      onChange={(event) =>
        onChange(event.target.value === PLACEHOLDER ? 'Select Program' : Number(event.target.value))
      }
      disabled={readOnly}
      error={error !== null}
      helperText={error ? t(error.key, error.params) : ' '}
    >
      <MenuItem value={PLACEHOLDER}>{t('signaturePage.selectProgram')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.clientProgramId} value={String(option.clientProgramId)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

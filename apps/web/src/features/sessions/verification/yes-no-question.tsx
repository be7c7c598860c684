import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface YesNoQuestionProps {
  id: string;
  question: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const CHOICES = [
  { value: true, key: 'visitVerification.yes' },
  { value: false, key: 'visitVerification.no' },
] as const;

/** A question the client answers YES or NO (spec 1 §5 verification of service and of duration). */
export function YesNoQuestion({ id, question, value, onChange, error, disabled }: YesNoQuestionProps) {
  const { t } = useTranslation();
  const selected = value === null ? '' : String(value);
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled ?? false} required>
      <FormLabel
        id={`${id}-label`}
        component="legend"
        // The chosen answer shows where the focus is; the question keeps its colour unless it is in error.
        sx={{
          color: 'text.primary',
          fontWeight: 600,
          mb: 1,
          lineHeight: 1.4,
          '&.Mui-focused:not(.Mui-error)': { color: 'text.primary' },
        }}
      >
        {question}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        name={id}
        value={selected}
        onChange={(event) => onChange(event.target.value === 'true')}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}
      >
        {CHOICES.map((choice) => {
          const checked = selected === String(choice.value);
          return (
            <Box
              key={choice.key}
              sx={{
                border: 1.5,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : error ? 'error.main' : 'grey.300',
                bgcolor: checked ? 'rgba(11, 92, 173, 0.06)' : 'background.paper',
                transition: 'border-color 120ms, background-color 120ms',
              }}
            >
              <FormControlLabel
                value={String(choice.value)}
                control={<Radio />}
                label={t(choice.key)}
                sx={{
                  m: 0,
                  px: 1,
                  py: 0.25,
                  width: '100%',
                  '& .MuiFormControlLabel-label': { fontWeight: 700, letterSpacing: 0.5 },
                }}
              />
            </Box>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText sx={{ mx: 0, mt: 1 }}>{error}</FormHelperText>}
    </FormControl>
  );
}

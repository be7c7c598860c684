import { Box, Checkbox, FormControl, FormControlLabel, FormLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLayoutKind } from '../use-layout.ts';

/** An Activity Qualifiers descriptor, as far as the checklist shows it. */
interface QualifierChoice {
  descriptorId: number;
  name: string;
}

export interface QualifiersChecklistProps {
  options: readonly QualifierChoice[];
  checked: readonly number[];
  onToggle: (descriptorId: number, checked: boolean) => void;
  disabled?: boolean;
}

/**
 * spec 1 §4 Kept: the Activity Qualifiers checklist in a 2-column grid on handhelds and 3 columns on tablets, in
 * the Appointment and the Visit Verification dialogs.
 */
export function QualifiersChecklist({
  options,
  checked,
  onToggle,
  disabled = false,
}: QualifiersChecklistProps) {
  const { t } = useTranslation();
  const columns = useLayoutKind() === 'handheld' ? 2 : 3;
  return (
    <FormControl
      component="fieldset"
      disabled={disabled}
      data-testid="activity-qualifiers"
      sx={{ width: '100%' }}
    >
      <FormLabel
        component="legend"
        sx={{
          typography: 'subtitle2',
          fontWeight: 600,
          color: 'text.primary',
          '&.Mui-focused': { color: 'text.primary' },
          mb: 1,
        }}
      >
        {t('appointmentDialog.qualifiers')}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          columnGap: 1.5,
          rowGap: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.descriptorId}
            label={option.name}
            // A long name wraps beside its box, which stays level with the first line.
            sx={{
              mr: 0,
              ml: -0.75,
              alignItems: 'flex-start',
              '& .MuiFormControlLabel-label': { fontSize: '0.9rem', lineHeight: 1.35, pt: '9px' },
            }}
            control={
              <Checkbox
                size="small"
                checked={checked.includes(option.descriptorId)}
                onChange={(event) => onToggle(option.descriptorId, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </FormControl>
  );
}

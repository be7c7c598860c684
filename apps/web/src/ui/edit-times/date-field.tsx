import { TextField } from '@mui/material';

export interface DateFieldProps {
  id: string;
  label: string;
  /** yyyy-MM-dd; '' while cleared */
  value: string;
  onChange: (date: string) => void;
  /** The earliest and latest dates the device's calendar offers (yyyy-MM-dd); typed dates are still checked. */
  min?: string | null;
  max?: string | null;
  error?: string | undefined;
}

/**
 * A date in the device's own date picker, which shows it as MM/dd/yyyy in US English (spec 1 §9) and opens the
 * calendar a phone user expects.
 */
export function DateField({ id, label, value, onChange, min, max, error }: DateFieldProps) {
  return (
    <TextField
      id={id}
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      margin="none"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: min ?? undefined, max: max ?? undefined },
      }}
    />
  );
}

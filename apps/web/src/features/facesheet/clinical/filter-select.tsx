import { useId } from 'react';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SHOW_ALL } from '@carevisit/core';

export interface FilterSelectProps {
  /** The spec's filter name, e.g. 'Filter By Type'. */
  label: string;
  choices: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
}

// A Select needs a string value; Show All travels as one no record's value can equal.
const SHOW_ALL_VALUE = '\u0000all';

/** spec 2 §2 'Filter By Type' / 'Filter By Status': one value of a column, or Show All (the default). */
export function FilterSelect({ label, choices, value, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 220, alignSelf: { sm: 'flex-start' } }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={value ?? SHOW_ALL_VALUE}
        onChange={(event) => onChange(event.target.value === SHOW_ALL_VALUE ? SHOW_ALL : event.target.value)}
      >
        <MenuItem value={SHOW_ALL_VALUE}>{t('clinical.showAll')}</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

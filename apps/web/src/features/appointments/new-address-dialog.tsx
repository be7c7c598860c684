import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_LIMITS,
  APPOINTMENT_DIALOG_WIDTH_PX,
  US_STATES,
  validateNewAddress,
  type AddressSearchResult,
  type NewAddressField,
  type VisitAddress,
} from '@carevisit/core';
import { useActiveSession } from '../../session/session-context.tsx';
import { useOnline } from '../../platform/online-status.ts';
import { useDialogText } from '../../ui/use-dialog-text.ts';
import { useLayoutKind } from '../../ui/use-layout.ts';
import {
  coordinatesOnSave,
  fieldsOfSuggestion,
  newVisitAddress,
  type NewAddressFields,
} from './address-search.ts';
import { SelectField } from './select-field.tsx';
import { StreetSearchField } from './street-search-field.tsx';
import { useAddressSearch } from './use-address-search.ts';

const EMPTY: NewAddressFields = { street1: '', street2: '', aptSuite: '', city: '', state: '', zip: '' };

export interface NewAddressDialogProps {
  onSave: (address: VisitAddress) => void;
  onClose: () => void;
}

/**
 * spec 1 §2 dialog 'New Address' with the spec 1 §5 rules: street 1 (searched as typed), street 2, apartment or
 * suite, city, state from the fixed list, and a 5-digit zip. Saving geocodes it when online.
 */
export function NewAddressDialog({ onSave, onClose }: NewAddressDialogProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  const { api } = useActiveSession();
  const online = useOnline();
  const handheld = useLayoutKind() === 'handheld';
  const search = useAddressSearch(api, online);
  const [fields, setFields] = useState<NewAddressFields>(EMPTY);
  const [visited, setVisited] = useState<readonly NewAddressField[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [chosen, setChosen] = useState<AddressSearchResult | null>(null);
  const [checking, setChecking] = useState(false);

  const errors = validateNewAddress(fields);
  const shown = (field: NewAddressField) => {
    const error = errors[field];
    return error && (submitted || visited.includes(field)) ? text(error) : undefined;
  };
  const visit = (field: NewAddressField) =>
    setVisited((list) => (list.includes(field) ? list : [...list, field]));
  const set = (field: keyof NewAddressFields, value: string) =>
    setFields((now) => ({ ...now, [field]: value }));

  const save = async () => {
    setSubmitted(true);
    if (checking || Object.keys(errors).length > 0) return;
    setChecking(true);
    const coordinates = await coordinatesOnSave(api, fields, chosen, online);
    onSave(newVisitAddress(fields, coordinates));
  };

  const textField = (field: Exclude<NewAddressField, 'street1' | 'state'>, max: number, required = false) => (
    <TextField
      id={`new-address-${field}`}
      label={t(`newAddressDialog.${field}`)}
      value={fields[field]}
      onChange={(event) => set(field, event.target.value)}
      onBlur={() => visit(field)}
      required={required}
      error={Boolean(shown(field))}
      helperText={shown(field)}
      margin="none"
      slotProps={{
        htmlInput: {
          maxLength: max,
          ...(field === 'zip' ? { inputMode: 'numeric', autoComplete: 'postal-code' } : {}),
        },
      }}
    />
  );

  return (
    <Dialog
      open
      onClose={checking ? undefined : onClose}
      fullScreen={handheld}
      maxWidth={false}
      // As wide as the Appointment dialog it opens from, so it covers it exactly on tablets.
      slotProps={{
        paper: { sx: handheld ? {} : { width: APPOINTMENT_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } },
      }}
      aria-labelledby="new-address-title"
    >
      <DialogTitle id="new-address-title">{t('newAddressDialog.title')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: 2, pt: 1 }}>
          <Box sx={{ gridColumn: 'span 6' }}>
            <StreetSearchField
              value={fields.street1}
              onChange={(street1) => {
                setChosen(null);
                set('street1', street1);
              }}
              onSuggestion={(result) => {
                setChosen(result);
                setFields((now) => ({ ...now, ...fieldsOfSuggestion(result) }));
              }}
              onVisited={() => visit('street1')}
              search={search}
              online={online}
              error={shown('street1')}
            />
          </Box>
          <Box sx={{ gridColumn: handheld ? 'span 6' : 'span 4' }}>
            {textField('street2', ADDRESS_LIMITS.street2)}
          </Box>
          <Box sx={{ gridColumn: handheld ? 'span 6' : 'span 2' }}>
            {textField('aptSuite', ADDRESS_LIMITS.aptSuite)}
          </Box>
          <Box sx={{ gridColumn: 'span 6' }}>{textField('city', ADDRESS_LIMITS.city, true)}</Box>
          <Box sx={{ gridColumn: handheld ? 'span 6' : 'span 3' }}>
            <SelectField
              id="new-address-state"
              label={t('newAddressDialog.state')}
              placeholder={t('newAddressDialog.statePlaceholder')}
              value={fields.state === '' ? null : fields.state}
              options={US_STATES.map((state) => ({
                value: state.abbreviation,
                label: t('newAddressDialog.stateOption', {
                  name: state.name,
                  abbreviation: state.abbreviation,
                }),
              }))}
              onChange={(state) => set('state', state)}
              onVisited={() => visit('state')}
              error={shown('state')}
              required
            />
          </Box>
          <Box sx={{ gridColumn: handheld ? 'span 6' : 'span 3' }}>
            {textField('zip', ADDRESS_LIMITS.zip, true)}
          </Box>
        </Box>
      </DialogContent>
      {checking && <LinearProgress aria-label={t('newAddressDialog.checking')} />}
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={checking}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={checking}>
          {t('newAddressDialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

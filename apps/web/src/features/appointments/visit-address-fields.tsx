import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import { useTranslation } from 'react-i18next';
import { oneLineAddress, type ClientAddress, type Message, type VisitAddress } from '@carevisit/core';
import { useDialogText } from '../../ui/use-dialog-text.ts';
import type { AddressEnd, AppointmentFormAction, AppointmentFormState } from './appointment-form-state.ts';
import { addressKey, addressOptions } from './appointment-options.ts';
import { NewAddressDialog } from './new-address-dialog.tsx';
import { SelectField } from './select-field.tsx';

export interface VisitAddressFieldsProps {
  state: AppointmentFormState;
  dispatch: (action: AppointmentFormAction) => void;
  clientAddresses: readonly ClientAddress[];
  errors: { startVisitAddress?: Message | undefined; endVisitAddress?: Message | undefined };
  /** The start and end addresses side by side on tablets. */
  columns: 1 | 2;
}

/**
 * spec 1 §5: the start visit address, and the end one unless it is the same, for activities that require EVV
 * addresses in organizations that use them. Either an address of the client or a New Address.
 */
export function VisitAddressFields({
  state,
  dispatch,
  clientAddresses,
  errors,
  columns,
}: VisitAddressFieldsProps) {
  const { t } = useTranslation();
  const text = useDialogText();
  const [writingFor, setWritingFor] = useState<AddressEnd | null>(null);
  const options = addressOptions(
    clientAddresses,
    [state.startVisitAddress, state.endVisitAddress],
    state.newAddresses,
  );
  const selectOptions = options.map((option) => ({
    value: option.key,
    label: oneLineAddress(option.address),
    detail: t(`appointmentDialog.addressKind.${option.kind}`),
  }));

  const field = (end: AddressEnd, address: VisitAddress | null) => {
    const name = end === 'start' ? 'startVisitAddress' : 'endVisitAddress';
    const error = errors[name];
    return (
      <SelectField
        id={`appointment-${name}`}
        label={t(`appointmentDialog.${name}`)}
        placeholder={t('appointmentDialog.addressPlaceholder')}
        value={address ? addressKey(address, state.newAddresses) : null}
        options={selectOptions}
        onChange={(key) =>
          dispatch({
            type: 'visitAddress',
            end,
            address: options.find((option) => option.key === key)?.address ?? null,
          })
        }
        onVisited={() => dispatch({ type: 'touch', field: name })}
        error={error ? text(error) : undefined}
        required
        action={{
          label: t('appointmentDialog.newAddress'),
          icon: <AddLocationAltOutlined fontSize="small" />,
          onSelect: () => setWritingFor(end),
        }}
      />
    );
  };

  return (
    <Box component="section" aria-labelledby="appointment-visit-addresses">
      <Typography
        id="appointment-visit-addresses"
        variant="subtitle2"
        component="h3"
        sx={{ mb: 1.5, fontWeight: 600 }}
      >
        {t('appointmentDialog.visitAddresses')}
      </Typography>
      {/* One address alone takes the whole row, so more of it can be read. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${state.sameAsEndAddress ? 1 : columns}, minmax(0, 1fr))`,
          gap: 2,
        }}
      >
        {field('start', state.startVisitAddress)}
        {state.sameAsEndAddress ? null : field('end', state.endVisitAddress)}
      </Box>
      <FormControlLabel
        sx={{ mt: 0.5 }}
        control={
          <Checkbox
            checked={state.sameAsEndAddress}
            onChange={(event) => dispatch({ type: 'sameAsEndAddress', same: event.target.checked })}
          />
        }
        label={t('appointmentDialog.sameAddress')}
      />
      {writingFor !== null && (
        <NewAddressDialog
          onClose={() => setWritingFor(null)}
          onSave={(address) => {
            dispatch({ type: 'newAddress', end: writingFor, address });
            setWritingFor(null);
          }}
        />
      )}
    </Box>
  );
}

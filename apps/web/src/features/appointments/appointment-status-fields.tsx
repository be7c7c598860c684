import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '@carevisit/core';
import { Cell, FULL, HALF, type FieldGroupProps } from './appointment-grid.tsx';
import { SelectField } from './select-field.tsx';

/** The status the appointment may have now (spec 1 §4), and its non-billable minutes where allowed (§5). */
export function AppointmentStatusFields(props: FieldGroupProps) {
  const { state, dispatch, check, message, handheld, startMode } = props;
  const { t } = useTranslation();
  const statusHelp = startMode
    ? t('sessions.startModeStatus')
    : check.statusEditable
      ? undefined
      : t('appointmentDialog.statusLocked');
  return (
    <>
      <Cell span={check.nonBillableAllowed ? HALF : FULL} handheld={handheld}>
        <SelectField<AppointmentStatus>
          id="appointment-status"
          label={t('appointmentDialog.status')}
          placeholder={t('appointmentDialog.statusPlaceholder')}
          value={state.status}
          options={check.statusOptions.map((status) => ({
            value: status,
            label: t(`appointmentStatus.${status}`),
          }))}
          onChange={(status) => dispatch({ type: 'status', status })}
          onVisited={() => dispatch({ type: 'touch', field: 'status' })}
          error={message('status')}
          helperText={statusHelp}
          disabled={startMode || !check.statusEditable}
          required
        />
      </Cell>
      {check.nonBillableAllowed && (
        <Cell span={HALF} handheld={handheld}>
          <TextField
            id="appointment-non-billable"
            label={t('appointmentDialog.nonBillableMinutes')}
            value={state.nonBillableMinutes}
            onChange={(event) => dispatch({ type: 'nonBillableMinutes', text: event.target.value })}
            error={Boolean(message('nonBillableMinutes'))}
            helperText={message('nonBillableMinutes')}
            margin="none"
            required
            slotProps={{
              htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' },
              inputLabel: { shrink: true },
            }}
          />
        </Cell>
      )}
    </>
  );
}

import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@carevisit/core';
import { TimeField } from '../../ui/time-picker/time-field.tsx';
import { Cell, type FieldGroupProps } from './appointment-grid.tsx';

/** The appointment's date, start and end time, with the visit's length under the end (spec 1 §2, §5). */
export function AppointmentTimeFields({
  state,
  dispatch,
  check,
  message,
  handheld,
  startMode,
}: FieldGroupProps) {
  const { t } = useTranslation();
  const duration =
    check.durationMinutes === null
      ? undefined
      : t(check.times?.overnight ? 'appointmentDialog.overnightDuration' : 'appointmentDialog.duration', {
          duration: formatDuration(Math.max(0, check.durationMinutes)),
        });
  return (
    <>
      <Cell span={{ handheld: 6, tablet: 2 }} handheld={handheld}>
        <TextField
          id="appointment-date"
          type="date"
          label={t('appointmentDialog.date')}
          value={state.date}
          onChange={(event) => dispatch({ type: 'date', date: event.target.value })}
          disabled={startMode}
          error={Boolean(message('startDate'))}
          helperText={message('startDate')}
          margin="none"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Cell>
      <Cell span={{ handheld: 3, tablet: 2 }} handheld={handheld}>
        <TimeField
          id="appointment-start-time"
          label={t('appointmentDialog.startTime')}
          value={state.startTime}
          onChange={(time) => dispatch({ type: 'startTime', time })}
          disabled={startMode}
          error={message('startTime')}
        />
      </Cell>
      <Cell span={{ handheld: 3, tablet: 2 }} handheld={handheld}>
        <TimeField
          id="appointment-end-time"
          label={t('appointmentDialog.endTime')}
          value={state.endTime}
          onChange={(time) => dispatch({ type: 'endTime', time })}
          helperText={duration}
        />
      </Cell>
    </>
  );
}

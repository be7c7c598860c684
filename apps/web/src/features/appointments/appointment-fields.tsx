import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { activityQualifierChoices, dateInZone, showsQualifiers } from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { QualifiersChecklist } from '../../ui/appointments/qualifiers-checklist.tsx';
import { clientName } from '../../ui/format/client-name.ts';
import { useDialogText } from '../../ui/use-dialog-text.ts';
import type { LayoutKind } from '../../ui/use-layout.ts';
import { appointmentChoices } from './appointment-choices.ts';
import type { FormCheck, FormField } from './appointment-form-check.ts';
import type {
  AppointmentFormAction,
  AppointmentFormState,
  TouchableField,
} from './appointment-form-state.ts';
import { AppointmentGrid, Cell, FULL, HALF } from './appointment-grid.tsx';
import { activityOptions, serviceLocationOptions } from './appointment-options.ts';
import { AppointmentStatusFields } from './appointment-status-fields.tsx';
import { AppointmentTimeFields } from './appointment-time-fields.tsx';
import { ClientField } from './client-field.tsx';
import { SelectField } from './select-field.tsx';
import type { AppointmentReferences } from './use-appointment-references.ts';
import { VisitAddressFields } from './visit-address-fields.tsx';

export interface AppointmentFieldsProps {
  state: AppointmentFormState;
  dispatch: (action: AppointmentFormAction) => void;
  check: FormCheck;
  references: AppointmentReferences;
  /** The client's record (names and addresses); undefined until it is on the device. */
  client: ClientData | undefined;
  /** The caseload to choose from; null when the client is fixed (a saved appointment, or opened for one). */
  caseload: readonly ClientData[] | null;
  layout: LayoutKind;
  now: Date;
  timeZone: string;
  /** spec 1 §4 Starting a session: status In Session, date and start time now, all locked. */
  startMode?: boolean;
}

/** The Appointment dialog's fields (spec 1 §2, §3 Appointment), each with its message beside it. */
export function AppointmentFields(props: AppointmentFieldsProps) {
  const { state, dispatch, check, references, layout } = props;
  const { t } = useTranslation();
  const text = useDialogText();
  const handheld = layout === 'handheld';
  const message = (field: FormField) => {
    const shown = check.shown[field];
    return shown ? text(shown) : undefined;
  };
  const visited = (field: TouchableField) => () => dispatch({ type: 'touch', field });
  const choices = appointmentChoices(state, references, check.times?.start ?? props.now, props.now);
  const startMode = props.startMode ?? false;

  return (
    <AppointmentGrid>
      <Cell span={FULL} handheld={handheld}>
        {props.caseload ? (
          <ClientField
            caseload={props.caseload}
            clientId={state.clientId}
            onChange={(clientId) => dispatch({ type: 'client', clientId })}
            onVisited={visited('client')}
            error={message('client')}
          />
        ) : (
          <TextField
            id="appointment-client"
            label={t('appointmentDialog.client')}
            value={state.clientId === null ? '' : clientName(t, props.client, state.clientId)}
            margin="none"
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
        )}
      </Cell>
      <Cell span={HALF} handheld={handheld}>
        <SelectField
          id="appointment-program"
          label={t('appointmentDialog.program')}
          placeholder={t('appointmentDialog.programPlaceholder')}
          value={state.programId}
          options={choices.programs}
          onChange={(programId) => dispatch({ type: 'program', programId })}
          onVisited={visited('program')}
          error={message('program')}
          helperText={choices.noProgramHere ? t('appointmentDialog.noProgramInOrganization') : undefined}
          required
        />
      </Cell>
      <Cell span={HALF} handheld={handheld}>
        <SelectField
          id="appointment-organization"
          label={t('appointmentDialog.organization')}
          placeholder={t('appointmentDialog.organizationPlaceholder')}
          value={state.organizationId}
          options={choices.organizations}
          onChange={(organizationId) => dispatch({ type: 'organization', organizationId })}
          onVisited={visited('organization')}
          error={message('organization')}
          helperText={choices.noClientOrganization ? t('appointmentDialog.noClientOrganization') : undefined}
          required
        />
      </Cell>
      <Cell span={HALF} handheld={handheld}>
        <SelectField
          id="appointment-activity"
          label={t('appointmentDialog.activity')}
          placeholder={t('appointmentDialog.activityPlaceholder')}
          value={state.activityId}
          options={activityOptions(references.activities, references.activity)}
          onChange={(activityId) => dispatch({ type: 'activity', activityId })}
          onVisited={visited('activity')}
          error={message('activity')}
          required
        />
      </Cell>
      <Cell span={HALF} handheld={handheld}>
        <SelectField
          id="appointment-service-location"
          label={t('appointmentDialog.serviceLocation')}
          placeholder={t('appointmentDialog.serviceLocationPlaceholder')}
          value={state.serviceLocationId}
          options={serviceLocationOptions(references.serviceLocations, references.serviceLocation)}
          onChange={(serviceLocationId) => dispatch({ type: 'serviceLocation', serviceLocationId })}
          onVisited={visited('serviceLocation')}
          error={message('serviceLocation')}
          required
        />
      </Cell>
      <AppointmentTimeFields {...{ state, dispatch, check, message, handheld, startMode }} />
      <AppointmentStatusFields {...{ state, dispatch, check, message, handheld, startMode }} />
      {check.addressesRequired && (
        <Cell span={FULL} handheld={handheld}>
          <VisitAddressFields
            state={state}
            dispatch={dispatch}
            clientAddresses={props.client?.addresses ?? []}
            errors={{
              startVisitAddress: check.shown.startVisitAddress,
              endVisitAddress: check.shown.endVisitAddress,
            }}
            columns={handheld ? 1 : 2}
          />
        </Cell>
      )}
      {showsQualifiers(state.status) && (
        <Cell span={FULL} handheld={handheld}>
          <QualifiersChecklist
            options={activityQualifierChoices(references.qualifiers, {
              // spec 2 §3: the appointment's organization, whichever the user works in now.
              organizationId: state.organizationId,
              today: dateInZone(props.now, props.timeZone),
              checked: state.qualifierIds,
            })}
            checked={state.qualifierIds}
            onToggle={(descriptorId, checked) => dispatch({ type: 'qualifier', descriptorId, checked })}
          />
        </Cell>
      )}
    </AppointmentGrid>
  );
}

import type { ReactNode } from 'react';
import { Box, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  activityQualifierChoices,
  dateInZone,
  formatDuration,
  showsQualifiers,
  type AppointmentStatus,
} from '@carevisit/core';
import type { ClientData } from '../../data/index.ts';
import { clientName } from '../../ui/format/client-name.ts';
import { useDialogText } from '../../ui/use-dialog-text.ts';
import type { LayoutKind } from '../../ui/use-layout.ts';
import type { FormCheck, FormField } from './appointment-form-check.ts';
import type {
  AppointmentFormAction,
  AppointmentFormState,
  TouchableField,
} from './appointment-form-state.ts';
import {
  activityOptions,
  organizationOptions,
  programOptions,
  serviceLocationOptions,
} from './appointment-options.ts';
import { ClientField } from './client-field.tsx';
import { QualifiersChecklist } from '../../ui/appointments/qualifiers-checklist.tsx';
import { SelectField } from './select-field.tsx';
import { TimeField } from '../../ui/time-picker/time-field.tsx';
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
  const cell = (span: { handheld: number; tablet: number }, child: ReactNode) => (
    <Box sx={{ gridColumn: `span ${handheld ? span.handheld : span.tablet}`, minWidth: 0 }}>{child}</Box>
  );
  const full = { handheld: 6, tablet: 6 };
  const half = { handheld: 6, tablet: 3 };
  const serviceInstant = check.times?.start ?? props.now;
  const programs = programOptions({
    clientPrograms: references.clientPrograms,
    programs: references.programs,
    organizationId: state.organizationId,
    serviceInstant,
    now: props.now,
    chosen: state.programId,
  });
  const organizationInput = {
    available: references.organizations,
    scopeOrganizations: references.scopeOrganizations,
    clientPrograms: state.clientId === null ? null : references.clientPrograms,
    serviceInstant,
    now: props.now,
  };
  const organizations = organizationOptions({ ...organizationInput, chosen: references.organization });
  // Issue 20, item 3: an empty list says why, and where to look instead.
  const clientChosen = state.clientId !== null;
  const noClientOrganization =
    clientChosen && organizationOptions({ ...organizationInput, chosen: undefined }).length === 0;
  const noProgramHere =
    clientChosen && !noClientOrganization && state.organizationId !== null && programs.length === 0;
  const duration =
    check.durationMinutes === null
      ? undefined
      : t(check.times?.overnight ? 'appointmentDialog.overnightDuration' : 'appointmentDialog.duration', {
          duration: formatDuration(Math.max(0, check.durationMinutes)),
        });

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', columnGap: 2, rowGap: 2.5 }}
    >
      {cell(
        full,
        props.caseload ? (
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
        ),
      )}
      {cell(
        half,
        <SelectField
          id="appointment-program"
          label={t('appointmentDialog.program')}
          placeholder={t('appointmentDialog.programPlaceholder')}
          value={state.programId}
          options={programs}
          onChange={(programId) => dispatch({ type: 'program', programId })}
          onVisited={visited('program')}
          error={message('program')}
          helperText={noProgramHere ? t('appointmentDialog.noProgramInOrganization') : undefined}
          required
        />,
      )}
      {cell(
        half,
        <SelectField
          id="appointment-organization"
          label={t('appointmentDialog.organization')}
          placeholder={t('appointmentDialog.organizationPlaceholder')}
          value={state.organizationId}
          options={organizations}
          onChange={(organizationId) => dispatch({ type: 'organization', organizationId })}
          onVisited={visited('organization')}
          error={message('organization')}
          helperText={noClientOrganization ? t('appointmentDialog.noClientOrganization') : undefined}
          required
        />,
      )}
      {cell(
        half,
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
        />,
      )}
      {cell(
        half,
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
        />,
      )}
      {cell(
        { handheld: 6, tablet: 2 },
        <TextField
          id="appointment-date"
          type="date"
          label={t('appointmentDialog.date')}
          value={state.date}
          onChange={(event) => dispatch({ type: 'date', date: event.target.value })}
          disabled={props.startMode ?? false}
          error={Boolean(message('startDate'))}
          helperText={message('startDate')}
          margin="none"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />,
      )}
      {cell(
        { handheld: 3, tablet: 2 },
        <TimeField
          id="appointment-start-time"
          label={t('appointmentDialog.startTime')}
          value={state.startTime}
          onChange={(time) => dispatch({ type: 'startTime', time })}
          disabled={props.startMode ?? false}
          error={message('startTime')}
        />,
      )}
      {cell(
        { handheld: 3, tablet: 2 },
        <TimeField
          id="appointment-end-time"
          label={t('appointmentDialog.endTime')}
          value={state.endTime}
          onChange={(time) => dispatch({ type: 'endTime', time })}
          helperText={duration}
        />,
      )}
      {cell(
        check.nonBillableAllowed ? half : full,
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
          onVisited={visited('status')}
          error={message('status')}
          helperText={
            props.startMode
              ? t('sessions.startModeStatus')
              : check.statusEditable
                ? undefined
                : t('appointmentDialog.statusLocked')
          }
          disabled={props.startMode || !check.statusEditable}
          required
        />,
      )}
      {check.nonBillableAllowed &&
        cell(
          half,
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
          />,
        )}
      {check.addressesRequired &&
        cell(
          full,
          <VisitAddressFields
            state={state}
            dispatch={dispatch}
            clientAddresses={props.client?.addresses ?? []}
            errors={{
              startVisitAddress: check.shown.startVisitAddress,
              endVisitAddress: check.shown.endVisitAddress,
            }}
            columns={handheld ? 1 : 2}
          />,
        )}
      {showsQualifiers(state.status) &&
        cell(
          full,
          <QualifiersChecklist
            options={activityQualifierChoices(references.qualifiers, {
              // spec 2 §3: the appointment's organization, whichever the user works in now.
              organizationId: state.organizationId,
              today: dateInZone(props.now, props.timeZone),
              checked: state.qualifierIds,
            })}
            checked={state.qualifierIds}
            onToggle={(descriptorId, checked) => dispatch({ type: 'qualifier', descriptorId, checked })}
          />,
        )}
    </Box>
  );
}

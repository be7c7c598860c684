import {
  appointmentStatuses,
  appointmentTimes,
  canSaveAppointment,
  evvAddressesRequired,
  isDateString,
  isStatusEditable,
  minutesBetween,
  selectableStatuses,
  validateNonBillableMinutes,
  type Activity,
  type AppointmentStatus,
  type AppointmentTimes,
  type Message,
  type Organization,
  type VisitComplete,
} from '@carevisit/core';
import type { AppointmentFormState, TouchableField } from './appointment-form-state.ts';

export type FormField = TouchableField | 'startDate' | 'startTime';

export interface FormCheckContext {
  now: Date;
  /** The chosen organization's time zone: the dialog's date and times are on its wall clock. */
  timeZone: string;
  /** The chosen activity and organization (undefined while none is chosen or loaded). */
  activity: Activity | undefined;
  organization: Organization | undefined;
  /** The status as saved, for an existing appointment; null for a new one. */
  savedStatus: AppointmentStatus | null;
  /** The appointment's visit: -1 pending, 0 active, 1 done; null without one. */
  visitComplete: VisitComplete | null;
}

export interface FormCheck {
  canSave: boolean;
  /** The fields that keep Save disabled, shown or not yet (issue 36). */
  unmet: FormField[];
  /** Messages beside the fields: a required one only once the user has been to that field. */
  shown: Partial<Record<FormField, Message>>;
  /** The start and end the date and times stand for; null while the date is not a date. */
  times: AppointmentTimes | null;
  durationMinutes: number | null;
  addressesRequired: boolean;
  statusEditable: boolean;
  /** The statuses the list offers now (spec 1 §4), with the chosen one even when it no longer fits. */
  statusOptions: AppointmentStatus[];
  /** The non-billable field shows only for activities that allow the minutes (spec 1 §5). */
  nonBillableAllowed: boolean;
}

const REQUIRED: Message = { key: 'appointment.required' };

function timesOf(state: AppointmentFormState, timeZone: string): AppointmentTimes | null {
  if (!isDateString(state.date)) return null;
  return appointmentTimes(state.date, state.startTime, state.endTime, timeZone);
}

/** Every rule of spec 1 §4 and §5 the dialog checks while the user edits; the save steps follow on Save. */
export function checkAppointmentForm(state: AppointmentFormState, context: FormCheckContext): FormCheck {
  const { activity, organization, now, timeZone } = context;
  const times = timesOf(state, timeZone);
  const start = times?.start ?? now;
  const errors: Partial<Record<FormField, Message>> = {};

  const core = canSaveAppointment({
    programId: state.programId,
    organizationId: state.organizationId,
    activityId: state.activityId,
    serviceLocationId: state.serviceLocationId,
    status: state.status,
    start,
    activity: activity ? { requireEvvAddress: activity.requireEvvAddress } : null,
    organization: organization ? { evv: organization.evv, evvAddresses: organization.evvAddresses } : null,
    startVisitAddress: state.startVisitAddress,
    endVisitAddress: state.endVisitAddress,
    sameAsEndAddress: state.sameAsEndAddress,
    now,
    timeZone,
  });
  Object.assign(errors, core.errors);
  if (state.clientId === null) errors.client = REQUIRED;
  if (times === null) errors.startDate = REQUIRED;

  const statusEditable =
    context.savedStatus === null ||
    isStatusEditable({ status: context.savedStatus, visitComplete: context.visitComplete });
  // spec 1 §4: the aggregator activities' list does not offer In Session.
  const selectable = selectableStatuses({
    start,
    now,
    organization: organization ?? { useCheckedIn: false, useCoStaff: false },
    variant: activity?.isAggregator ? 'aggregator' : 'standard',
    timeZone,
  });
  const status = state.status;
  const statusChanged = status !== null && status !== context.savedStatus;
  // In Session in the future already has its own messages (spec 1 §5) beside the date or the time.
  if (statusChanged && !selectable.includes(status) && !errors.startDate && !errors.startTime) {
    errors.status = { key: 'appointmentDialog.statusNotAllowed', params: { status } };
  }

  const nonBillableAllowed = activity?.nonBillableMinutes ?? false;
  const durationMinutes = times ? minutesBetween(times.start, times.end) : null;
  const nonBillable = validateNonBillableMinutes({
    value: state.nonBillableMinutes,
    allowed: nonBillableAllowed,
    durationMinutes,
  });
  if (nonBillable) errors.nonBillableMinutes = nonBillable;

  const shown: Partial<Record<FormField, Message>> = {};
  for (const [field, message] of Object.entries(errors) as [FormField, Message][]) {
    const required = message.key === 'appointment.required';
    if (!required || field === 'startDate' || state.touched.includes(field as TouchableField)) {
      shown[field] = message;
    }
  }

  return {
    canSave: Object.keys(errors).length === 0,
    unmet: Object.keys(errors) as FormField[],
    shown,
    times,
    durationMinutes,
    addressesRequired: evvAddressesRequired(
      activity ? { requireEvvAddress: activity.requireEvvAddress } : null,
      organization ? { evv: organization.evv, evvAddresses: organization.evvAddresses } : null,
    ),
    statusEditable,
    statusOptions: appointmentStatuses.filter((each) => selectable.includes(each) || each === status),
    nonBillableAllowed,
  };
}

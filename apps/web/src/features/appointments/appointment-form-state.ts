import {
  defaultEnd,
  nextQuarterHour,
  sanitizeNonBillableInput,
  shiftEndWithStart,
  wallClockOf,
  type AppointmentStatus,
  type VisitAddress,
} from '@carevisit/core';
import type { AppointmentData } from '../../data/index.ts';

/** The fields whose required message shows once the user has been to them. */
export type TouchableField =
  | 'client'
  | 'program'
  | 'organization'
  | 'activity'
  | 'serviceLocation'
  | 'status'
  | 'nonBillableMinutes'
  | 'startVisitAddress'
  | 'endVisitAddress';

export type AddressEnd = 'start' | 'end';

/**
 * What the Appointment dialog holds while the user edits: one date with a start and an end wall-clock time in
 * the organization's time zone (spec 1 §4 overnight is decided on save), the non-billable minutes as typed.
 */
export interface AppointmentFormState {
  /** null for a new appointment. */
  appointmentId: number | null;
  clientId: number | null;
  programId: number | null;
  organizationId: number | null;
  activityId: number | null;
  serviceLocationId: number | null;
  status: AppointmentStatus | null;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  startTime: string;
  /** HH:mm; not after the start means the next day, once confirmed (spec 1 §4 Overnight). */
  endTime: string;
  nonBillableMinutes: string;
  qualifierIds: number[];
  startVisitAddress: VisitAddress | null;
  endVisitAddress: VisitAddress | null;
  sameAsEndAddress: boolean;
  /** Addresses written in this dialog (New Address), offered in both address lists until saved. */
  newAddresses: VisitAddress[];
  touched: TouchableField[];
}

export type AppointmentFormAction =
  | { type: 'client'; clientId: number | null }
  | { type: 'program'; programId: number | null }
  | { type: 'organization'; organizationId: number | null }
  | { type: 'activity'; activityId: number | null }
  | { type: 'serviceLocation'; serviceLocationId: number | null }
  | { type: 'status'; status: AppointmentStatus | null }
  | { type: 'date'; date: string }
  | { type: 'startTime'; time: string }
  | { type: 'endTime'; time: string }
  | { type: 'nonBillableMinutes'; text: string }
  | { type: 'qualifier'; descriptorId: number; checked: boolean }
  | { type: 'visitAddress'; end: AddressEnd; address: VisitAddress | null }
  | { type: 'newAddress'; end: AddressEnd; address: VisitAddress }
  | { type: 'sameAsEndAddress'; same: boolean }
  | { type: 'touch'; field: TouchableField };

export interface NewAppointmentInput {
  clientId: number | null;
  /** Where the dialog was opened (a calendar slot); otherwise the next quarter hour. */
  start: Date | null;
  organizationId: number;
  timeZone: string;
  now: Date;
}

/** A new appointment: one hour from the given start or the next quarter hour (spec 1 §5 default one hour). */
export function newAppointmentState({
  clientId,
  start,
  organizationId,
  timeZone,
  now,
}: NewAppointmentInput): AppointmentFormState {
  const from = start ?? nextQuarterHour(now);
  const startClock = wallClockOf(from, timeZone);
  return {
    appointmentId: null,
    clientId,
    programId: null,
    organizationId,
    activityId: null,
    serviceLocationId: null,
    status: null,
    date: startClock.date,
    startTime: startClock.time,
    endTime: wallClockOf(defaultEnd(from), timeZone).time,
    nonBillableMinutes: '',
    qualifierIds: [],
    startVisitAddress: null,
    endVisitAddress: null,
    // Most visits start and end at the client's door.
    sameAsEndAddress: true,
    newAddresses: [],
    touched: [],
  };
}

/** A saved appointment as the dialog shows it, on its organization's wall clock. */
export function existingAppointmentState(
  appointment: AppointmentData,
  timeZone: string,
): AppointmentFormState {
  const start = wallClockOf(new Date(appointment.startDateInstance), timeZone);
  return {
    appointmentId: appointment.appointmentId,
    clientId: appointment.clientId,
    programId: appointment.programId,
    organizationId: appointment.organizationId,
    activityId: appointment.activityId,
    serviceLocationId: appointment.serviceLocationId,
    status: appointment.status,
    date: start.date,
    startTime: start.time,
    endTime: wallClockOf(new Date(appointment.endDateInstance), timeZone).time,
    nonBillableMinutes: appointment.nonBillableMinutes === null ? '' : String(appointment.nonBillableMinutes),
    qualifierIds: appointment.activityDetailDescriptorList.map((qualifier) => qualifier.descriptorId),
    startVisitAddress: appointment.startVisitAddress,
    endVisitAddress: appointment.sameAsEndAddress ? null : appointment.endVisitAddress,
    sameAsEndAddress: appointment.sameAsEndAddress,
    newAddresses: [],
    touched: [],
  };
}

/**
 * spec 1 §4 Starting a session: the Appointment dialog opens with status In Session and the date and time
 * forced to now; the appointment keeps its length. No minute of a visit that has not begun is non-billable
 * yet, so the minutes (required where the activity allows them, spec 1 §5) start at 0 rather than empty; for
 * an activity without them the field is neither shown nor saved.
 */
export function startModeState(
  state: AppointmentFormState,
  now: Date,
  timeZone: string,
): AppointmentFormState {
  const clock = wallClockOf(now, timeZone);
  return {
    ...state,
    nonBillableMinutes: state.nonBillableMinutes === '' ? '0' : state.nonBillableMinutes,
    status: 'In Session',
    date: clock.date,
    startTime: clock.time,
    endTime: shiftEndWithStart(state.startTime, state.endTime, clock.time),
  };
}

const touch = (state: AppointmentFormState, field: TouchableField): TouchableField[] =>
  state.touched.includes(field) ? state.touched : [...state.touched, field];

/**
 * The dialog's state after a user's change. Choices that depend on another are cleared with it: the programs
 * are the client's in the organization, the activities the program's, the service locations the organization's.
 */
export function appointmentFormReducer(
  state: AppointmentFormState,
  action: AppointmentFormAction,
): AppointmentFormState {
  switch (action.type) {
    case 'client':
      if (action.clientId === state.clientId) return state;
      return {
        ...state,
        clientId: action.clientId,
        programId: null,
        activityId: null,
        startVisitAddress: null,
        endVisitAddress: null,
        newAddresses: [],
        touched: touch(state, 'client'),
      };
    case 'program':
      if (action.programId === state.programId) return state;
      return { ...state, programId: action.programId, activityId: null, touched: touch(state, 'program') };
    case 'organization':
      if (action.organizationId === state.organizationId) return state;
      return {
        ...state,
        organizationId: action.organizationId,
        programId: null,
        activityId: null,
        serviceLocationId: null,
        touched: touch(state, 'organization'),
      };
    case 'activity':
      return { ...state, activityId: action.activityId, touched: touch(state, 'activity') };
    case 'serviceLocation':
      return {
        ...state,
        serviceLocationId: action.serviceLocationId,
        touched: touch(state, 'serviceLocation'),
      };
    case 'status':
      return { ...state, status: action.status, touched: touch(state, 'status') };
    case 'date':
      return { ...state, date: action.date };
    case 'startTime':
      return {
        ...state,
        startTime: action.time,
        endTime: shiftEndWithStart(state.startTime, state.endTime, action.time),
      };
    case 'endTime':
      return { ...state, endTime: action.time };
    case 'nonBillableMinutes':
      // spec 1 §5: digits only, up to 3 — a fourth digit is never taken in.
      return {
        ...state,
        nonBillableMinutes: sanitizeNonBillableInput(action.text),
        touched: touch(state, 'nonBillableMinutes'),
      };
    case 'qualifier': {
      const others = state.qualifierIds.filter((id) => id !== action.descriptorId);
      return { ...state, qualifierIds: action.checked ? [...others, action.descriptorId] : others };
    }
    case 'visitAddress':
      return action.end === 'start'
        ? { ...state, startVisitAddress: action.address, touched: touch(state, 'startVisitAddress') }
        : { ...state, endVisitAddress: action.address, touched: touch(state, 'endVisitAddress') };
    case 'newAddress': {
      const next = { ...state, newAddresses: [...state.newAddresses, action.address] };
      return appointmentFormReducer(next, { type: 'visitAddress', end: action.end, address: action.address });
    }
    case 'sameAsEndAddress':
      return { ...state, sameAsEndAddress: action.same };
    case 'touch':
      return { ...state, touched: touch(state, action.field) };
  }
}

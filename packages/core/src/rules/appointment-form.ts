import type { AppointmentStatus } from '../entities/appointment.ts';
import type { Message } from '../messages/format.ts';
import { dateInZone } from '../time/central.ts';

type AppointmentFormField =
  | 'program'
  | 'organization'
  | 'activity'
  | 'serviceLocation'
  | 'status'
  | 'startDate'
  | 'startTime'
  | 'startVisitAddress'
  | 'endVisitAddress';

/** A visit address as the form holds it: an existing one by id, or a new one written out. */
interface AddressChoice {
  visitAddressId?: number | null;
  street1?: string | null;
}

export interface AppointmentFormValues {
  programId: number | null;
  organizationId: number | null;
  activityId: number | null;
  serviceLocationId: number | null;
  status: AppointmentStatus | null;
  start: Date;
  /** The chosen activity's flags (null while none is chosen). */
  activity: { requireEvvAddress: boolean } | null;
  /** The chosen organization's flags (null while none is chosen). */
  organization: { evv: boolean; evvAddresses: boolean } | null;
  startVisitAddress: AddressChoice | null;
  endVisitAddress: AddressChoice | null;
  sameAsEndAddress: boolean;
  now: Date;
  /** The organization's time zone: it decides what a future date is. */
  timeZone: string;
}

export interface AppointmentFormCheck {
  canSave: boolean;
  errors: Partial<Record<AppointmentFormField, Message>>;
}

const REQUIRED: Message = { key: 'appointment.required' };
const MS_PER_MINUTE = 60_000;

/**
 * spec 1 §5: start and end addresses are asked for activities requiring EVV addresses in EVV
 * organizations; the organization must also use EVV addresses (evvAddresses), or the fields are not shown.
 */
export function evvAddressesRequired(
  activity: AppointmentFormValues['activity'],
  organization: AppointmentFormValues['organization'],
): boolean {
  return (
    activity !== null &&
    organization !== null &&
    activity.requireEvvAddress &&
    organization.evv &&
    organization.evvAddresses
  );
}

function hasAddress(address: AddressChoice | null): boolean {
  if (address === null) return false;
  return (address.visitAddressId ?? null) !== null || (address.street1 ?? '').trim() !== '';
}

/** spec 1 §5: the Appointment dialog's save rules, as messages keyed by field. */
export function canSaveAppointment(values: AppointmentFormValues): AppointmentFormCheck {
  const errors: AppointmentFormCheck['errors'] = {};

  // spec 1 §5: save is disabled unless program, organization, activity, service location and status are chosen
  if (values.programId === null) errors.program = REQUIRED;
  if (values.organizationId === null) errors.organization = REQUIRED;
  if (values.activityId === null) errors.activity = REQUIRED;
  if (values.serviceLocationId === null) errors.serviceLocation = REQUIRED;
  if (values.status === null) errors.status = REQUIRED;

  // spec 1 §5: In Session cannot start on a future date or at a future time. The time picker has
  // minute precision, so a start within the current minute is not in the future.
  if (values.status === 'In Session') {
    const startDay = dateInZone(values.start, values.timeZone);
    const today = dateInZone(values.now, values.timeZone);
    if (startDay > today) {
      errors.startDate = { key: 'appointment.futureStartDate' };
    } else if (
      Math.floor(values.start.getTime() / MS_PER_MINUTE) > Math.floor(values.now.getTime() / MS_PER_MINUTE)
    ) {
      errors.startTime = { key: 'appointment.futureStartTime' };
    }
  }

  // spec 1 §5: start address required, and end address unless sameAsEndAddress
  if (evvAddressesRequired(values.activity, values.organization)) {
    if (!hasAddress(values.startVisitAddress)) errors.startVisitAddress = REQUIRED;
    if (!values.sameAsEndAddress && !hasAddress(values.endVisitAddress)) errors.endVisitAddress = REQUIRED;
  }

  return { canSave: Object.keys(errors).length === 0, errors };
}

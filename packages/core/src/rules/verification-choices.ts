import type { AppointmentStatus } from '../entities/appointment.ts';
import type { Descriptor, ReasonCodeEvent } from '../entities/organization.ts';
import { programDay } from './program-match.ts';
import { selectableStatuses, type SelectableStatusesInput } from './appointment-status.ts';

/**
 * spec 1 §4 Stopping a session: the statuses a stopped visit may be verified with. The visit has started
 * and ended, so the steps before an outcome no longer describe it: None and Checked In say it has not
 * started, and In Session says it still runs (a stopped visit that stays In Session would never leave the
 * active list). What is left are the outcomes: Kept and Co-Staff (verified), and Error, CBT, CBC and DNS
 * (which skip verification). Each is still offered only when selectableStatuses allows it, so the
 * organization's useCoStaff flag and the start-time rules keep their say.
 */
const VERIFICATION_ENDING_STATUSES: readonly AppointmentStatus[] = [
  'Kept',
  'Co-Staff',
  'CBC',
  'CBT',
  'DNS',
  'Error',
];

/** The statuses the Visit Verification dialog offers, in catalog order. */
export function verificationStatuses(input: SelectableStatusesInput): AppointmentStatus[] {
  return selectableStatuses(input).filter((status) => VERIFICATION_ENDING_STATUSES.includes(status));
}

type DescriptorChoice = Pick<
  Descriptor,
  'descriptorId' | 'name' | 'type' | 'subType' | 'state' | 'endDate' | 'organizationId'
>;

/**
 * A descriptor is offered until it has ended: an end date (a calendar date, or an instant read as its US
 * Central date like every program date) counts through its own day.
 */
export function isDescriptorInForce(endDate: string | null, today: string): boolean {
  return endDate === null || programDay(endDate) >= today;
}

/** spec 2 §3: a descriptor list shows entries whose organization is the one in question or empty. */
const ofOrganization = (descriptor: DescriptorChoice, organizationId: number | null): boolean =>
  descriptor.organizationId === null || descriptor.organizationId === organizationId;

const byId = (a: DescriptorChoice, b: DescriptorChoice): number => a.descriptorId - b.descriptorId;

export interface ReasonCodeQuery {
  event: ReasonCodeEvent;
  /** The organization's EVV state (two letters); codes without a state serve every state. */
  evvState: string | null;
  organizationId: number;
  /** yyyy-MM-dd */
  today: string;
}

/**
 * spec 1 §7: "reason codes are fetched by state and organization". The EVV Reason Codes of one event
 * (the descriptor's subType), for the organization's EVV state, belonging to the organization or to
 * every organization, and not ended; in the agency's own order (by id).
 */
export function reasonCodeChoices<T extends DescriptorChoice>(
  descriptors: readonly T[],
  { event, evvState, organizationId, today }: ReasonCodeQuery,
): T[] {
  const state = evvState?.trim().toUpperCase() ?? null;
  return descriptors
    .filter(
      (descriptor) =>
        descriptor.type === 'EVV Reason Codes' &&
        descriptor.subType === event &&
        (descriptor.state === null || descriptor.state.toUpperCase() === state) &&
        ofOrganization(descriptor, organizationId) &&
        isDescriptorInForce(descriptor.endDate, today),
    )
    .sort(byId);
}

export interface QualifierQuery {
  /** The appointment's organization (not the user's current one); null until one is chosen. */
  organizationId: number | null;
  /** yyyy-MM-dd */
  today: string;
  /** Already on the appointment: an ended qualifier stays visible so it can be seen and unticked. */
  checked: readonly number[];
}

/**
 * spec 1 §4 Kept, spec 2 §3: the Activity Qualifiers of the appointment's organization (or of every one) that
 * have not ended. An organization serves one line of care, so a home-care activity and a behavioural-health
 * one get different lists (issue 20 §8).
 */
export function activityQualifierChoices<T extends DescriptorChoice>(
  descriptors: readonly T[],
  { organizationId, today, checked }: QualifierQuery,
): T[] {
  return descriptors
    .filter(
      (descriptor) =>
        descriptor.type === 'Activity Qualifiers' &&
        ofOrganization(descriptor, organizationId) &&
        (isDescriptorInForce(descriptor.endDate, today) || checked.includes(descriptor.descriptorId)),
    )
    .sort(byId);
}

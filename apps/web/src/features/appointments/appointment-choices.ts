import type { AppointmentFormState } from './appointment-form-state.ts';
import { organizationOptions, programOptions, type Option } from './appointment-options.ts';
import type { AppointmentReferences } from './use-appointment-references.ts';

export interface AppointmentChoices {
  programs: Option[];
  organizations: Option[];
  /** The chosen client has a program in none of the user's organizations on the day. */
  noClientOrganization: boolean;
  /** The client has programs elsewhere, but none in the chosen organization on the day. */
  noProgramHere: boolean;
}

/**
 * The programs and organizations the dialog offers for the appointment's start (`serviceInstant`), and why a
 * list is empty when it is (issue 20, item 3: an empty list says why, and where to look instead).
 */
export function appointmentChoices(
  state: AppointmentFormState,
  references: AppointmentReferences,
  serviceInstant: Date,
  now: Date,
): AppointmentChoices {
  const programs = programOptions({
    clientPrograms: references.clientPrograms,
    programs: references.programs,
    organizationId: state.organizationId,
    serviceInstant,
    now,
    chosen: state.programId,
  });
  const organizationInput = {
    available: references.organizations,
    scopeOrganizations: references.scopeOrganizations,
    clientPrograms: state.clientId === null ? null : references.clientPrograms,
    serviceInstant,
    now,
  };
  const organizations = organizationOptions({ ...organizationInput, chosen: references.organization });
  const clientChosen = state.clientId !== null;
  const noClientOrganization =
    clientChosen && organizationOptions({ ...organizationInput, chosen: undefined }).length === 0;
  const noProgramHere =
    clientChosen && !noClientOrganization && state.organizationId !== null && programs.length === 0;
  return { programs, organizations, noClientOrganization, noProgramHere };
}

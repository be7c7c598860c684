import {
  activePrograms,
  clientOrganizations,
  type Activity,
  type ClientAddress,
  type ClientProgram,
  type Organization,
  type Program,
  type ServiceLocation,
  type VisitAddress,
} from '@carevisit/core';

// The choices each list of the Appointment dialog offers, from the local reference tables. A value already
// chosen (an existing appointment's program that has since ended, say) stays offered so the field can show it.

export interface Option {
  value: number;
  label: string;
}

// Issue 33: the agency's own text, in one order whatever language a device speaks (a list reads alike on every
// device and where the server sorts); English collation with 'base' strength already files á and ñ beside a and n.
const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });

function withChosen(options: Option[], chosen: number | null, chosenLabel: string | undefined): Option[] {
  if (chosen === null || options.some((option) => option.value === chosen)) return options;
  return [...options, { value: chosen, label: chosenLabel ?? String(chosen) }];
}

export interface ProgramOptionsInput {
  clientPrograms: readonly ClientProgram[];
  programs: ReadonlyMap<number, Program>;
  organizationId: number | null;
  /** The appointment's start: spec 1 §5 programs are matched by the client program's dates. */
  serviceInstant: Date;
  now: Date;
  chosen: number | null;
}

/** The programs the client is enrolled in with the organization on the appointment's day. */
export function programOptions(input: ProgramOptionsInput): Option[] {
  const enrolled = input.clientPrograms.filter((each) => each.organizationId === input.organizationId);
  const ids = new Set(
    activePrograms(enrolled, input.serviceInstant, input.now).map((each) => each.programId),
  );
  const options = [...ids].map((id) => ({ value: id, label: input.programs.get(id)?.name ?? String(id) }));
  return withChosen(options.sort(byLabel), input.chosen, input.programs.get(input.chosen ?? 0)?.name);
}

export interface OrganizationOptionsInput {
  /** The user's available organizations, offered until a client is chosen (spec 1 §6: the EVV ones). */
  available: readonly Organization[];
  /** The organizations of the user's scope (spec 1 §6). */
  scopeOrganizations: readonly Organization[];
  /** The client's enrolments; null while no client is chosen. */
  clientPrograms: readonly ClientProgram[] | null;
  /** The appointment's start: spec 1 §5 programs are matched by the client program's dates. */
  serviceInstant: Date;
  now: Date;
  chosen: Organization | undefined;
}

/**
 * The organizations the user may book in: once a client is chosen, those of the user's scope where the client
 * has a program on the day (issue 20, item 3: a child organization's clients too); before, the available EVV
 * ones.
 */
export function organizationOptions(input: OrganizationOptionsInput): Option[] {
  const offered =
    input.clientPrograms === null
      ? input.available.filter((organization) => organization.evv)
      : clientOrganizations({
          organizations: input.scopeOrganizations,
          scope: new Set(input.scopeOrganizations.map((organization) => organization.organizationId)),
          clientPrograms: input.clientPrograms,
          serviceInstant: input.serviceInstant,
          now: input.now,
        });
  const options = offered.map((organization) => ({
    value: organization.organizationId,
    label: organization.name,
  }));
  return withChosen(options.sort(byLabel), input.chosen?.organizationId ?? null, input.chosen?.name);
}

/** The program's activities (activityProgram), by description. */
export function activityOptions(activities: readonly Activity[], chosen: Activity | undefined): Option[] {
  const options = activities.map((activity) => ({ value: activity.activityId, label: activity.description }));
  return withChosen(options.sort(byLabel), chosen?.activityId ?? null, chosen?.description);
}

/** The organization's service locations (serviceLocationOrganization), by place of service. */
export function serviceLocationOptions(
  locations: readonly ServiceLocation[],
  chosen: ServiceLocation | undefined,
): Option[] {
  const options = locations.map((location) => ({
    value: location.serviceLocationId,
    label: location.placeOfService,
  }));
  return withChosen(options.sort(byLabel), chosen?.serviceLocationId ?? null, chosen?.placeOfService);
}

type AddressKind = 'EVV' | 'PHYS' | 'new';

export interface AddressOption {
  /** 'id:<visitAddressId>' for a saved address, 'new:<n>' for one written in this dialog. */
  key: string;
  kind: AddressKind;
  address: VisitAddress;
}

/** A client's address as an appointment's visit address: the existing one, by id (spec 1 §3). */
function visitAddressOf(address: ClientAddress): VisitAddress {
  return {
    visitAddressId: address.personAddressId,
    street1: address.street1,
    street2: address.street2,
    aptSuite: address.aptSuite,
    city: address.city,
    state: address.state,
    zip: address.zip,
    addressLatitude: address.latitude,
    addressLongitude: address.longitude,
  };
}

/** The key an address is chosen by in the lists; new addresses by their place among this dialog's new ones. */
export function addressKey(address: VisitAddress, newAddresses: readonly VisitAddress[]): string {
  return address.visitAddressId === null
    ? `new:${newAddresses.indexOf(address)}`
    : `id:${address.visitAddressId}`;
}

/**
 * The visit addresses to choose from: the client's visit (EVV) and physical (PHYS) addresses, the addresses
 * already on the appointment, and those written in this dialog.
 */
export function addressOptions(
  clientAddresses: readonly ClientAddress[],
  chosen: readonly (VisitAddress | null)[],
  newAddresses: readonly VisitAddress[],
): AddressOption[] {
  const options: AddressOption[] = clientAddresses
    .filter((address) => address.type === 'EVV' || address.type === 'PHYS')
    .sort((a, b) => (a.type === b.type ? 0 : a.type === 'EVV' ? -1 : 1))
    .map((address) => ({
      key: `id:${address.personAddressId}`,
      kind: address.type,
      address: visitAddressOf(address),
    }));
  for (const address of chosen) {
    if (address === null || address.visitAddressId === null) continue;
    const key = `id:${address.visitAddressId}`;
    // A negative id is an address written on this device that the server has not stored yet.
    const kind = address.visitAddressId < 0 ? 'new' : 'EVV';
    if (!options.some((option) => option.key === key)) options.push({ key, kind, address });
  }
  newAddresses.forEach((address, index) => options.push({ key: `new:${index}`, kind: 'new', address }));
  return options;
}

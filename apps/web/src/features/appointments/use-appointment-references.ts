import { useLiveResult } from '../../ui/data/use-live-result.ts';
import {
  organizationScope,
  type Activity,
  type ActivityProgram,
  type ClientProgram,
  type Descriptor,
  type Organization,
  type Program,
  type ServiceLocation,
  type ServiceLocationOrganization,
  type Staff,
  type VisitComplete,
} from '@carevisit/core';
import type { Session, VisitData } from '../../data/index.ts';

type Store = Session['store'];
type Table = Parameters<Store['table']>[0];

/** The readable records of a table whose clear index holds a value (records are encrypted; spec 1 §3). */
async function recordsWhere<T>(
  store: Store,
  table: Table,
  index: string,
  value: number | string,
): Promise<T[]> {
  const rows = await store.table(table).where(index).equals(value).toArray();
  return (await store.openReadable<T>(table, rows)).opened.map(({ data }) => data);
}

async function recordsById<T>(store: Store, table: Table, ids: readonly number[]): Promise<T[]> {
  const rows = (await store.table(table).bulkGet([...new Set(ids)])).filter((row) => row !== undefined);
  return (await store.openReadable<T>(table, rows)).opened.map(({ data }) => data);
}

async function recordById<T>(store: Store, table: Table, id: number | null): Promise<T | undefined> {
  return id === null ? undefined : (await store.get<T>(table, id))?.data;
}

/** What the dialog's choices depend on. */
export interface ReferenceChoices {
  appointmentId: number | null;
  clientId: number | null;
  programId: number | null;
  organizationId: number | null;
  activityId: number | null;
  serviceLocationId: number | null;
}

/** The local reference records the Appointment dialog offers and checks against. */
export interface AppointmentReferences {
  /** The user's available organizations and the chosen one. */
  organizations: Organization[];
  organization: Organization | undefined;
  /** The organizations of the user's scope (spec 1 §6), where a client's programs may be. */
  scopeOrganizations: Organization[];
  /** The client's enrolments (spec 1 §5 programs are matched on these). */
  clientPrograms: ClientProgram[];
  programs: Map<number, Program>;
  /** The chosen program's activities (activityProgram), and the chosen activity. */
  activities: Activity[];
  activity: Activity | undefined;
  /** The chosen organization's service locations, and the chosen one. */
  serviceLocations: ServiceLocation[];
  serviceLocation: ServiceLocation | undefined;
  qualifiers: Descriptor[];
  staff: Staff | undefined;
  /** The appointment's visit: -1 pending, 0 active, 1 done; null without one. */
  visitComplete: VisitComplete | null;
}

async function loadReferences(session: Session, choices: ReferenceChoices): Promise<AppointmentReferences> {
  const { store, profile } = session;
  const [organizations, clientPrograms, links, locationLinks, qualifiers, staff, visits] = await Promise.all([
    store.table('organization').toArray(),
    choices.clientId === null
      ? []
      : recordsWhere<ClientProgram>(store, 'clientProgram', 'clientId', choices.clientId),
    choices.programId === null
      ? []
      : recordsWhere<ActivityProgram>(store, 'activityProgram', 'programId', choices.programId),
    choices.organizationId === null
      ? []
      : recordsWhere<ServiceLocationOrganization>(
          store,
          'serviceLocationOrganization',
          'organizationId',
          choices.organizationId,
        ),
    recordsWhere<Descriptor>(store, 'descriptor', 'type', 'Activity Qualifiers'),
    recordById<Staff>(store, 'staff', session.staffId),
    choices.appointmentId === null
      ? []
      : recordsWhere<VisitData>(store, 'visit', 'appointmentId', choices.appointmentId),
  ]);
  const activityIds = links.map((link) => link.activityId);
  if (choices.activityId !== null) activityIds.push(choices.activityId);
  const locationIds = locationLinks.map((link) => link.serviceLocationId);
  if (choices.serviceLocationId !== null) locationIds.push(choices.serviceLocationId);
  const programIds = clientPrograms.map((enrolment) => enrolment.programId);
  if (choices.programId !== null) programIds.push(choices.programId);
  const [programs, activities, locations] = await Promise.all([
    recordsById<Program>(store, 'program', programIds),
    recordsById<Activity>(store, 'activity', activityIds),
    recordsById<ServiceLocation>(store, 'serviceLocation', locationIds),
  ]);
  const localOrganizations = (
    await store.openReadable<Organization>('organization', organizations)
  ).opened.map(({ data }) => data);
  const scope = organizationScope({
    organizations: localOrganizations,
    currentOrganizationId: profile.currentOrganizationId,
    additionalOrganizationIds: staff?.additionalOrganizationIds ?? [],
  });
  const linkedActivities = new Set(links.map((link) => link.activityId));
  const linkedLocations = new Set(locationLinks.map((link) => link.serviceLocationId));
  const visit = visits.find((each) => each.complete !== 1) ?? visits[0];
  return {
    organizations: localOrganizations.filter((each) =>
      profile.availableOrganizationIds.includes(each.organizationId),
    ),
    organization: localOrganizations.find((each) => each.organizationId === choices.organizationId),
    scopeOrganizations: localOrganizations.filter((each) => scope.has(each.organizationId)),
    clientPrograms,
    programs: new Map(programs.map((program) => [program.programId, program])),
    activities: activities.filter((each) => linkedActivities.has(each.activityId)),
    activity: activities.find((each) => each.activityId === choices.activityId),
    serviceLocations: locations.filter((each) => linkedLocations.has(each.serviceLocationId)),
    serviceLocation: locations.find((each) => each.serviceLocationId === choices.serviceLocationId),
    qualifiers,
    staff,
    visitComplete: visit?.complete ?? null,
  };
}

/** The reference records for the dialog's current choices, kept current as sync changes them. */
export function useAppointmentReferences(
  session: Session,
  choices: ReferenceChoices,
): AppointmentReferences | undefined {
  return useLiveResult(
    () => loadReferences(session, choices),
    [
      session,
      choices.appointmentId,
      choices.clientId,
      choices.programId,
      choices.organizationId,
      choices.activityId,
      choices.serviceLocationId,
    ],
  );
}

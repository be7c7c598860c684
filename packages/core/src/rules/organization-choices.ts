import { isWithinProgramDates, type ProgramDates } from './program-match.ts';

export interface OrganizationNode {
  organizationId: number;
  parentOrganizationId: number | null;
  evv: boolean;
}

export interface OrganizationScopeInput {
  organizations: readonly OrganizationNode[];
  currentOrganizationId: number;
  /** The additional organizations assigned to the staff member. */
  additionalOrganizationIds: readonly number[];
}

/**
 * spec 1 §6: the organizations whose data a staff member sees: the current organization, its ancestors and
 * its descendants, and the additional organizations assigned to them. (The server computes the same set in
 * SQL, apps/server/src/scope/organizations.ts.)
 */
export function organizationScope({
  organizations,
  currentOrganizationId,
  additionalOrganizationIds,
}: OrganizationScopeInput): Set<number> {
  const parentOf = new Map(organizations.map((org) => [org.organizationId, org.parentOrganizationId]));
  const scope = new Set<number>([currentOrganizationId, ...additionalOrganizationIds]);
  // Ancestors: up the parent chain (a cycle in bad data stops where it meets itself).
  for (let up = parentOf.get(currentOrganizationId) ?? null; up !== null && !scope.has(up);) {
    scope.add(up);
    up = parentOf.get(up) ?? null;
  }
  // Descendants: every organization whose chain of parents reaches the current one.
  const below = new Set<number>([currentOrganizationId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const org of organizations) {
      if (
        !below.has(org.organizationId) &&
        org.parentOrganizationId !== null &&
        below.has(org.parentOrganizationId)
      ) {
        below.add(org.organizationId);
        grew = true;
      }
    }
  }
  for (const id of below) scope.add(id);
  return scope;
}

export interface ClientOrganizationsInput<T extends OrganizationNode> {
  organizations: readonly T[];
  /** The staff member's scope (organizationScope). */
  scope: ReadonlySet<number>;
  /** The client's enrolments. */
  clientPrograms: readonly (ProgramDates & { organizationId: number })[];
  /** The appointment's start: programs are matched by date (spec 1 §5). */
  serviceInstant: Date;
  now: Date;
}

/**
 * The organizations an appointment of a client can be booked in: EVV organizations (spec 1 §6) of the staff
 * member's scope where the client has a program on the appointment's day (spec 1 §5, §8: without one the
 * save is refused). Issue 20, item 3: a client enrolled with a child organization is booked there, not only
 * in the organizations the user may switch to.
 */
export function clientOrganizations<T extends OrganizationNode>({
  organizations,
  scope,
  clientPrograms,
  serviceInstant,
  now,
}: ClientOrganizationsInput<T>): T[] {
  const enrolled = new Set(
    clientPrograms
      .filter((enrolment) => isWithinProgramDates(enrolment, serviceInstant, now))
      .map((enrolment) => enrolment.organizationId),
  );
  return organizations.filter(
    (org) => org.evv && scope.has(org.organizationId) && enrolled.has(org.organizationId),
  );
}

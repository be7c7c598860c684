import { eq, inArray, and, or } from 'drizzle-orm';
import { descriptorTypes, employeeIdQualifiers, type ServedResource } from '@carevisit/core';
import {
  activities,
  activityPrograms,
  descriptors,
  organizations,
  programs,
  referralSources,
  serviceLocationOrganizations,
  serviceLocations,
  staff,
  staffOrganizations,
  staffShifts,
  staffSupervisors,
  clientPrograms,
} from '../../db/schema/index.ts';
import { defineReader, type ReadContext } from '../table-reader.ts';
import { anyId, ofAccount, ofAccountOrScope } from './define.ts';
import { oneOf } from '../../db/text-values.ts';

/** A page of staff's additional organizations and supervisors, by staff id. */
async function staffLinks(ctx: ReadContext, rows: readonly (typeof staff.$inferSelect)[]) {
  const ids = rows.filter((row) => !row.deletedAt).map((row) => row.id);
  const organizations = new Map<number, number[]>();
  const supervisors = new Map<number, number[]>();
  if (ids.length === 0) return { organizations, supervisors };
  const add = (map: Map<number, number[]>, staffId: number, id: number) => {
    map.set(staffId, [...(map.get(staffId) ?? []), id]);
  };
  const extra = await ctx.db.select().from(staffOrganizations).where(anyId(staffOrganizations.staffId, ids));
  for (const row of extra) add(organizations, row.staffId, row.organizationId);
  const supervising = await ctx.db
    .select()
    .from(staffSupervisors)
    .where(anyId(staffSupervisors.staffId, ids));
  for (const row of supervising) add(supervisors, row.staffId, row.supervisorId);
  return { organizations, supervisors };
}

/** A descriptor as the descriptor read serves it (sync fields aside); the goals re-check reads statuses so too. */
export const descriptorResource = (r: typeof descriptors.$inferSelect): ServedResource<'descriptor'> => ({
  descriptorId: r.id,
  name: r.name,
  type: oneOf(descriptorTypes, r.type),
  subType: r.subType,
  state: r.state,
  endDate: r.endDate,
  organizationId: r.organizationId,
});

export const referenceReaders = {
  organization: defineReader('organization', organizations, {
    scope: (ctx) =>
      and(eq(organizations.accountId, ctx.principal.accountId), inArray(organizations.id, ctx.scopeIds)),
    toResource: (r) => ({
      organizationId: r.id,
      parentOrganizationId: r.parentId,
      name: r.name,
      evv: r.evv,
      evvState: r.evvState,
      useCheckedIn: r.useCheckedIn,
      useCoStaff: r.useCoStaff,
      evvAddresses: r.evvAddresses,
      timeZone: r.timeZone,
      medicaidProviderId: r.medicaidProviderId,
    }),
  }),
  staff: defineReader('staff', staff, {
    defaultPageSize: 1000, // spec 1 §7: staff pages of 1000
    // spec 1 §6: staff of the current organization, its ancestors and descendants, and additional ones.
    // Issue 31: also those whose additional organizations are in scope, so a co-signer's device can name an
    // author who works there beside a primary organization elsewhere.
    scope: (ctx: ReadContext) =>
      and(
        eq(staff.accountId, ctx.principal.accountId),
        or(
          inArray(staff.primaryOrganizationId, ctx.scopeIds),
          inArray(
            staff.id,
            ctx.db
              .select({ id: staffOrganizations.staffId })
              .from(staffOrganizations)
              .where(inArray(staffOrganizations.organizationId, ctx.scopeIds)),
          ),
        ),
      ),
    extras: staffLinks,
    toResource: (r, links) => ({
      staffId: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      primaryOrganizationId: r.primaryOrganizationId,
      additionalOrganizationIds: links.organizations.get(r.id) ?? [],
      supervisoryIds: links.supervisors.get(r.id) ?? [],
      requireElectronicServDoc: r.requireElectronicServDoc,
      isMultiBookSchedule: r.isMultiBookSchedule,
      // The identifier itself (sealed in its column) is never served: only that one is on file, and its kind.
      employeeIdQualifier:
        r.employeeIdQualifier === null ? null : oneOf(employeeIdQualifiers, r.employeeIdQualifier),
      hasEmployeeIdentifier: r.employeeIdentifierSealed !== null,
    }),
  }),
  staffshift: defineReader('staffshift', staffShifts, {
    scope: (ctx) => eq(staffShifts.staffId, ctx.principal.staffId),
    toResource: (r) => ({
      staffShiftId: r.id,
      staffId: r.staffId,
      days: r.days,
      startTime: r.startTime,
      endTime: r.endTime,
    }),
  }),
  program: defineReader('program', programs, {
    scope: ofAccount(programs.accountId),
    toResource: (r) => ({
      programId: r.id,
      name: r.name,
      code: r.code,
      beginDate: r.beginDate,
      endDate: r.endDate,
    }),
  }),
  clientprogram: defineReader('clientprogram', clientPrograms, {
    clientColumn: clientPrograms.clientId,
    // The client's Medicaid id makes an enrolment client data: its reads are access-logged.
    holdsClientData: true,
    scope: (ctx) => inArray(clientPrograms.organizationId, ctx.scopeIds),
    toResource: (r) => ({
      clientProgramId: r.id,
      clientId: r.clientId,
      programId: r.programId,
      organizationId: r.organizationId,
      beginDate: r.beginDate,
      endDate: r.endDate,
      payer: r.payer,
      payerProgram: r.payerProgram,
      medicaidId: r.medicaidId,
    }),
  }),
  activity: defineReader('activity', activities, {
    scope: ofAccount(activities.accountId),
    toResource: (r) => ({
      activityId: r.id,
      description: r.description,
      code: r.code,
      nonBillableMinutes: r.nonBillableMinutes,
      canAddDocumentInErc: r.canAddDocumentInErc,
      isIncludeCarelogicEvv: r.isIncludeCarelogicEvv,
      requireEvvAddress: r.requireEvvAddress,
      requireEditTimesReason: r.requireEditTimesReason,
      isAggregator: r.isAggregator,
      evvApplies: r.evvApplies,
      procedureCode: r.procedureCode,
      procedureModifiers: r.procedureModifiers,
    }),
  }),
  activityprogrammatrix: defineReader('activityprogrammatrix', activityPrograms, {
    scope: (ctx) =>
      inArray(
        activityPrograms.programId,
        ctx.db
          .select({ id: programs.id })
          .from(programs)
          .where(eq(programs.accountId, ctx.principal.accountId)),
      ),
    toResource: (r) => ({ activityProgramId: r.id, activityId: r.activityId, programId: r.programId }),
  }),
  servicelocation: defineReader('servicelocation', serviceLocations, {
    scope: ofAccount(serviceLocations.accountId),
    toResource: (r) => ({ serviceLocationId: r.id, code: r.code, placeOfService: r.placeOfService }),
  }),
  servicelocationorganization: defineReader('servicelocationorganization', serviceLocationOrganizations, {
    scope: (ctx) => inArray(serviceLocationOrganizations.organizationId, ctx.scopeIds),
    toResource: (r) => ({
      serviceLocationOrganizationId: r.id,
      serviceLocationId: r.serviceLocationId,
      organizationId: r.organizationId,
    }),
  }),
  descriptor: defineReader('descriptor', descriptors, {
    scope: ofAccountOrScope(descriptors.accountId, descriptors.organizationId),
    toResource: descriptorResource,
  }),
  referral: defineReader('referral', referralSources, {
    scope: ofAccountOrScope(referralSources.accountId, referralSources.organizationId),
    toResource: (r) => ({ referralSourceId: r.id, name: r.name, organizationId: r.organizationId }),
  }),
};

import { eq, inArray, and } from 'drizzle-orm';
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
import type { ReadContext, TableReader } from '../table-reader.ts';
import { defineReader, ofAccount, ofAccountOrScope } from './define.ts';

type R = Record<string, unknown>;

export const referenceReaders: Record<string, TableReader> = {
  organization: defineReader(organizations, {
    keyName: 'organizationId',
    scope: (ctx) =>
      and(eq(organizations.accountId, ctx.principal.accountId), inArray(organizations.id, ctx.scopeIds)),
    toResource: (r: R) => ({
      organizationId: r.id,
      parentOrganizationId: r.parentId,
      name: r.name,
      evv: r.evv,
      evvState: r.evvState,
      useCheckedIn: r.useCheckedIn,
      useCoStaff: r.useCoStaff,
      evvAddresses: r.evvAddresses,
      timeZone: r.timeZone,
    }),
  }),
  staff: {
    ...defineReader(staff, {
      keyName: 'staffId',
      defaultPageSize: 1000, // spec 1 §7: staff pages of 1000
      // spec 1 §6: staff of the current organization, its ancestors and descendants, and additional ones.
      scope: (ctx: ReadContext) =>
        and(eq(staff.accountId, ctx.principal.accountId), inArray(staff.primaryOrganizationId, ctx.scopeIds)),
      toResource: (r: R) => ({
        staffId: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        primaryOrganizationId: r.primaryOrganizationId,
        additionalOrganizationIds: [],
        supervisoryIds: [],
        requireElectronicServDoc: r.requireElectronicServDoc,
        isMultiBookSchedule: r.isMultiBookSchedule,
      }),
    }),
    async enrich(ctx, resources) {
      const ids = resources.map((r) => r.staffId as number);
      if (ids.length === 0) return;
      const extra = await ctx.db
        .select()
        .from(staffOrganizations)
        .where(inArray(staffOrganizations.staffId, ids));
      const supervisors = await ctx.db
        .select()
        .from(staffSupervisors)
        .where(inArray(staffSupervisors.staffId, ids));
      for (const resource of resources) {
        if (resource.deletedDate) continue;
        resource.additionalOrganizationIds = extra
          .filter((e) => e.staffId === resource.staffId)
          .map((e) => e.organizationId);
        resource.supervisoryIds = supervisors
          .filter((s) => s.staffId === resource.staffId)
          .map((s) => s.supervisorId);
      }
    },
  },
  staffshift: defineReader(staffShifts, {
    keyName: 'staffShiftId',
    scope: (ctx) => eq(staffShifts.staffId, ctx.principal.staffId),
    toResource: (r: R) => ({
      staffShiftId: r.id,
      staffId: r.staffId,
      days: r.days,
      startTime: r.startTime,
      endTime: r.endTime,
    }),
  }),
  program: defineReader(programs, {
    keyName: 'programId',
    scope: ofAccount(programs.accountId),
    toResource: (r: R) => ({
      programId: r.id,
      name: r.name,
      code: r.code,
      beginDate: r.beginDate,
      endDate: r.endDate,
    }),
  }),
  clientprogram: defineReader(clientPrograms, {
    keyName: 'clientProgramId',
    clientColumn: clientPrograms.clientId,
    scope: (ctx) => inArray(clientPrograms.organizationId, ctx.scopeIds),
    toResource: (r: R) => ({
      clientProgramId: r.id,
      clientId: r.clientId,
      programId: r.programId,
      organizationId: r.organizationId,
      beginDate: r.beginDate,
      endDate: r.endDate,
    }),
  }),
  activity: defineReader(activities, {
    keyName: 'activityId',
    scope: ofAccount(activities.accountId),
    toResource: (r: R) => ({
      activityId: r.id,
      description: r.description,
      code: r.code,
      nonBillableMinutes: r.nonBillableMinutes,
      canAddDocumentInErc: r.canAddDocumentInErc,
      isIncludeCarelogicEvv: r.isIncludeCarelogicEvv,
      requireEvvAddress: r.requireEvvAddress,
      requireEditTimesReason: r.requireEditTimesReason,
      isAggregator: r.isAggregator,
    }),
  }),
  activityprogrammatrix: defineReader(activityPrograms, {
    keyName: 'activityProgramId',
    scope: (ctx) =>
      inArray(
        activityPrograms.programId,
        ctx.db
          .select({ id: programs.id })
          .from(programs)
          .where(eq(programs.accountId, ctx.principal.accountId)),
      ),
    toResource: (r: R) => ({ activityProgramId: r.id, activityId: r.activityId, programId: r.programId }),
  }),
  servicelocation: defineReader(serviceLocations, {
    keyName: 'serviceLocationId',
    scope: ofAccount(serviceLocations.accountId),
    toResource: (r: R) => ({ serviceLocationId: r.id, code: r.code, placeOfService: r.placeOfService }),
  }),
  servicelocationorganization: defineReader(serviceLocationOrganizations, {
    keyName: 'serviceLocationOrganizationId',
    scope: (ctx) => inArray(serviceLocationOrganizations.organizationId, ctx.scopeIds),
    toResource: (r: R) => ({
      serviceLocationOrganizationId: r.id,
      serviceLocationId: r.serviceLocationId,
      organizationId: r.organizationId,
    }),
  }),
  descriptor: defineReader(descriptors, {
    keyName: 'descriptorId',
    scope: ofAccountOrScope(descriptors.accountId, descriptors.organizationId),
    toResource: (r: R) => ({
      descriptorId: r.id,
      name: r.name,
      type: r.type,
      subType: r.subType,
      state: r.state,
      endDate: r.endDate,
      organizationId: r.organizationId,
    }),
  }),
  referral: defineReader(referralSources, {
    keyName: 'referralSourceId',
    scope: ofAccountOrScope(referralSources.accountId, referralSources.organizationId),
    toResource: (r: R) => ({ referralSourceId: r.id, name: r.name, organizationId: r.organizationId }),
  }),
};

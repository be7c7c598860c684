import { reasonCodeEvents, type ReasonCodeEvent } from '@carevisit/core';
import {
  activities,
  activityPrograms,
  descriptors,
  programs,
  referralSources,
  serviceLocationOrganizations,
  serviceLocations,
} from '../db/schema/index.ts';
import { idsInOrder, type SeedContext } from './context.ts';
import type { OrgIds, OrgKey } from './organizations.ts';
import {
  ACTIVITIES,
  ALLERGY_TYPES,
  BEHAVIORAL_HEALTH_QUALIFIERS,
  CREDIT_CARDS,
  GOAL_STATUSES,
  HOME_CARE_QUALIFIERS,
  PHONE_CONTACT_TYPES,
  REASON_CODES,
  REFERRAL_SOURCES,
  RETIRED_QUALIFIER,
  RETIRED_REASON_CODE,
  SERVICE_LOCATIONS,
  SHARED_QUALIFIERS,
  programSpecs,
  type ActivityKey,
  type LocationCode,
  type ProgramCode,
  type ProgramSpec,
} from './reference-lists.ts';

export interface ReferenceIds {
  programs: Record<ProgramCode, number>;
  programSpecs: Record<ProgramCode, ProgramSpec>;
  activities: Record<ActivityKey, number>;
  locations: Record<LocationCode, number>;
  /** Usable (not retired) EVV reason codes by state and event. */
  reasonCodes: Record<'NJ' | 'PA', Record<ReasonCodeEvent, number[]>>;
  /** The Activity Qualifiers each organization offers (its own and the shared ones), in force. */
  qualifiers: Record<OrgKey, number[]>;
}

const keysOf = <K extends string>(record: Record<K, unknown>): K[] => Object.keys(record) as K[];
const zip = <K extends string>(keys: K[], ids: number[]): Record<K, number> =>
  Object.fromEntries(keys.map((key, i) => [key, ids[i]!])) as Record<K, number>;

export async function seedReferenceData(ctx: SeedContext, orgs: OrgIds): Promise<ReferenceIds> {
  const { db, accountId, cal } = ctx;
  const specs = programSpecs(cal);
  const programCodes = keysOf(specs);
  const programIds = zip(
    programCodes,
    idsInOrder(
      await db
        .insert(programs)
        .values(programCodes.map((code) => ({ accountId, code, ...pick(specs[code]) })))
        .returning({ id: programs.id }),
    ),
  );

  const activityKeys = keysOf(ACTIVITIES);
  const activityIds = zip(
    activityKeys,
    idsInOrder(
      await db
        .insert(activities)
        .values(activityKeys.map((key) => ({ accountId, ...ACTIVITIES[key] })))
        .returning({ id: activities.id }),
    ),
  );
  await db
    .insert(activityPrograms)
    .values(
      programCodes.flatMap((code) =>
        specs[code].activities.map((key) => ({ activityId: activityIds[key], programId: programIds[code] })),
      ),
    );

  const locationCodes = keysOf(SERVICE_LOCATIONS);
  const locationIds = zip(
    locationCodes,
    idsInOrder(
      await db
        .insert(serviceLocations)
        .values(
          locationCodes.map((code) => ({
            accountId,
            code,
            placeOfService: SERVICE_LOCATIONS[code].placeOfService,
          })),
        )
        .returning({ id: serviceLocations.id }),
    ),
  );
  await db.insert(serviceLocationOrganizations).values(
    locationCodes.flatMap((code) =>
      SERVICE_LOCATIONS[code].orgs.map((org) => ({
        serviceLocationId: locationIds[code],
        organizationId: orgs[org],
      })),
    ),
  );

  const reasonCodes = await seedReasonCodes(ctx);
  const qualifiers = await seedQualifiers(ctx, orgs);
  await seedDescriptorList(ctx, 'Credit Card', CREDIT_CARDS);
  await seedDescriptorList(ctx, 'Allergy Type', ALLERGY_TYPES);
  await seedDescriptorList(ctx, 'Phone Contact Type', PHONE_CONTACT_TYPES);
  await db.insert(descriptors).values(
    GOAL_STATUSES.map((status) => ({
      accountId,
      name: status.name,
      type: 'Tx Plan Goals Addressed Status',
      endDate: status.retired ? cal.day(-60) : null,
    })),
  );
  await db.insert(referralSources).values(
    REFERRAL_SOURCES.map((source) => ({
      accountId,
      name: source.name,
      organizationId: source.org ? orgs[source.org] : null,
    })),
  );
  return {
    programs: programIds,
    programSpecs: specs,
    activities: activityIds,
    locations: locationIds,
    reasonCodes,
    qualifiers,
  };
}

const pick = ({ name, beginDate, endDate }: ProgramSpec) => ({ name, beginDate, endDate });

async function seedDescriptorList(
  ctx: SeedContext,
  type: string,
  names: readonly string[],
): Promise<number[]> {
  const rows = await ctx.db
    .insert(descriptors)
    .values(names.map((name) => ({ accountId: ctx.accountId, name, type })))
    .returning({ id: descriptors.id });
  return idsInOrder(rows);
}

async function seedQualifiers(ctx: SeedContext, orgs: OrgIds): Promise<Record<OrgKey, number[]>> {
  const insert = async (names: readonly string[], org: OrgKey | null, endDate: string | null = null) =>
    idsInOrder(
      await ctx.db
        .insert(descriptors)
        .values(
          names.map((name) => ({
            accountId: ctx.accountId,
            name,
            type: 'Activity Qualifiers',
            organizationId: org === null ? null : orgs[org],
            endDate,
          })),
        )
        .returning({ id: descriptors.id }),
    );
  const shared = await insert(SHARED_QUALIFIERS, null);
  const homeCare = async (org: OrgKey) => [...(await insert(HOME_CARE_QUALIFIERS, org)), ...shared];
  const nj = await homeCare('nj');
  const njBurlington = await homeCare('njBurlington');
  const pa = [...(await insert(BEHAVIORAL_HEALTH_QUALIFIERS, 'pa')), ...shared];
  await insert([RETIRED_QUALIFIER], 'pa', ctx.cal.day(-30));
  return { agency: shared, billing: shared, nj, njBurlington, pa };
}

async function seedReasonCodes(ctx: SeedContext): Promise<ReferenceIds['reasonCodes']> {
  const result = { NJ: emptyEvents(), PA: emptyEvents() };
  for (const state of ['NJ', 'PA'] as const) {
    for (const event of reasonCodeEvents) {
      const names = REASON_CODES[state][event];
      const rows = await ctx.db
        .insert(descriptors)
        .values(
          names.map((name) => ({
            accountId: ctx.accountId,
            name,
            type: 'EVV Reason Codes',
            subType: event,
            state,
            endDate: name === RETIRED_REASON_CODE ? ctx.cal.day(-30) : null,
          })),
        )
        .returning({ id: descriptors.id });
      const ids = idsInOrder(rows);
      result[state][event] = ids.filter((_, i) => names[i] !== RETIRED_REASON_CODE);
    }
  }
  return result;
}

const emptyEvents = (): Record<ReasonCodeEvent, number[]> => ({
  EditTimes: [],
  SignatureMissing: [],
  VerificationDeclined: [],
  AddressDistance: [],
});

import {
  clientAddresses,
  clientEmails,
  clientPhones,
  clientPictures,
  clientPrograms,
  clients,
} from '../db/schema/index.ts';
import { avatarDataUrl } from './avatar.ts';
import { idsInOrder, type SeedContext } from './context.ts';
import { CLIENT_PEOPLE } from './names.ts';
import type { OrgIds, OrgKey } from './organizations.ts';
import {
  BURLINGTON_TOWNS,
  EMAIL_DOMAINS,
  FICTIONAL_EXCHANGE,
  NEW_JERSEY_TOWNS,
  PENNSYLVANIA_TOWNS,
} from './places.ts';
import type { Town } from './places.ts';
import type { ReferenceIds } from './reference-data.ts';
import type { ProgramCode } from './reference-lists.ts';
import { demoRoster, type RosterEntry } from './roster.ts';
import type { StaffKey } from './staff-and-users.ts';

type AddressRow = typeof clientAddresses.$inferInsert;

interface SeededAddress {
  id: number;
  latitude: number;
  longitude: number;
}

export interface Enrolment {
  clientProgramId: number;
  program: ProgramCode;
  org: OrgKey;
  beginDate: string;
  endDate: string | null;
}

export interface SeededClient {
  id: number;
  index: number;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  age: number;
  org: OrgKey;
  /** Current enrolments (the ended one is left out: it is never scheduled). */
  enrolments: Enrolment[];
  home: SeededAddress;
  visitAddress: SeededAddress | null;
  caseload: StaffKey[];
}

const TOWNS_OF: Record<OrgKey, Town[]> = {
  agency: [],
  billing: [],
  nj: NEW_JERSEY_TOWNS,
  njBurlington: BURLINGTON_TOWNS,
  pa: PENNSYLVANIA_TOWNS,
};

/** Where some clients are usually seen instead of home: the EVV visit address. */
const VISIT_PLACE_NOTES = ['Adult day program', "Daughter's home", 'Senior center', 'Group home'];

export async function seedClients(
  ctx: SeedContext,
  orgs: OrgIds,
  ref: ReferenceIds,
): Promise<SeededClient[]> {
  const { db, accountId, cal, rng } = ctx;
  const roster = demoRoster();
  const inserted = await db
    .insert(clients)
    .values(
      roster.map((entry) => {
        const [firstName, lastName, gender, age] = CLIENT_PEOPLE[entry.index]!;
        return {
          accountId,
          idNumber: String(204_117 + entry.index * 389),
          firstName,
          lastName,
          gender,
          birthDate: cal.years(-age, -rng.int(1, 360)),
        };
      }),
    )
    .returning({ id: clients.id });
  const clientIds = idsInOrder(inserted);

  // Spread each organization's clients over its towns before any town repeats.
  const townQueues = new Map<OrgKey, Town[]>();
  const nextTown = (org: OrgKey): Town => {
    let queue = townQueues.get(org);
    if (!queue || queue.length === 0) townQueues.set(org, (queue = rng.shuffle(TOWNS_OF[org])));
    return queue.pop()!;
  };

  const addresses: AddressRow[] = [];
  const hasVisitAddress: boolean[] = [];
  const phones: (typeof clientPhones.$inferInsert)[] = [];
  const emails: (typeof clientEmails.$inferInsert)[] = [];
  roster.forEach((entry, i) => {
    const clientId = clientIds[i]!;
    const [firstName, lastName] = CLIENT_PEOPLE[entry.index]!;
    const town = nextTown(entry.org);
    addresses.push(addressIn(ctx, town, clientId, 'PHYS'));
    const visit = entry.index % 3 === 1;
    hasVisitAddress.push(visit);
    if (visit) {
      addresses.push({
        ...addressIn(ctx, town, clientId, 'EVV'),
        street2: VISIT_PLACE_NOTES[entry.index % VISIT_PLACE_NOTES.length]!,
        aptSuite: null,
      });
    }
    phones.push(...phonesOf(ctx, town, clientId, entry.index));
    if (entry.index % 4 !== 3) {
      const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
      const domain = EMAIL_DOMAINS[entry.index % EMAIL_DOMAINS.length]!;
      emails.push({ clientId, email: `${local}@${domain}`, isPrimary: true });
      if (entry.index % 5 === 0) emails.push({ clientId, email: `${local}${entry.index}@${domain}` });
    }
  });
  const addressIds = idsInOrder(
    await db.insert(clientAddresses).values(addresses).returning({ id: clientAddresses.id }),
  );
  await db.insert(clientPhones).values(phones);
  await db.insert(clientEmails).values(emails);
  await db.insert(clientPictures).values(
    roster.map((entry, i) => {
      const [firstName, lastName] = CLIENT_PEOPLE[entry.index]!;
      return { clientId: clientIds[i]!, picture: avatarDataUrl(firstName, lastName, entry.index) };
    }),
  );

  const enrolments = await seedClientPrograms(ctx, roster, clientIds, orgs, ref);
  let cursor = 0;
  const seededAddress = (): SeededAddress => {
    const row = addresses[cursor]!;
    return { id: addressIds[cursor++]!, latitude: row.latitude!, longitude: row.longitude! };
  };
  return roster.map((entry, i) => {
    const [firstName, lastName, gender, age] = CLIENT_PEOPLE[entry.index]!;
    const home = seededAddress();
    const visitAddress = hasVisitAddress[i] ? seededAddress() : null;
    return {
      id: clientIds[i]!,
      index: entry.index,
      firstName,
      lastName,
      gender,
      age,
      org: entry.org,
      enrolments: enrolments[i]!,
      home,
      visitAddress,
      caseload: entry.caseload,
    };
  });
}

function addressIn(ctx: SeedContext, town: Town, clientId: number, type: 'PHYS' | 'EVV'): AddressRow {
  const { rng } = ctx;
  const [street, lowest, highest] = rng.pick(town.streets);
  const apartment = type === 'PHYS' && rng.chance(0.2);
  return {
    clientId,
    street1: `${rng.int(lowest, highest)} ${street}`,
    street2: null,
    aptSuite: apartment ? rng.pick(['Apt 2B', 'Apt 1A', 'Unit 104', 'Apt 3', 'Unit 12']) : null,
    city: town.city,
    state: town.state,
    zip: town.zip,
    county: town.county,
    country: 'US',
    type,
    // A few hundred metres around the town centre.
    latitude: round6(town.latitude + rng.float(-0.005, 0.005)),
    longitude: round6(town.longitude + rng.float(-0.006, 0.006)),
  };
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

function phonesOf(ctx: SeedContext, town: Town, clientId: number, index: number) {
  const { rng } = ctx;
  const phone = (type: string, isPrimary: boolean, extension: string | null = null) => {
    const areaCode = rng.pick(town.areaCodes);
    const number = `${FICTIONAL_EXCHANGE}-01${String(rng.int(0, 99)).padStart(2, '0')}`;
    return {
      clientId,
      isPrimary,
      type,
      numberIntl: `+1 ${areaCode}-${number}`,
      areaCode,
      number,
      extension,
      okToId: rng.chance(0.85) ? 'Y' : 'N',
    };
  };
  const elder = CLIENT_PEOPLE[index]![3] >= 65;
  const rows = [phone(elder ? 'Home' : 'Mobile', true)];
  if (index % 2 === 0) rows.push(phone(elder ? 'Mobile' : 'Home', false));
  if (index % 5 === 2) rows.push(phone('Work', false, String(rng.int(100, 499))));
  return rows;
}

async function seedClientPrograms(
  ctx: SeedContext,
  roster: RosterEntry[],
  clientIds: number[],
  orgs: OrgIds,
  ref: ReferenceIds,
): Promise<Enrolment[][]> {
  const { cal, rng } = ctx;
  const planned = roster.map((entry) => {
    const current = entry.programs.map((program) => {
      const spec = ref.programSpecs[program];
      // Enrolled between about two years and two months ago; open-ended, or ending with the program.
      const begin = cal.day(-rng.int(60, 700));
      const end = spec.endDate ?? (rng.chance(0.6) ? null : cal.years(1, rng.int(0, 200)));
      return { program, org: entry.org, beginDate: begin, endDate: end };
    });
    const ended = entry.endedProgram
      ? [{ program: entry.endedProgram, org: entry.org, beginDate: cal.day(-900), endDate: cal.day(-120) }]
      : [];
    return { current, ended };
  });
  const rows = planned.flatMap((plan, i) =>
    [...plan.current, ...plan.ended].map((e) => ({
      clientId: clientIds[i]!,
      programId: ref.programs[e.program],
      organizationId: orgs[e.org],
      beginDate: e.beginDate,
      endDate: e.endDate,
    })),
  );
  const ids = idsInOrder(
    await ctx.db.insert(clientPrograms).values(rows).returning({ id: clientPrograms.id }),
  );
  let cursor = 0;
  return planned.map((plan) => {
    const current = plan.current.map((e) => ({ ...e, clientProgramId: ids[cursor++]! }));
    cursor += plan.ended.length;
    return current;
  });
}

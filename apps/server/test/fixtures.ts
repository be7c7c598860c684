import crypto from 'node:crypto';
import type { Database, DatabaseHandle } from '../src/db/connection.ts';
import * as t from '../src/db/schema/index.ts';
import { hashSecret } from '../src/auth/passwords.ts';
import { signatureVerifierColumns } from '../src/credentials/signature-verifiers.ts';
import type { Principal } from '../src/auth/principal.ts';
import { openFixtureCopy, openTestDatabase, type TestEngine } from './test-database.ts';

export const PASSWORD = 'Passw0rd!';
/** Every fixture staff member's electronic signature (issue 31: a staff signature's write carries it). */
export const SIGNATURE = 'Sign#2026';

/** Where client A's home is, and so where a visit at home starts and ends. */
export const HOME_LATITUDE = 39.9259;
export const HOME_LONGITUDE = -75.1196;

/**
 * A small agency made for the server tests: organization A (EVV, New Jersey) and its child A1, organization B
 * (EVV, Pennsylvania) beside it under a non-EVV root, so B is outside A's scope (spec 1 §6).
 */
export async function buildFixture(db: Database) {
  const [account] = await db.insert(t.accounts).values({ code: 'acme', name: 'Acme Care' }).returning();
  const accountId = account!.id;
  await db.insert(t.securityRules).values({
    accountId,
    resumeInterval: 120,
    autoLogoffInterval: 30,
    maximunAttempts: 3,
    lockoutInterval: 3,
    warningDays: 15,
    expirationDays: 90,
    minLength: 8,
    minNumbers: 1,
    minSymbols: 1,
  });
  const org = async (name: string, parentId: number | null, evv: boolean, evvState: string | null) =>
    (
      await db
        .insert(t.organizations)
        .values({ accountId, name, parentId, evv, evvState, evvAddresses: evv, useCheckedIn: true })
        .returning()
    )[0]!;
  const root = await org('Acme Root', null, false, null);
  const orgA = await org('Acme New Jersey', root.id, true, 'NJ');
  const orgA1 = await org('Acme Camden', orgA.id, true, 'NJ');
  const orgB = await org('Acme Pennsylvania', root.id, true, 'PA');

  const passwordHash = await hashSecret(PASSWORD);
  const person = async (
    username: string,
    organizationId: number,
    options: { multiBook?: boolean; privilege?: boolean } = {},
  ) => {
    const [member] = await db
      .insert(t.staff)
      .values({
        accountId,
        firstName: username,
        lastName: 'Tester',
        primaryOrganizationId: organizationId,
        isMultiBookSchedule: options.multiBook ?? false,
      })
      .returning();
    const [user] = await db
      .insert(t.users)
      .values({
        accountId,
        username,
        passwordHash,
        staffId: member!.id,
        evvPrivilege: options.privilege ?? true,
        ssoSubject: username,
        deviceKeySecret: crypto.randomBytes(32).toString('base64url'),
      })
      .returning();
    return { staffId: member!.id, userId: user!.id, username };
  };
  const alice = await person('alice', orgA.id);
  const bob = await person('bob', orgB.id);
  const carol = await person('carol', orgA.id, { multiBook: true });
  const dave = await person('dave', orgA.id, { privilege: false });
  const signature = await signatureVerifierColumns(SIGNATURE);
  await db
    .insert(t.staffSignatures)
    .values([alice, bob, carol, dave].map(({ staffId }) => ({ staffId, ...signature })));

  const [program] = await db
    .insert(t.programs)
    .values({ accountId, name: 'Home Care', code: 'HC', beginDate: '2020-01-01' })
    .returning();
  const [activity] = await db
    .insert(t.activities)
    .values({ accountId, description: 'Personal Care', code: 'PC', nonBillableMinutes: true })
    .returning();
  const [location] = await db
    .insert(t.serviceLocations)
    .values({ accountId, code: 'HOME', placeOfService: '12' })
    .returning();
  const [reasonCode] = await db
    .insert(t.descriptors)
    .values({
      accountId,
      name: 'Client declined',
      type: 'EVV Reason Codes',
      subType: 'VerificationDeclined',
      state: 'NJ',
    })
    .returning();
  const client = async (firstName: string, organizationId: number) => {
    const [row] = await db
      .insert(t.clients)
      .values({
        accountId,
        idNumber: `C-${firstName}`,
        firstName,
        lastName: 'Client',
        gender: 'F',
        birthDate: '1950-05-06',
      })
      .returning();
    await db
      .insert(t.clientPrograms)
      .values({ clientId: row!.id, programId: program!.id, organizationId, beginDate: '2020-01-01' });
    const [home] = await db
      .insert(t.clientAddresses)
      .values({
        clientId: row!.id,
        street1: '1 Main St',
        city: 'Camden',
        state: 'NJ',
        zip: '08102',
        type: 'PHYS',
        latitude: HOME_LATITUDE,
        longitude: HOME_LONGITUDE,
      })
      .returning();
    await db
      .insert(t.allergies)
      .values({ clientId: row!.id, allergyName: 'Penicillin', allergyType: 'Drug' });
    return { clientId: row!.id, homeAddressId: home!.id };
  };
  const clientA = await client('Ann', orgA.id);
  const clientA1 = await client('Abe', orgA1.id);
  const clientB = await client('Bea', orgB.id);
  return {
    accountId,
    orgs: { root, orgA, orgA1, orgB },
    staff: { alice, bob, carol, dave },
    programId: program!.id,
    activityId: activity!.id,
    serviceLocationId: location!.id,
    reasonCodeId: reasonCode!.id,
    clients: { clientA, clientA1, clientB },
  };
}

export type Fixture = Awaited<ReturnType<typeof buildFixture>>;

/**
 * An appointments row of client A in organization A (Home Care, Personal Care at home) for `staffId`, from
 * `startAt` to `endAt`, ready to insert; `clientProgramId` is client A's client program.
 */
export function clientAAppointmentRow(
  f: Fixture,
  clientProgramId: number,
  staffId: number,
  startAt: Date,
  endAt: Date,
): typeof t.appointments.$inferInsert {
  return {
    accountId: f.accountId,
    staffId,
    clientId: f.clients.clientA.clientId,
    organizationId: f.orgs.orgA.id,
    programId: f.programId,
    clientProgramId,
    activityId: f.activityId,
    serviceLocationId: f.serviceLocationId,
    appointmentDate: startAt.toISOString().slice(0, 10),
    startAt,
    endAt,
    status: 'None',
  };
}

/** Alice signed in to organization A, as the authentication step hands her to a reader (direct reads). */
export function alicePrincipal(f: Fixture): Principal {
  return {
    userId: f.staff.alice.userId,
    staffId: f.staff.alice.staffId,
    accountId: f.accountId,
    currentOrganizationId: f.orgs.orgA.id,
    username: 'alice',
  };
}

/**
 * A fresh database (see openTestDatabase) with the test fixture in it: under Vitest a copy of the run's fixture
 * template (global-setup.ts; it saves each file the fixture's inserts and password hash), elsewhere built here.
 */
export async function openFixtureDatabase(
  engine?: TestEngine,
): Promise<{ database: DatabaseHandle; fixture: Fixture }> {
  const copy = await openFixtureCopy(engine);
  if (copy) return copy;
  const database = await openTestDatabase(engine);
  return { database, fixture: await buildFixture(database.db) };
}

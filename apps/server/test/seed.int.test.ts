import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  activityQualifierChoices,
  appointmentStatuses,
  compileForm,
  dateInZone,
  descriptorTypes,
  findClientProgram,
  fieldTypes as formFieldTypes,
  findOverlaps,
  hasAddressDiscrepancy,
  reasonCodeEvents,
  matchesSignatureVerifier,
  validateVisitVerification,
  type AppointmentStatus,
  type Descriptor,
} from '@carevisit/core';
import * as s from '../src/db/schema/index.ts';
import type { Database, DatabaseHandle } from '../src/db/connection.ts';
import { verifySecret } from '../src/auth/passwords.ts';
import { availableOrganizationIds } from '../src/auth/users.ts';
import { seedDemoAgency } from '../src/seed/index.ts';
import { testIdentifierCipher } from './identifier-key.ts';
import { demoLogins, returningUsers } from '../src/seed/demo-logins.ts';
import { openSeededTestDatabase, openTestDatabase } from './test-database.ts';
import { NOW, SEEDS_TWICE_MS, TODAY } from './seed-fixture.ts';

const ZONE = 'America/New_York';
// Rough state bounding boxes: [south, north, west, east].
const BOUNDS = { NJ: [38.9, 41.4, -75.6, -73.9], PA: [39.7, 42.3, -80.6, -74.7] } as const;
const UNSAFE = '<script>alert("x")</script> Gate code 4412 <img src=x onerror=alert(1)>';

async function load(db: Database) {
  // One query at a time throughout: the PostgreSQL test database is dropped with (force) on close, which
  // would cut off extra pooled connections still closing.
  const users = await db.select().from(s.users);
  const staff = await db.select().from(s.staff);
  const orgs = await db.select().from(s.organizations);
  const appointments = await db.select().from(s.appointments).orderBy(s.appointments.id);
  const visits = await db.select().from(s.visits);
  const clientPrograms = await db.select().from(s.clientPrograms);
  const descriptors = await db.select().from(s.descriptors);
  const staffOf = (username: string) =>
    staff.find((m) => m.id === users.find((u) => u.username === username)!.staffId)!;
  return { users, staff, orgs, appointments, visits, clientPrograms, descriptors, staffOf };
}

type DescriptorRow = typeof s.descriptors.$inferSelect;

/** The Activity Qualifier ids core's rule offers for an organization's appointments today (spec 2 §3). */
const qualifiersOffered = (descriptors: DescriptorRow[]) => (organizationId: number) =>
  activityQualifierChoices(
    descriptors.map((d) => ({ ...d, descriptorId: d.id, type: d.type as Descriptor['type'] })),
    { organizationId, today: TODAY, checked: [] },
  ).map((d) => d.descriptorId);

// prettier-ignore
const TABLES: PgTable[] = [
  s.accounts, s.organizations, s.staff, s.users, s.staffShifts, s.programs, s.activities, s.descriptors,
  s.clients, s.clientAddresses, s.clientPrograms, s.caseloads, s.appointments, s.visits, s.allergies,
  s.medications, s.diagnoses, s.vitals, s.messages, s.serviceDocuments, s.configurableForms,
  s.documentCrosswalks, s.treatmentPlans, s.planItems, s.impactMeasures,
];

async function counts(db: Database): Promise<number[]> {
  const result: number[] = [];
  for (const table of TABLES) result.push((await db.select({ n: count() }).from(table))[0]!.n);
  return result;
}

describe('the demo agency', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let data: Awaited<ReturnType<typeof load>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    expect(await seedDemoAgency(db, NOW, await testIdentifierCipher(db))).toEqual({ seeded: true });
    data = await load(db);
  });
  afterAll(() => handle.close());

  it('has the demo account, its security rule and the organization tree', async () => {
    const [account] = await db.select().from(s.accounts);
    expect(account).toMatchObject({ code: 'demo' });
    const [rule] = await db.select().from(s.securityRules);
    expect(rule).toEqual({
      accountId: account!.id,
      resumeInterval: 120,
      autoLogoffInterval: 30,
      maximunAttempts: 5,
      lockoutInterval: 3,
      warningDays: 15,
      expirationDays: 90,
      minLength: 8,
      minNumbers: 1,
      minSymbols: 1,
    });
    const { orgs } = data;
    const root = orgs.find((o) => o.parentId === null)!;
    expect(root.evv).toBe(false);
    const nj = orgs.find((o) => o.evvState === 'NJ' && o.parentId === root.id)!;
    expect(nj).toMatchObject({ evv: true, useCheckedIn: true, evvAddresses: true });
    expect(orgs.some((o) => o.parentId === nj.id && o.evv && o.evvState === 'NJ')).toBe(true);
    expect(orgs.find((o) => o.evvState === 'PA')).toMatchObject({ evv: true, useCoStaff: true });
    expect(orgs.filter((o) => !o.evv && o.id !== root.id)).toHaveLength(1);
    expect(orgs.every((o) => o.timeZone === ZONE)).toBe(true);
  });

  it('has the five demo users, with secrets only for the returning clinician and supervisor', async () => {
    const { users, staffOf } = data;
    expect(users.map((u) => u.username).sort()).toEqual([
      'caregiver',
      'clinician',
      'newhire',
      'nopriv',
      'supervisor',
    ]);
    for (const login of demoLogins) {
      const user = users.find((u) => u.username === login.username)!;
      expect(await verifySecret(user.passwordHash, login.password)).toBe(true);
      expect(user.ssoSubject).toBe(login.username);
      expect(user.deviceKeySecret).toMatch(/^[\w-]{43}$/);
      expect(user.evvPrivilege).toBe(login.username !== 'nopriv');
    }
    expect(users.find((u) => u.username === 'newhire')!.beginDatePassword).toEqual(NOW);

    const caregiver = staffOf('caregiver');
    const clinician = staffOf('clinician');
    const njId = data.orgs.find((o) => o.evvState === 'NJ' && o.useCheckedIn)!.id;
    expect(await availableOrganizationIds(db, caregiver.id)).toEqual([njId]);
    expect(caregiver.isMultiBookSchedule).toBe(false);
    expect((await availableOrganizationIds(db, clinician.id)).length).toBeGreaterThanOrEqual(2);
    expect(clinician).toMatchObject({ isMultiBookSchedule: true, requireElectronicServDoc: true });
    expect(data.orgs.find((o) => o.id === clinician.primaryOrganizationId)!.evvState).toBe('PA');
    expect(data.orgs.find((o) => o.id === staffOf('newhire').primaryOrganizationId)!.evvState).toBe('NJ');

    const pins = await db.select().from(s.offlinePins);
    const signatures = await db.select().from(s.staffSignatures);
    const supervisor = staffOf('supervisor');
    expect(pins.map((p) => p.staffId).sort()).toEqual([clinician.id, supervisor.id].sort());
    // The supervisor co-signs the clinician's documents: she is one of the clinician's supervisors.
    const supervision = await db.select().from(s.staffSupervisors);
    expect(supervision).toContainEqual(
      expect.objectContaining({ staffId: clinician.id, supervisorId: supervisor.id }),
    );
    for (const [key, secrets] of Object.entries(returningUsers)) {
      const staffId = staffOf(key).id;
      expect(await verifySecret(pins.find((p) => p.staffId === staffId)!.pinHash, secrets.pin)).toBe(true);
      // Issue 31 item 5: the verifiers, never the spec's bare SHA-256.
      const signature = signatures.find((row) => row.staffId === staffId)!;
      expect(signature.signatureHash).toBeNull();
      expect(await verifySecret(signature.signatureVerifier, secrets.signature)).toBe(true);
      const { deviceSalt, deviceIterations, deviceBits } = signature;
      const verifier = { salt: deviceSalt!, iterations: deviceIterations!, bits: deviceBits! };
      expect(await matchesSignatureVerifier(secrets.signature, verifier)).toBe(true);
    }
  });

  it('gives every staff member a shift (one at weekends) and supervisors', async () => {
    const shifts = await db.select().from(s.staffShifts);
    expect(new Set(shifts.map((shift) => shift.staffId)).size).toBe(data.staff.length);
    expect(shifts.some((shift) => shift.days.includes(6) || shift.days.includes(7))).toBe(true);
    expect((await db.select().from(s.staffSupervisors)).length).toBeGreaterThanOrEqual(data.staff.length - 1);
  });

  it('has reference data for every flag, descriptor type and reason code event', async () => {
    const programs = await db.select().from(s.programs);
    expect(programs.some((p) => p.endDate === null) && programs.some((p) => p.endDate !== null)).toBe(true);
    expect(programs.every((p) => p.beginDate < TODAY)).toBe(true);
    const activities = await db.select().from(s.activities);
    // prettier-ignore
    const flags = [
      'nonBillableMinutes', 'requireEvvAddress', 'requireEditTimesReason', 'isAggregator',
      'canAddDocumentInErc', 'isIncludeCarelogicEvv',
    ] as const;
    for (const a of flags) {
      for (const b of flags) {
        const pairs = new Set(activities.map((row) => `${row[a]}/${row[b]}`));
        expect(pairs.size, `${a} × ${b}`).toBe(a === b ? 2 : 4);
      }
    }
    const links = await db.select().from(s.activityPrograms);
    expect(activities.every((a) => links.some((l) => l.activityId === a.id))).toBe(true);
    const locations = await db.select().from(s.serviceLocations);
    expect(locations.map((l) => l.placeOfService).sort()).toEqual([
      'Community',
      'Home',
      'Office',
      'Telehealth',
    ]);

    const { descriptors } = data;
    expect(new Set(descriptors.map((d) => d.type))).toEqual(new Set(descriptorTypes));
    for (const state of ['NJ', 'PA']) {
      for (const event of reasonCodeEvents) {
        const codes = descriptors.filter(
          (d) => d.type === 'EVV Reason Codes' && d.state === state && d.subType === event,
        );
        expect(codes.length, `${state} ${event}`).toBeGreaterThanOrEqual(3);
      }
    }
    const statuses = descriptors.filter((d) => d.type === 'Tx Plan Goals Addressed Status');
    expect(statuses.some((d) => d.endDate !== null && d.endDate < TODAY)).toBe(true);
    expect((await db.select().from(s.referralSources)).length).toBeGreaterThan(3);
  });

  it('offers home-care qualifiers in New Jersey and behavioural-health ones in Pennsylvania', () => {
    // Issue 20 §8: Bathing and Grooming showed for an Individual Therapy visit in Pennsylvania.
    const offered = qualifiersOffered(data.descriptors);
    const names = (orgName: string) => {
      const ids = offered(data.orgs.find((o) => o.name === orgName)!.id);
      return data.descriptors.filter((d) => ids.includes(d.id)).map((d) => d.name);
    };
    const homeCare = names('Harbor Home Care - New Jersey');
    const behavioural = names('Harbor Behavioral Health - Pennsylvania');
    expect(homeCare).toEqual(
      expect.arrayContaining(['Bathing and Grooming', 'Meal Preparation', 'Safety Check']),
    );
    expect(behavioural).toEqual(expect.arrayContaining(['Coping Skills Practiced', 'Safety Check']));
    expect(behavioural).not.toContain('Bathing and Grooming');
    expect(behavioural).not.toContain('Collateral Contact (retired)');
    expect(names('Harbor Home Care - Burlington County')).toEqual(homeCare);
    expect(homeCare).toHaveLength(8);
    expect(behavioural).toHaveLength(8);
  });

  it('has at least 40 clients with addresses, phones, pictures, programs and caseloads', async () => {
    const clients = await db.select().from(s.clients);
    const addresses = await db.select().from(s.clientAddresses);
    const phones = await db.select().from(s.clientPhones);
    const pictures = await db.select().from(s.clientPictures);
    expect(clients.length).toBeGreaterThanOrEqual(40);
    for (const client of clients) {
      const age = Number(TODAY.slice(0, 4)) - Number(client.birthDate.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(8);
      expect(age).toBeLessThanOrEqual(96);
      const home = addresses.filter((a) => a.clientId === client.id && a.type === 'PHYS');
      expect(home).toHaveLength(1);
      expect(home[0]).toMatchObject({
        state: expect.stringMatching(/^(NJ|PA)$/),
        zip: expect.stringMatching(/^\d{5}$/),
      });
      const [south, north, west, east] = BOUNDS[home[0]!.state as 'NJ' | 'PA'];
      expect(home[0]!.latitude).toBeGreaterThan(south);
      expect(home[0]!.latitude).toBeLessThan(north);
      expect(home[0]!.longitude).toBeGreaterThan(west);
      expect(home[0]!.longitude).toBeLessThan(east);
      expect(phones.filter((p) => p.clientId === client.id && p.isPrimary)).toHaveLength(1);
      expect(pictures.find((p) => p.clientId === client.id)!.picture).toMatch(
        /^data:image\/svg\+xml;base64,/,
      );
      expect(data.clientPrograms.some((cp) => cp.clientId === client.id)).toBe(true);
    }
    expect(addresses.filter((a) => a.type === 'EVV').length).toBeGreaterThan(5);
    expect(data.clientPrograms.some((cp) => cp.endDate === null)).toBe(true);
    const caseloads = await db.select().from(s.caseloads);
    const sizeOf = (username: string) =>
      caseloads.filter((c) => c.staffId === data.staffOf(username).id).length;
    expect(sizeOf('caregiver')).toBe(15);
    expect(sizeOf('clinician')).toBe(20);
    expect(sizeOf('newhire')).toBeGreaterThanOrEqual(3);
    expect(caseloads.every((c) => c.dateLastActivity !== null)).toBe(true);
  });

  it('fills the schedule window with every status, an overnight visit and a busy today', () => {
    const { appointments, visits } = data;
    expect(new Set(appointments.map((a) => a.status))).toEqual(new Set(appointmentStatuses));
    expect(appointments.some((a) => dateInZone(a.endAt, ZONE) > a.appointmentDate)).toBe(true);
    const days = new Set(appointments.map((a) => a.appointmentDate));
    expect(days.has('2026-03-04') && days.has('2026-04-10') && days.size).toBe(38);

    const caregiver = data.staffOf('caregiver').id;
    const today = appointments.filter((a) => a.staffId === caregiver && a.appointmentDate === TODAY);
    expect(today.length).toBeGreaterThanOrEqual(3);
    const visitOf = (id: number) => visits.find((v) => v.appointmentId === id);
    const kept = today.find((a) => a.endAt <= NOW && a.status === 'Kept')!;
    expect(visitOf(kept.id)).toMatchObject({ complete: 1, visitStatus: 'verify' });
    const running = today.find((a) => a.startAt <= NOW && NOW < a.endAt)!;
    expect(running.status).toBe('In Session');
    expect(visitOf(running.id)).toMatchObject({ complete: 0, endActualDateTime: null });
    expect(today.some((a) => a.startAt > NOW)).toBe(true);
    expect(appointments.filter((a) => a.appointmentDate > TODAY).every((a) => a.status === 'None')).toBe(
      true,
    );

    const ignored: AppointmentStatus[] = ['Error', 'DNS', 'CBT', 'CBC'];
    const mine = appointments
      .filter((a) => a.staffId === caregiver && !ignored.includes(a.status as AppointmentStatus))
      .map((a) => ({
        appointmentId: a.id,
        start: a.startAt,
        end: a.endAt,
        status: a.status as AppointmentStatus,
      }));
    for (const candidate of mine) expect(findOverlaps(candidate, mine)).toEqual([]);
  });

  it('books each appointment under a client program, activity, location and address that fit', async () => {
    const links = await db.select().from(s.activityPrograms);
    const locationLinks = await db.select().from(s.serviceLocationOrganizations);
    const addresses = await db.select().from(s.clientAddresses);
    const activities = await db.select().from(s.activities);
    const offered = qualifiersOffered(data.descriptors);
    const candidates = data.clientPrograms.map((cp) => ({ ...cp, clientProgramId: cp.id }));
    for (const a of data.appointments) {
      const match = findClientProgram({
        ...a,
        serviceInstant: a.startAt,
        now: NOW,
        clientPrograms: candidates,
      });
      expect(match?.clientProgramId, `appointment ${a.id}`).toBe(a.clientProgramId);
      expect(a.appointmentDate).toBe(dateInZone(a.startAt, ZONE));
      expect(a.outOfRange).toBe(false);
      expect(links.some((l) => l.activityId === a.activityId && l.programId === a.programId)).toBe(true);
      expect(
        locationLinks.some(
          (l) => l.serviceLocationId === a.serviceLocationId && l.organizationId === a.organizationId,
        ),
      ).toBe(true);
      if (activities.find((act) => act.id === a.activityId)!.requireEvvAddress) {
        const address = addresses.find((ad) => ad.id === a.startVisitAddressId);
        expect(address?.clientId).toBe(a.clientId);
        expect(a.endVisitAddressId).toBe(a.startVisitAddressId);
      }
      if (a.status === 'Kept') {
        expect(a.qualifiers.length).toBeGreaterThan(0);
        // spec 2 §3: only qualifiers the appointment's organization offers (issue 20 §8).
        const ids = offered(a.organizationId);
        expect(a.qualifiers.every((q) => ids.includes(q.descriptorId))).toBe(true);
      }
    }
  });

  it('verifies past visits the way the Visit Verification dialog requires', async () => {
    const addresses = await db.select().from(s.clientAddresses);
    const completed = data.visits.filter((v) => v.complete === 1);
    expect(completed.length).toBeGreaterThan(15);
    expect(completed.some((v) => v.hasSignature) && completed.some((v) => !v.hasSignature)).toBe(true);
    for (const visit of completed) {
      const appointment = data.appointments.find((a) => a.id === visit.appointmentId)!;
      const org = data.orgs.find((o) => o.id === appointment.organizationId)!;
      const address = addresses.find((ad) =>
        appointment.startVisitAddressId
          ? ad.id === appointment.startVisitAddressId
          : ad.clientId === appointment.clientId && ad.type === 'PHYS',
      )!;
      const discrepancy = [
        { latitude: visit.startLatitude, longitude: visit.startLongitude },
        { latitude: visit.endLatitude, longitude: visit.endLongitude },
      ].some((reading) => hasAddressDiscrepancy({ reading, address, evvState: org.evvState }));
      const errors = validateVisitVerification({
        ...visit,
        status: visit.appointmentStatus as AppointmentStatus,
        addressDiscrepancy: discrepancy,
      });
      expect(errors, `visit ${visit.id}`).toEqual({});
      expect(visit.hasSignature).toBe(visit.signature?.startsWith('iVBORw0KGgo') ?? false);
    }
  });

  it('has clinical data for every client, including a message full of markup', async () => {
    const clients = await db.select().from(s.clients);
    const allergies = await db.select().from(s.allergies);
    const medications = await db.select().from(s.medications);
    const diagnoses = await db.select().from(s.diagnoses);
    const vitals = await db.select().from(s.vitals);
    const messages = await db.select().from(s.messages);
    for (const { id } of clients) {
      expect(allergies.some((r) => r.clientId === id)).toBe(true);
      expect(medications.some((r) => r.clientId === id)).toBe(true);
      expect(diagnoses.some((r) => r.clientId === id)).toBe(true);
      expect(vitals.filter((r) => r.clientId === id).length).toBeGreaterThanOrEqual(3);
      expect(messages.some((r) => r.clientId === id)).toBe(true);
    }
    expect(allergies.some((a) => a.nka === 'Y')).toBe(true);
    expect(new Set(medications.map((m) => m.status))).toEqual(new Set(['Active', 'Discontinued']));
    expect(diagnoses.every((d) => /^[A-Z]\d{2}(\.[0-9A-Z]{1,4})?$/.test(d.icd10Code))).toBe(true);
    expect(messages.filter((m) => m.message === UNSAFE)).toHaveLength(1);
    expect(new Set(messages.map((m) => m.highlightColor)).size).toBe(5);
  });

  it('has document templates with forms, goals addressed, an impact measure and crosswalks', async () => {
    const templates = await db.select().from(s.serviceDocuments);
    const forms = await db.select().from(s.configurableForms);
    const measures = await db.select().from(s.impactMeasures);
    const modules = templates.flatMap(
      (t) => t.modules as { moduleType: string; referenceId: number | null }[],
    );
    expect(new Set(modules.map((m) => m.moduleType))).toEqual(new Set(['cf', 'goals-addressed', 'impact']));
    for (const m of modules.filter((m) => m.moduleType === 'cf'))
      expect(forms.some((f) => f.id === m.referenceId)).toBe(true);
    const measure = measures.find(
      (m) => m.id === modules.find((m) => m.moduleType === 'impact')!.referenceId,
    );
    expect(measure?.shortName).toBe('PHQ-9');
    const fieldTypes = forms.flatMap((f) => (f.fields as { type: string }[]).map((field) => field.type));
    expect(new Set(fieldTypes)).toEqual(new Set(formFieldTypes));
    for (const form of forms)
      expect(
        compileForm({ formId: form.id, name: form.name, fields: form.fields, rules: form.rules }).ok,
      ).toBe(true);
    expect(forms[0]!.rules).toMatchObject([
      { order: 1, conditions: [{ operator: 'equals', value: 'N' }], actions: [{ action: 'Hide', order: 1 }] },
    ]);
    expect((await db.select().from(s.documentCrosswalks)).length).toBeGreaterThan(5);
    expect(measures.map((m) => m.shortName).sort()).toEqual([
      'GAD-7',
      'PHQ-9',
      'PHQ-9 quick depression assessment panel',
      'Recovery Check-in',
    ]);
    const items = await db.select().from(s.planItems);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['P', 'G', 'O', 'I']));
    expect((await db.select().from(s.planInterventionMaps)).length).toBeGreaterThan(0);
  });

  it('has the published PHQ-9 imported beside our own, which only the supervisor could import', async () => {
    const imported = (await db.select().from(s.serviceDocuments)).filter((t) => t.coding?.code === '44249-1');
    expect(imported.map((t) => t.description)).toEqual(['PHQ-9 quick depression assessment panel']);
    const [measure] = await db
      .select()
      .from(s.impactMeasures)
      .where(eq(s.impactMeasures.id, imported[0]!.modules[0]!.referenceId!));
    expect(measure!.fhirpathTotal).toMatchObject({ code: '44261-6' });
    const offeredFor = await db
      .select({ code: s.activities.code })
      .from(s.documentCrosswalks)
      .innerJoin(s.activities, eq(s.activities.id, s.documentCrosswalks.activityId))
      .where(eq(s.documentCrosswalks.serviceDocumentId, imported[0]!.id));
    expect(offeredFor).toHaveLength(1);
    const admins = await db
      .select({ username: s.users.username })
      .from(s.users)
      .where(eq(s.users.adminPrivilege, true));
    expect(admins).toEqual([{ username: 'supervisor' }]);
  });

  it('does nothing the second time', async () => {
    const before = await counts(db);
    expect(
      await seedDemoAgency(db, new Date(NOW.getTime() + 86_400_000), await testIdentifierCipher(db)),
    ).toEqual({ seeded: false });
    expect(await counts(db)).toEqual(before);
  });
});

describe('the demo agency, seeded twice from the same now', () => {
  it('is the same both times', { timeout: SEEDS_TWICE_MS }, async () => {
    const snapshots = [];
    // Once by the run's global setup (the seeded template's copy, seeded at NOW in another process), once here.
    for (let run = 0; run < 2; run++) {
      const handle = run === 0 ? await openSeededTestDatabase() : await openTestDatabase();
      try {
        if (run === 1) await seedDemoAgency(handle.db, NOW, await testIdentifierCipher(handle.db));
        const clients = await handle.db.select().from(s.clients).orderBy(s.clients.id);
        const appointments = await handle.db.select().from(s.appointments).orderBy(s.appointments.id);
        const enrolments = await handle.db.select().from(s.clientPrograms).orderBy(s.clientPrograms.id);
        const staff = await handle.db.select().from(s.staff).orderBy(s.staff.id);
        snapshots.push({
          clients: clients.map((c) => `${c.firstName} ${c.lastName} ${c.birthDate}`),
          appointments: appointments.map(
            (a) => `${a.startAt.toISOString()} ${a.endAt.toISOString()} ${a.status}`,
          ),
          // Sealed identifiers differ (a fresh nonce each time); billing-data.int.test.ts opens them to the seed's list.
          billing: [
            ...enrolments.map((e) => `${e.payer} ${e.payerProgram} ${e.medicaidId}`),
            ...staff.map((m) => `${m.employeeIdQualifier} ${m.employeeIdentifierSealed !== null}`),
          ],
        });
      } finally {
        await handle.close();
      }
    }
    expect(snapshots[0]!.appointments.length).toBeGreaterThan(100);
    expect(snapshots[1]).toEqual(snapshots[0]);
  });
});

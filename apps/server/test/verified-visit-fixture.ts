import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema/index.ts';
import { recordEmployeeIdentifier } from '../src/billing/employee-identifier.ts';
import type { TestServer } from './harness.ts';
import { testIdentifierCipher } from './identifier-key.ts';
import { newAppointment, visitStart, visitVerify } from './write-bodies.ts';

const HOUR_MS = 3_600_000;
const DEVICE = 'device-phone';
let nextTempId = -9000;

/** Client A's Medicaid id in the billed agency (one the simulated state knows). */
export const BILLED_MEDICAID_ID = '012345678';

/**
 * The fixture's organization A made billable for the aggregator (issue 32): every activity EVV-applicable with a
 * procedure code, the agency's Medicaid provider id, client A's payer and Medicaid id, and Carol's SSN as her
 * employee identifier. Answers the identifier cipher the outbox worker opens it with.
 */
export async function billFixtureAgency(server: TestServer) {
  const { db } = server.database;
  const { fixture } = server;
  await db.update(t.activities).set({ evvApplies: true, procedureCode: 'T1019', procedureModifiers: ['U1'] });
  await db
    .update(t.organizations)
    .set({ medicaidProviderId: '004210357' })
    .where(eq(t.organizations.id, fixture.orgs.orgA.id));
  await db
    .update(t.clientPrograms)
    .set({ payer: 'CTDSS', payerProgram: 'PCA', medicaidId: BILLED_MEDICAID_ID })
    .where(eq(t.clientPrograms.clientId, fixture.clients.clientA.clientId));
  const cipher = await testIdentifierCipher(db);
  await recordEmployeeIdentifier(db, cipher, fixture.staff.carol.staffId, {
    qualifier: 'EmployeeSSN',
    identifier: '100056789',
  });
  return cipher;
}

/**
 * Books, starts and verifies (Kept, 40 minutes) a visit of the fixture's client A through the API as the user
 * of `token`, starting at `start`; answers its id and the verification as sent.
 */
export async function verifyVisitThroughApi(server: TestServer, token: string, start: Date) {
  const write = (table: 'appointment' | 'visit', resources: unknown[]) =>
    server.post(`/evv/write/${table}`, { deviceId: DEVICE, resources }, token);
  const booked = await write('appointment', [
    newAppointment(server.fixture, nextTempId--, start, new Date(start.getTime() + HOUR_MS)),
  ]);
  expect(booked.body.resources?.[0]?.errors ?? booked.body).toEqual([]);
  const appointmentId = booked.body.resources[0].activityLogId as number;
  const started = await write('visit', [visitStart(server.fixture, nextTempId--, appointmentId, start)]);
  const evvVisitId = started.body.resources[0].evvVisitId as number;
  const visit = { ...visitStart(server.fixture, evvVisitId, appointmentId, start), evvVisitId };
  const verify = visitVerify(visit, 'Kept', new Date(start.getTime() + 40 * 60_000));
  const verified = await write('visit', [verify]);
  expect(verified.body.resources[0].errors).toEqual([]);
  return { evvVisitId, verify, resend: () => write('visit', [verify]) };
}

import { expect } from 'vitest';
import type { TestServer } from './harness.ts';
import { newAppointment, visitStart, visitVerify } from './write-bodies.ts';

const HOUR_MS = 3_600_000;
const DEVICE = 'device-phone';
let nextTempId = -9000;

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

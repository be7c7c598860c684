import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@carevisit/core';
import { startTestServer, type TestServer } from './harness.ts';
import { newAppointment, visitStart, visitVerify } from './write-bodies.ts';

// Issue 20, item 4: a caregiver who finishes a visit early goes on to the next one. The overlap check of an
// appointment write (spec 1 §4, §6: refused for staff without isMultiBookSchedule, as alice is) takes a visit
// that has ended at its actual times. The server's clock is fixed at 09:37 in New York.

const NOW = new Date('2026-03-10T14:37:00Z');
const at = (utc: string) => new Date(`2026-03-10T${utc}:00Z`);

let server: TestServer;
let alice: string;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.setTo(NOW);
  alice = await server.login('alice');
});
afterAll(() => server.close());

let nextTempId = -9000;
const appointment = (start: Date, end: Date, overrides: Record<string, unknown> = {}) =>
  newAppointment(server.fixture, nextTempId--, start, end, overrides);

async function writeAppointment(resource: unknown) {
  const reply = await server.post(
    '/evv/write/appointment',
    { deviceId: 'device-early', resources: [resource] },
    alice,
  );
  return reply.body.resources[0] as { activityLogId: number; errors: { message: string }[] };
}

async function writeVisit(resource: unknown) {
  const reply = await server.post(
    '/evv/write/visit',
    { deviceId: 'device-early', resources: [resource] },
    alice,
  );
  const [result] = reply.body.resources as { evvVisitId: number; errors: unknown[] }[];
  expect(result!.errors).toEqual([]);
  return result!.evvVisitId;
}

/** A visit of the booked slot that actually ran from `begun` to `ended`, verified Kept. */
async function finishedVisit(booked: [Date, Date], begun: Date, ended: Date) {
  const { activityLogId: appointmentId, errors } = await writeAppointment(appointment(...booked));
  expect(errors).toEqual([]);
  const start = visitStart(server.fixture, nextTempId--, appointmentId, begun);
  const evvVisitId = await writeVisit(start);
  await writeVisit(visitVerify({ ...start, evvVisitId }, 'Kept', ended));
}

describe('the overlap check after a visit has ended (spec 1 §4; issue 20, item 4)', () => {
  it('lets the next visit start right after an early end, inside the booked slot of the finished one', async () => {
    // Booked 09:00-10:00 New York, ended at 09:36.
    await finishedVisit([at('14:00'), at('15:00')], at('14:00'), at('14:36'));
    const next = await writeAppointment(appointment(at('15:30'), at('16:30')));
    expect(next.errors).toEqual([]);
    // spec 1 §4 Starting a session: In Session, moved to now (09:37) keeping its hour.
    const started = await writeAppointment(
      appointment(at('14:37'), at('15:37'), {
        activityLogId: next.activityLogId,
        status: 'In Session',
        actualStartTime: NOW.toISOString(),
      }),
    );
    expect(started.errors).toEqual([]);
  });

  it('still refuses a start inside the time the finished visit actually ran', async () => {
    await finishedVisit([at('06:00'), at('07:00')], at('06:00'), at('06:40'));
    const overlapping = await writeAppointment(appointment(at('06:30'), at('07:30')));
    expect(overlapping.errors).toMatchObject([{ message: en.appointment.overlapRefused }]);
  });

  it('holds the time a visit ran past its booked end', async () => {
    // Booked 07:00-08:00 New York, ran until 08:20.
    await finishedVisit([at('12:00'), at('13:00')], at('12:00'), at('13:20'));
    const after = await writeAppointment(appointment(at('13:10'), at('13:40')));
    expect(after.errors).toMatchObject([{ message: en.appointment.overlapRefused }]);
    const later = await writeAppointment(appointment(at('13:20'), at('13:50')));
    expect(later.errors).toEqual([]);
  });

  it('names a visit still in session that a start overlaps, and says to stop it first (issue 36)', async () => {
    // Started at 05:02 New York and still in session; the 05:30 appointment cannot start over it.
    const { activityLogId } = await writeAppointment(appointment(at('09:00'), at('10:00')));
    const open = await writeAppointment(
      appointment(at('09:02'), at('10:02'), {
        activityLogId,
        status: 'In Session',
        actualStartTime: at('09:02').toISOString(),
      }),
    );
    expect(open.errors).toEqual([]);
    const next = await writeAppointment(appointment(at('09:30'), at('10:30')));
    expect(next.errors).toMatchObject([
      {
        message:
          'The staff member is not authorized to multibook appointments. The visit with Client, Ann that started at 05:02 AM is still in session: stop it first, then try again.',
      },
    ]);
  });
});

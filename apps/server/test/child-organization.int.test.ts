import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage } from '@carevisit/core';
import { startTestServer, type TestServer } from './harness.ts';

// Issue 20, item 3: a caregiver's clients enrolled with a child organization of hers (spec 1 §6: the current
// organization, its ancestors and descendants) are booked in that organization. In the fixture, alice works for
// organization A; client Abe's program belongs to its child A1; organization B is outside her scope.

const FIXED_NOW = new Date('2026-03-10T15:00:00Z');
const HOUR_MS = 3_600_000;

let server: TestServer;
let alice: string;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.setTo(FIXED_NOW);
  alice = await server.login('alice');
});
afterAll(() => server.close());

let nextTempId = -7000;
function booking(clientId: number, organizationId: number, hoursAhead: number) {
  const start = new Date(server.clock.now().getTime() + hoursAhead * HOUR_MS);
  return {
    activityLogId: nextTempId--,
    clientId,
    programId: server.fixture.programId,
    organizationId,
    appointmentDate: start.toISOString().slice(0, 10),
    beginTime: start.toISOString(),
    endTime: new Date(start.getTime() + HOUR_MS).toISOString(),
    activityId: server.fixture.activityId,
    serviceLocationId: server.fixture.serviceLocationId,
    status: 'None',
  };
}

const write = (resource: unknown) =>
  server.post('/evv/write/appointment', { deviceId: 'device-child-org', resources: [resource] }, alice);

describe('booking a client of a child organization (spec 1 §6; issue 20, item 3)', () => {
  it("is taken in the child organization, where the client's program is", async () => {
    const { clients, orgs } = server.fixture;
    const reply = await write(booking(clients.clientA1.clientId, orgs.orgA1.id, 26));
    expect(reply.body.resources[0].errors).toEqual([]);
    expect(reply.body.resources[0].activityLogId).toBeGreaterThan(0);
  });

  it('is refused in the parent, where the client has no program, with the spec message', async () => {
    const { clients, orgs, programId } = server.fixture;
    const reply = await write(booking(clients.clientA1.clientId, orgs.orgA.id, 28));
    expect(reply.body.resources[0].errors).toMatchObject([
      {
        message: formatMessage('appointment.clientProgramNotFound', {
          clientId: clients.clientA1.clientId,
          programId,
          organizationId: orgs.orgA.id,
        }),
      },
    ]);
  });

  it('is refused outside her scope, as if the organization were not there', async () => {
    const { clients, orgs } = server.fixture;
    const reply = await write(booking(clients.clientB.clientId, orgs.orgB.id, 30));
    expect(reply.body.resources[0].errors).toMatchObject([
      { message: en.appointment.organizationNotAllowed },
    ]);
  });
});

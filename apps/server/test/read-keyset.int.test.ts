import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema/index.ts';
import type { TestServer } from './harness.ts';
import { startReadServer } from './read-fixture.ts';
import { clientAAppointmentRow } from './fixtures.ts';

// Issue 18 §4: keyset paging (afterKey, the reply's lastKey) beside offset paging, which spec 1 §7 keeps.

let server: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  ({ server, alice, bob } = await startReadServer());
  const f = server.fixture;
  const [clientProgram] = await server.database.db
    .select()
    .from(t.clientPrograms)
    .where(eq(t.clientPrograms.clientId, f.clients.clientA.clientId));
  await server.database.db
    .insert(t.appointments)
    .values(
      Array.from({ length: 7 }, (_, hour) =>
        clientAAppointmentRow(
          f,
          clientProgram!.id,
          f.staff.alice.staffId,
          new Date(Date.UTC(2026, 0, 5, 8 + hour)),
          new Date(Date.UTC(2026, 0, 5, 9 + hour)),
        ),
      ),
    );
});
afterAll(() => server.close());

type Reply = { resources: { appointmentId: number }[]; hasMoreRecords: boolean; lastKey?: number };

async function pages(body: Record<string, unknown>, token = alice) {
  const replies: (Reply & { totalRecords?: number; syncTime: string })[] = [];
  let afterKey: number | undefined;
  // A cursor that did not move would page forever: a handful of pages is all these reads hold.
  while (replies.length < 10) {
    const reply = await server.post(
      '/evv/read/appointment',
      { limit: 3, ...body, ...(afterKey && { afterKey }) },
      token,
    );
    expect(reply.status).toBe(200);
    replies.push(reply.body);
    if (!reply.body.hasMoreRecords) return replies;
    afterKey = reply.body.lastKey;
  }
  throw new Error('the keyset cursor did not reach the end');
}

const idsOf = (replies: Reply[]) => replies.flatMap((reply) => reply.resources.map((r) => r.appointmentId));

describe('keyset paging', () => {
  it('reads the same rows in the same order as offset paging, one page after the other', async () => {
    const whole = (await server.post('/evv/read/appointment', { limit: 1000 }, alice)).body as Reply;
    const replies = await pages({});
    expect(idsOf(replies)).toEqual(idsOf([whole]));
    expect(replies.map((reply) => reply.resources.length)).toEqual([3, 3, 1]);
    expect(replies.map((reply) => reply.lastKey)).toEqual([
      replies[0]!.resources[2]!.appointmentId,
      replies[1]!.resources[2]!.appointmentId,
      undefined,
    ]);
    expect(replies[0]!.totalRecords).toBe(7);
    expect(replies[1]!.totalRecords).toBeUndefined();
  });

  it('keeps the caller in their scope: after any key, another staff member sees none of these rows', async () => {
    const alices = idsOf(await pages({}));
    const bobs = idsOf(await pages({ afterKey: 1 }, bob));
    expect(bobs.filter((id) => alices.includes(id))).toEqual([]);
  });

  it('misses no change made behind the cursor: the next incremental read from the first syncTime brings it', async () => {
    const first = (await server.post('/evv/read/appointment', { limit: 3 }, alice)).body as Reply & {
      syncTime: string;
    };
    const behind = first.resources[0]!.appointmentId;
    // While the device reads the later pages, a row of its first page changes.
    await server.database.db
      .update(t.appointments)
      .set({ status: 'Checked In' })
      .where(eq(t.appointments.id, behind));
    const rest = await pages({ afterKey: first.lastKey });
    expect(idsOf(rest)).not.toContain(behind);
    const next = await pages({ lastSync: first.syncTime });
    expect(idsOf(next)).toContain(behind);
  });

  it('refuses a key that is not a server id with 400 and errors[]', async () => {
    for (const afterKey of [-1, 1.5, 'x']) {
      const reply = await server.post('/evv/read/appointment', { afterKey }, alice);
      expect(reply.status).toBe(400);
      expect(reply.body.errors.length).toBeGreaterThan(0);
    }
  });
});

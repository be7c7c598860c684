// A page of appointments looks up its visit and its visit addresses in its own statement, the addresses built as
// JSON by PostgreSQL (read/json-object.ts): on each engine they must pass core's read contract and be what the
// mapper in TypeScript made of the address rows before (visitAddressOf: the row's fields, renamed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readReplySchema } from '@carevisit/core';
import * as t from '../src/db/schema/index.ts';
import { readerFor } from '../src/read/readers.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { alicePrincipal, clientAAppointmentRow, openFixtureDatabase, type Fixture } from './fixtures.ts';

let database: DatabaseHandle;
let f: Fixture;
beforeAll(async () => {
  ({ database, fixture: f } = await openFixtureDatabase());
});
afterAll(() => database.close());

const address = (street1: string, more: Partial<typeof t.clientAddresses.$inferInsert>) => ({
  clientId: f.clients.clientA.clientId,
  street1,
  city: 'Springfield',
  state: 'MA',
  zip: '01103',
  type: 'Home',
  ...more,
});

describe('appointment lookups built in SQL', () => {
  it('serve the visit and both addresses as the contract says and as the row mapper did', async () => {
    const db = database.db;
    const [full, bare] = await db
      .insert(t.clientAddresses)
      .values([
        address('12 Elm Street', {
          street2: 'Rear',
          aptSuite: '3B',
          latitude: 42.101234,
          longitude: -72.5899,
        }),
        address('7 Oak Lane', {}),
      ])
      .returning();
    const [clientProgram] = await db
      .select()
      .from(t.clientPrograms)
      .where(eq(t.clientPrograms.clientId, f.clients.clientA.clientId));
    const row = (day: number) =>
      clientAAppointmentRow(
        f,
        clientProgram!.id,
        f.staff.alice.staffId,
        new Date(Date.UTC(2026, 2, day, 9)),
        new Date(Date.UTC(2026, 2, day, 10, 15)),
      );
    const [withBoth, withNone] = await db
      .insert(t.appointments)
      .values([
        { ...row(2), startVisitAddressId: full!.id, endVisitAddressId: bare!.id },
        { ...row(3), startVisitAddressId: null, endVisitAddressId: null },
      ])
      .returning();
    const [visit] = await db
      .insert(t.visits)
      .values({
        accountId: f.accountId,
        appointmentId: withBoth!.id,
        staffId: f.staff.alice.staffId,
        clientId: f.clients.clientA.clientId,
        organizationId: f.orgs.orgA.id,
        activityId: f.activityId,
        appointmentStatus: 'In Session',
        visitStatus: 'start',
        complete: 0,
      })
      .returning();

    const principal = alicePrincipal(f);
    const page = await readerFor('appointment')!.read(
      { db, principal, scopeIds: [f.orgs.orgA.id] },
      { limit: 1000, offset: 0 },
    );
    const checked = readReplySchema('appointment').safeParse({
      ...page,
      syncTime: new Date().toISOString(),
    });
    expect(checked.error?.issues ?? []).toEqual([]);

    const served = (id: number) => checked.data?.resources.find((r) => r.appointmentId === id);
    expect(served(withBoth!.id)).toMatchObject({
      evvVisitId: visit!.id,
      duration: '01:15',
      startVisitAddress: {
        visitAddressId: full!.id,
        street1: '12 Elm Street',
        street2: 'Rear',
        aptSuite: '3B',
        city: 'Springfield',
        state: 'MA',
        zip: '01103',
        addressLatitude: 42.101234,
        addressLongitude: -72.5899,
      },
      endVisitAddress: {
        visitAddressId: bare!.id,
        street1: '7 Oak Lane',
        street2: null,
        aptSuite: null,
        city: 'Springfield',
        state: 'MA',
        zip: '01103',
        addressLatitude: null,
        addressLongitude: null,
      },
    });
    expect(served(withNone!.id)).toMatchObject({
      evvVisitId: null,
      startVisitAddress: null,
      endVisitAddress: null,
    });
  });
});

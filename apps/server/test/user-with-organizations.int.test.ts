import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema/index.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { findUserWithOrganizations } from '../src/auth/user-with-organizations.ts';
import { organizationScope } from '../src/scope/organizations.ts';
import { watermarkAndScope, readWatermarkAndScope } from '../src/read/watermark.ts';
import { openFixtureDatabase, type Fixture } from './fixtures.ts';

// What every request learns of its caller in one query: the organizations they may switch to, the current one
// (the one chosen, else the primary one when it has EVV, else the first available) and, for a read, the spec 1
// §6 scope of that current organization. In the fixture, alice's primary organization is A (EVV), with child A1;
// B is a sibling under the root, which has no EVV.

let database: DatabaseHandle;
let f: Fixture;
beforeAll(async () => {
  ({ database, fixture: f } = await openFixtureDatabase());
});
afterAll(() => database.close());

const alice = () => f.staff.alice;

async function setUp(options: { chosen: number | null; extra: number[]; primaryEvv: boolean }) {
  const { db } = database;
  await db
    .update(t.users)
    .set({ currentOrganizationId: options.chosen })
    .where(eq(t.users.id, alice().userId));
  await db.delete(t.staffOrganizations).where(eq(t.staffOrganizations.staffId, alice().staffId));
  for (const organizationId of options.extra)
    await db.insert(t.staffOrganizations).values({ staffId: alice().staffId, organizationId });
  await db
    .update(t.organizations)
    .set({ evv: options.primaryEvv })
    .where(eq(t.organizations.id, f.orgs.orgA.id));
}

async function caller() {
  const found = await findUserWithOrganizations(
    database.db,
    alice().userId,
    watermarkAndScope[database.engine],
  );
  return found!;
}

describe('findUserWithOrganizations', () => {
  it('takes the organization the user chose while it is one of theirs', async () => {
    await setUp({ chosen: f.orgs.orgB.id, extra: [f.orgs.orgB.id], primaryEvv: true });
    const found = await caller();
    expect(found.available).toEqual([f.orgs.orgA.id, f.orgs.orgB.id]);
    expect(found.currentOrganizationId).toBe(f.orgs.orgB.id);
  });

  it('falls back to the primary organization when the chosen one is no longer theirs', async () => {
    await setUp({ chosen: f.orgs.orgB.id, extra: [], primaryEvv: true });
    const found = await caller();
    expect(found.available).toEqual([f.orgs.orgA.id]);
    expect(found.currentOrganizationId).toBe(f.orgs.orgA.id);
  });

  it('falls back to the first available organization when the primary one has no EVV', async () => {
    await setUp({ chosen: null, extra: [f.orgs.orgB.id], primaryEvv: false });
    const found = await caller();
    expect(found.available).toEqual([f.orgs.orgB.id]);
    expect(found.currentOrganizationId).toBe(f.orgs.orgB.id);
  });

  it('answers a read with the scope of the current organization, as organizationScope works it out', async () => {
    for (const options of [
      { chosen: null, extra: [], primaryEvv: true },
      { chosen: f.orgs.orgB.id, extra: [f.orgs.orgB.id], primaryEvv: true },
      { chosen: null, extra: [f.orgs.orgB.id], primaryEvv: false },
    ]) {
      await setUp(options);
      const found = await caller();
      const { scopeIds } = readWatermarkAndScope(found.alongside);
      const expected = await organizationScope(database.db, {
        userId: alice().userId,
        staffId: alice().staffId,
        accountId: f.accountId,
        currentOrganizationId: found.currentOrganizationId,
        username: 'alice',
      });
      expect([...scopeIds].sort()).toEqual([...expected].sort());
    }
    await setUp({ chosen: null, extra: [], primaryEvv: true });
  });
});

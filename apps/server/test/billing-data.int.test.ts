import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { isServedTable, readTables } from '@carevisit/core';
import * as s from '../src/db/schema/index.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { employeeIdentifierOf, recordEmployeeIdentifier } from '../src/billing/employee-identifier.ts';
import { createIdentifierCipher, type IdentifierCipher } from '../src/billing/identifier-cipher.ts';
import { IDENTIFIER_KEY_FILE, openIdentifierCipher } from '../src/billing/identifier-key.ts';
import {
  EMPLOYEE_IDENTIFIERS,
  MEDICAID_ID_UNKNOWN_TO_STATE,
  PROVIDER_IDS,
} from '../src/seed/billing-lists.ts';
import { demoLogins } from '../src/seed/demo-logins.ts';
import { captureLog, tokenCall } from './harness.ts';
import { testIdentifierCipher } from './identifier-key.ts';
import { NOW } from './seed-fixture.ts';
import { openSeededTestDatabase, openTestDatabase } from './test-database.ts';

// Issue 32 item 1: the billing data, read back on the demo agency; the employee identifiers never leave the server.

const PLAIN_IDENTIFIERS = Object.values(EMPLOYEE_IDENTIFIERS).map((entry) => entry.identifier);
/** How an identifier might be written out: as stored, and as an SSN is usually written. */
const spellings = (identifier: string) =>
  /^\d{9}$/.test(identifier)
    ? [identifier, `${identifier.slice(0, 3)}-${identifier.slice(3, 5)}-${identifier.slice(5)}`]
    : [identifier];
const NEWHIRE_SSN = '987654328';

let handle: DatabaseHandle;
let identifiers: IdentifierCipher;
let baseUrl: string;
let close: () => Promise<void>;
const log = captureLog();

const passwordOf = (username: string) => demoLogins.find((login) => login.username === username)!.password;

async function signIn(username: string): Promise<string> {
  const { status, body } = await tokenCall(baseUrl, {
    grant_type: 'password',
    account: 'demo',
    username,
    password: passwordOf(username),
  });
  expect(status).toBe(200);
  return body.access_token as string;
}

async function read(table: string, token: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl}/evv/read/${table}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** Every page of a table, as the raw reply texts. */
async function readAll(table: string, token: string, lastSync?: string): Promise<string[]> {
  const texts: string[] = [];
  for (let offset = 0; ;) {
    const { status, text } = await read(table, token, {
      offset,
      limit: 500,
      ...(lastSync ? { lastSync } : {}),
    });
    expect({ table, status }).toEqual({ table, status: 200 });
    texts.push(text);
    const body = JSON.parse(text) as { resources?: unknown[]; hasMoreRecords?: boolean };
    if (!body.hasMoreRecords || !body.resources?.length) return texts;
    offset += body.resources.length;
  }
}

const resourcesOf = async <T>(table: string, token: string) =>
  (await readAll(table, token)).flatMap((text) => (JSON.parse(text) as { resources: T[] }).resources);

async function staffIdOf(username: string): Promise<number> {
  const [row] = await handle.db.select().from(s.users).where(eq(s.users.username, username));
  return row!.staffId;
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  identifiers = await testIdentifierCipher(handle.db);
  const config = { ...readConfig({}), rateLimitPerMinute: 100_000, logLevel: 'trace' };
  const app = await buildApp({ config, database: handle, now: () => NOW, logStream: log.stream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  close = async () => {
    await app.close();
    await handle.close();
  };
}, 240_000);
afterAll(() => close());

describe('the billing data of the demo agency', () => {
  it('reaches the caregiver: provider ids, payers and Medicaid ids, procedure codes, identifier on file', async () => {
    const token = await signIn('caregiver');
    const orgs = await resourcesOf<{ name: string; medicaidProviderId: string | null }>(
      'organization',
      token,
    );
    expect(orgs.find((o) => o.name === 'Harbor Home Care - New Jersey')?.medicaidProviderId).toBe(
      PROVIDER_IDS.nj,
    );

    const activities = await resourcesOf<{
      description: string;
      evvApplies: boolean;
      procedureCode: string | null;
      procedureModifiers: string[];
    }>('activity', token);
    const activity = (description: string) => activities.find((a) => a.description === description);
    expect(activity('Personal Care')).toMatchObject({
      evvApplies: true,
      procedureCode: 'T1019',
      procedureModifiers: ['U1'],
    });
    expect(activity('Companion')).toMatchObject({
      evvApplies: true,
      procedureCode: null,
      procedureModifiers: [],
    });
    expect(activity('Community Integration')?.procedureModifiers).toEqual(['HQ', 'U1', 'U5', 'TT']);
    expect(activity('Individual Therapy')).toMatchObject({ evvApplies: false, procedureCode: '90837' });

    const enrolments = await resourcesOf<{
      clientId: number;
      payer: string | null;
      payerProgram: string | null;
      medicaidId: string | null;
    }>('clientprogram', token);
    const [rosa] = await handle.db
      .select()
      .from(s.clients)
      .where(and(eq(s.clients.firstName, 'Rosa'), eq(s.clients.lastName, 'Martinez')));
    const hers = enrolments.filter((e) => e.clientId === rosa!.id);
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.every((e) => e.medicaidId === null && e.payer !== null)).toBe(true);
    const others = enrolments.filter((e) => e.clientId !== rosa!.id);
    expect(others.length).toBeGreaterThan(10);
    expect(others.every((e) => /^\d{9}$/.test(e.medicaidId ?? ''))).toBe(true);
    expect(new Set(others.map((e) => e.payer))).toEqual(new Set(['CTDSS', 'CTHH', 'CTMHW', null]));
    // Mae Washington's Medicaid id is the one the simulated state's eligibility file lacks, and hers alone.
    const [mae] = await handle.db
      .select()
      .from(s.clients)
      .where(and(eq(s.clients.firstName, 'Mae'), eq(s.clients.lastName, 'Washington')));
    const unknownToState = (await handle.db.select().from(s.clientPrograms)).filter(
      (e) => e.medicaidId === MEDICAID_ID_UNKNOWN_TO_STATE,
    );
    expect(unknownToState.length).toBeGreaterThan(0);
    expect(unknownToState.every((e) => e.clientId === mae!.id)).toBe(true);
    const maes = others.filter((e) => e.clientId === mae!.id);
    expect(maes.length).toBeGreaterThan(0);
    expect(maes.every((e) => e.medicaidId === MEDICAID_ID_UNKNOWN_TO_STATE)).toBe(true);

    const staff = await resourcesOf<{
      staffId: number;
      hasEmployeeIdentifier: boolean;
      employeeIdQualifier: string | null;
    }>('staff', token);
    const caregiverId = await staffIdOf('caregiver');
    const newhireId = await staffIdOf('newhire');
    expect(staff.find((m) => m.staffId === caregiverId)).toMatchObject({
      hasEmployeeIdentifier: true,
      employeeIdQualifier: 'EmployeeSSN',
    });
    expect(staff.find((m) => m.staffId === newhireId)).toMatchObject({
      hasEmployeeIdentifier: false,
      employeeIdQualifier: null,
    });
  });

  it('keeps each organization scope: the caregiver sees no Pennsylvania provider id or enrolment', async () => {
    const token = await signIn('caregiver');
    const [pa] = await handle.db
      .select()
      .from(s.organizations)
      .where(eq(s.organizations.medicaidProviderId, PROVIDER_IDS.pa!));
    const organizationTexts = (await readAll('organization', token)).join('\n');
    expect(organizationTexts).not.toContain(PROVIDER_IDS.pa);
    const enrolments = await resourcesOf<{ organizationId: number }>('clientprogram', token);
    expect(enrolments.some((e) => e.organizationId === pa!.id)).toBe(false);
    const staff = await resourcesOf<{ primaryOrganizationId: number; additionalOrganizationIds: number[] }>(
      'staff',
      token,
    );
    // Pennsylvania's staff only when they also work in the caregiver's New Jersey (spec 1 §6: additional ones).
    const fromPa = staff.filter((m) => m.primaryOrganizationId === pa!.id);
    expect(fromPa.every((m) => m.additionalOrganizationIds.some((id) => id !== pa!.id))).toBe(true);
  });
});

describe('an employee identifier', () => {
  it('is sealed in its column: the raw value is not the identifier, and opens only with the key', async () => {
    const caregiverId = await staffIdOf('caregiver');
    const rows = await queryRows<{ id: number; employee_identifier_sealed: string }>(
      handle.db,
      sql`select id, employee_identifier_sealed from staff where employee_identifier_sealed is not null`,
    );
    expect(rows.length).toBe(PLAIN_IDENTIFIERS.length);
    for (const row of rows) {
      for (const identifier of PLAIN_IDENTIFIERS)
        for (const text of spellings(identifier)) expect(row.employee_identifier_sealed).not.toContain(text);
      expect(row.employee_identifier_sealed).toMatch(/^v1\./);
    }
    expect(await employeeIdentifierOf(handle.db, identifiers, caregiverId)).toEqual(
      EMPLOYEE_IDENTIFIERS.caregiver,
    );
    const otherKey = createIdentifierCipher(Buffer.alloc(32, 1));
    await expect(employeeIdentifierOf(handle.db, otherKey, caregiverId)).rejects.toThrow();
    // Sealed for one staff member, it does not open as another's.
    const sealed = rows.find((row) => row.id === caregiverId)!.employee_identifier_sealed;
    const other = rows.find((row) => row.id !== caregiverId)!;
    const setSealed = (value: string) =>
      handle.db.update(s.staff).set({ employeeIdentifierSealed: value }).where(eq(s.staff.id, other.id));
    await setSealed(sealed);
    await expect(employeeIdentifierOf(handle.db, identifiers, other.id)).rejects.toThrow();
    await setSealed(other.employee_identifier_sealed);
  });

  it('is in no read, incremental sync or log line, while devices learn that it is on file', async () => {
    const newhireId = await staffIdOf('newhire');
    const caregiver = await signIn('caregiver');
    const clinician = await signIn('clinician');
    const { text } = await read('staff', caregiver);
    const syncTime = (JSON.parse(text) as { syncTime: string }).syncTime;

    await recordEmployeeIdentifier(handle.db, identifiers, newhireId, {
      qualifier: 'EmployeeSSN',
      identifier: NEWHIRE_SSN,
    });
    const changed = (await readAll('staff', caregiver, syncTime)).flatMap(
      (page) => (JSON.parse(page) as { resources: { staffId: number }[] }).resources,
    );
    expect(changed.find((m) => m.staffId === newhireId)).toMatchObject({
      hasEmployeeIdentifier: true,
      employeeIdQualifier: 'EmployeeSSN',
    });

    const replies: string[] = [];
    for (const token of [caregiver, clinician])
      for (const table of readTables) {
        if (!isServedTable(table)) {
          // Tables with calls of their own (PIN, signature, security rule): one read, as a device makes it.
          const { status, text: reply } = await read(table, token);
          expect({ table, status }).toEqual({ table, status: 200 });
          replies.push(reply);
          continue;
        }
        replies.push(...(await readAll(table, token)));
        replies.push(...(await readAll(table, token, syncTime)));
      }
    const everything = [...replies, ...log.lines].join('\n');
    const [newhireRow] = await handle.db.select().from(s.staff).where(eq(s.staff.id, newhireId));
    expect(everything).toContain('hasEmployeeIdentifier');
    for (const identifier of [...PLAIN_IDENTIFIERS, NEWHIRE_SSN])
      for (const spelling of spellings(identifier)) expect(everything).not.toContain(spelling);
    expect(everything).not.toContain(newhireRow!.employeeIdentifierSealed);
    expect(log.lines.length).toBeGreaterThan(0);
  });

  it('is refused when it is not one of its kind, and nothing is stored', async () => {
    const newhireId = await staffIdOf('newhire');
    const [before] = await handle.db.select().from(s.staff).where(eq(s.staff.id, newhireId));
    for (const bad of ['98765432', '987-65-4329', 'ABCDEFGHI'])
      await expect(
        recordEmployeeIdentifier(handle.db, identifiers, newhireId, {
          qualifier: 'EmployeeSSN',
          identifier: bad,
        }),
      ).rejects.toThrow();
    const [after] = await handle.db.select().from(s.staff).where(eq(s.staff.id, newhireId));
    expect(after!.employeeIdentifierSealed).toBe(before!.employeeIdentifierSealed);
  });
});

describe('the identifier key', () => {
  it('must stay the one the database first started with', async () => {
    await expect(
      openIdentifierCipher(handle.db, { identifierKey: Buffer.alloc(32, 2), dataDir: '' }),
    ).rejects.toThrow('is not the one this database was first started with');
    const again = await testIdentifierCipher(handle.db);
    expect(again.fingerprint).toBe(identifiers.fingerprint);
  });
});

describe('the identifier key, unconfigured', () => {
  it('is made once in DATA_DIR, readable by its owner alone, and kept', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carevisit-identifier-key-'));
    const fresh = await openTestDatabase();
    try {
      const first = await openIdentifierCipher(fresh.db, { identifierKey: undefined, dataDir });
      const file = path.join(dataDir, IDENTIFIER_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(dataDir)).toEqual([IDENTIFIER_KEY_FILE]);
      const second = await openIdentifierCipher(fresh.db, { identifierKey: undefined, dataDir });
      expect(second.fingerprint).toBe(first.fingerprint);
      expect(second.open(first.seal(NEWHIRE_SSN, 'staff:1'), 'staff:1')).toBe(NEWHIRE_SSN);
      // A lost key file is a new key, which this database refuses.
      fs.rmSync(file);
      await expect(openIdentifierCipher(fresh.db, { identifierKey: undefined, dataDir })).rejects.toThrow(
        'is not the one this database was first started with',
      );
    } finally {
      await fresh.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

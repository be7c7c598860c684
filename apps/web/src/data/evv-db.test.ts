import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_DATABASE } from '@carevisit/core';
import { openEvvDb, evvDbSchema, type EvvDB } from './evv-db.ts';
import { requestPersistentStorage } from './persistent-storage.ts';
import { freshDb } from './testing/test-db.ts';

const SPEC_TABLES = [
  'user',
  'staff',
  'caseload',
  'client',
  'allergy',
  'diagnosis',
  'medication',
  'visit',
  'activityLog',
  'recentClient',
  'appointment',
  'document',
  'organization',
  'activity',
  'activityProgram',
  'program',
  'clientProgram',
  'serviceLocation',
  'serviceLocationOrganization',
  'descriptor',
  'documentCrosswalk',
  'serviceDocument',
  'configurableForm',
  'staffSignature',
  'documentInstance',
  'syncInfo',
  'referralSource',
  'auditLog',
  'goalsAddressedTxPlan',
  'goalsAddressedPgoi',
  'goalsAddressedPgoMap',
  'goalsAddressedPgoIntMap',
  'impactConfig',
  'message',
  'vital',
  'schemaVersion',
];

let db: EvvDB | undefined;
afterEach(() => db?.close());

const indexNames = (db: EvvDB, table: string) => db.table(table).schema.indexes.map((index) => index.name);

describe('the local database (spec 1 §3)', () => {
  it('is EvvDB at schema version 9', async () => {
    db = openEvvDb();
    await db.open();
    expect(db.name).toBe(LOCAL_DATABASE.name);
    expect(db.name).toBe('EvvDB');
    expect(db.verno).toBe(9);
    expect(await db.schemaVersion.get('local')).toEqual({ id: 'local', version: 9 });
  });

  it('has every table spec 1 §3 lists, plus keyring, meta and idMap for sync and keys', async () => {
    db = freshDb();
    await db.open();
    const names = db.tables.map((table) => table.name);
    for (const name of [...SPEC_TABLES, 'keyring', 'meta', 'idMap']) expect(names).toContain(name);
    expect(Object.keys(evvDbSchema()).sort()).toEqual([...names].sort());
  });

  it('indexes only what the screens and sync query by', async () => {
    db = freshDb();
    await db.open();
    expect(db.appointment.schema.primKey.name).toBe('id');
    expect(indexNames(db, 'appointment')).toEqual(
      expect.arrayContaining(['staffId', 'clientId', 'startMillis', 'syncState', '[staffId+startMillis]']),
    );
    expect(indexNames(db, 'appointment')).toContain('tempAddressIds');
    expect(indexNames(db, 'client')).toEqual(['emailIds', 'phoneIds', 'addressIds']);
    expect(indexNames(db, 'visit')).toEqual(expect.arrayContaining(['appointmentId', 'syncState']));
    expect(indexNames(db, 'document')).toEqual(expect.arrayContaining(['appointmentId', 'syncState']));
    expect(indexNames(db, 'auditLog')).toEqual(['syncState']);
    expect(indexNames(db, 'organization')).toEqual(['parentOrganizationId']);
    // Issue 32 item 7: a visit's sends, and a supervisor's team's, are found by these ids alone.
    expect(indexNames(db, 'evvSubmission')).toEqual(['evvVisitId', 'staffId']);
    expect(db.syncInfo.schema.primKey.name).toBe('tableName');
    expect(db.keyring.schema.primKey.name).toBe('userKey');
    // Reference data never waits for sync, so it carries no syncState index.
    expect(indexNames(db, 'program')).toEqual([]);
  });

  it('keeps syncInfo as the server syncTime and the local time of the read', async () => {
    db = freshDb();
    await db.syncInfo.put({ tableName: 'client', lastSync: '2030-01-01T00:00:00.000Z', lastSyncMillis: 5 });
    expect(await db.syncInfo.get('client')).toEqual({
      tableName: 'client',
      lastSync: '2030-01-01T00:00:00.000Z',
      lastSyncMillis: 5,
    });
  });
});

describe('persistent storage', () => {
  it('asks navigator.storage.persist when there is one', async () => {
    let asked = 0;
    const storage = {
      persist() {
        asked += 1;
        return Promise.resolve(this === storage);
      },
    };
    expect(await requestPersistentStorage({ storage })).toBe('granted');
    expect(await requestPersistentStorage({ storage: { persist: () => Promise.resolve(false) } })).toBe(
      'denied',
    );
    expect(await requestPersistentStorage({})).toBe('unsupported');
    expect(await requestPersistentStorage(undefined)).toBe('unsupported');
    expect(asked).toBe(1);
  });
});

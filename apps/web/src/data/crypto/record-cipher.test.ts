import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { RecordDecryptError } from './crypto-errors.ts';
import { generateDataKey } from './key-wrap.ts';
import { openPayload, sealPayload } from './record-cipher.ts';
import { freshStore } from '../testing/test-db.ts';
import { toHex } from './bytes.ts';

const client = { clientId: 42, firstName: 'Ann', lastName: 'Client', addresses: [{ street1: '1 Main St' }] };

describe('record encryption (AES-GCM, additional data = table and id)', () => {
  it('round-trips a record', async () => {
    const key = await generateDataKey();
    const sealed = await sealPayload(key, 'client', 42, client);
    expect(sealed.iv).toHaveLength(12);
    expect(new TextDecoder().decode(sealed.ciphertext)).not.toContain('Ann');
    expect(await openPayload(key, 'client', 42, sealed)).toEqual(client);
  });

  it('rejects a tampered ciphertext with a typed error', async () => {
    const key = await generateDataKey();
    const sealed = await sealPayload(key, 'client', 42, client);
    const ciphertext = sealed.ciphertext.slice();
    ciphertext[3]! ^= 0x01;
    await expect(openPayload(key, 'client', 42, { ...sealed, ciphertext })).rejects.toBeInstanceOf(
      RecordDecryptError,
    );
    const iv = sealed.iv.slice();
    iv[0]! ^= 0x80;
    await expect(openPayload(key, 'client', 42, { ...sealed, iv })).rejects.toMatchObject({
      name: 'RecordDecryptError',
      table: 'client',
      id: 42,
    });
  });

  it('rejects a record moved to another id, another id type or another table', async () => {
    const key = await generateDataKey();
    const sealed = await sealPayload(key, 'appointment', -5, { appointmentId: -5 });
    await expect(openPayload(key, 'appointment', 5, sealed)).rejects.toBeInstanceOf(RecordDecryptError);
    await expect(openPayload(key, 'appointment', '-5', sealed)).rejects.toBeInstanceOf(RecordDecryptError);
    await expect(openPayload(key, 'visit', -5, sealed)).rejects.toBeInstanceOf(RecordDecryptError);
  });

  it('rejects a record under another data key', async () => {
    const sealed = await sealPayload(await generateDataKey(), 'client', 42, client);
    await expect(openPayload(await generateDataKey(), 'client', 42, sealed)).rejects.toBeInstanceOf(
      RecordDecryptError,
    );
  });

  it('uses a fresh IV for every write, never the same twice', async () => {
    const key = await generateDataKey();
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const sealed = await sealPayload(key, 'appointment', i % 3, { same: 'content' });
      seen.add(toHex(sealed.iv));
    }
    expect(seen.size).toBe(3000);
  });

  it('stores a record in the database as index fields, IV and ciphertext, and a swapped row fails to open', async () => {
    const store = await freshStore();
    const meta = { syncState: 'clean', syncError: null, rev: 0, firstSentRev: null } as const;
    const row = await store.seal('allergy', { allergyId: 9, clientId: 42, allergyName: 'Penicillin' }, meta);
    expect(Object.keys(row).sort()).toEqual(
      ['ciphertext', 'clientId', 'firstSentRev', 'id', 'iv', 'rev', 'syncError', 'syncState'].sort(),
    );
    await store.table('allergy').put(row);
    await store.table('allergy').put({ ...row, id: 10 });
    expect((await store.get('allergy', 9))?.data).toMatchObject({ allergyName: 'Penicillin' });
    await expect(store.get('allergy', 10)).rejects.toBeInstanceOf(RecordDecryptError);
    store.db.close();
  });
});

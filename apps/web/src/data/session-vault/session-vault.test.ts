import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { generateDataKey } from '../crypto/key-wrap.ts';
import { toHex } from '../crypto/bytes.ts';
import { SessionVault, VaultOpenError } from './session-vault.ts';
import { openVaultDb, type VaultDB } from './vault-db.ts';

const tokens = { accessToken: 'access-secret-1', refreshToken: 'refresh-secret-1', expiresAtMillis: 8e15 };
let db: VaultDB;
let counter = 0;

function freshVault(): SessionVault {
  counter += 1;
  db = openVaultDb({ name: `CareVisitSession-test-${counter}` });
  return new SessionVault(db);
}

afterEach(async () => {
  await db.delete();
});

/** Everything the vault's database holds, as a copied disk would show it (CryptoKeys show as {}). */
async function disk(): Promise<string> {
  const rows = await db.session.toArray();
  return JSON.stringify(rows, (_key, value: unknown) => (value instanceof Uint8Array ? toHex(value) : value));
}

describe('SessionVault (issue 17)', () => {
  it('keeps the data key and the tokens only encrypted, under a non-extractable key', async () => {
    const vault = freshVault();
    const dataKey = await generateDataKey();
    await vault.save({ userKey: 'u1', offline: false, dataKey, tokens, lastActivityMillis: 1000 });

    const row = (await db.session.get('session'))!;
    expect(row.key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', row.key)).rejects.toThrow();
    const text = await disk();
    const rawDataKey = toHex(new Uint8Array(await crypto.subtle.exportKey('raw', dataKey)));
    for (const secret of [tokens.accessToken, tokens.refreshToken, rawDataKey])
      expect(text).not.toContain(secret);

    const kept = await vault.read();
    expect(kept).toMatchObject({ userKey: 'u1', offline: false, tokens, lastActivityMillis: 1000 });
    const back = new Uint8Array(await crypto.subtle.exportKey('raw', kept!.dataKey));
    expect(toHex(back)).toBe(rawDataKey);
  });

  it('keeps refreshed tokens for the same user only, and drops them when cleared', async () => {
    const vault = freshVault();
    await vault.save({
      userKey: 'u1',
      offline: true,
      dataKey: await generateDataKey(),
      tokens: null,
      lastActivityMillis: 1,
    });
    expect(await vault.tokensOf('u1')).toBeNull();
    await vault.saveTokens('u1', tokens);
    await vault.saveTokens('u2', { ...tokens, refreshToken: 'other' });
    expect(await vault.tokensOf('u1')).toEqual(tokens);
    expect(await vault.tokensOf('u2')).toBeNull();
    await vault.saveTokens('u1', null);
    expect(await vault.tokensOf('u1')).toBeNull();
  });

  it('moves the activity time on only, and forgets everything at clear()', async () => {
    const vault = freshVault();
    await vault.save({
      userKey: 'u1',
      offline: false,
      dataKey: await generateDataKey(),
      tokens,
      lastActivityMillis: 5000,
    });
    await vault.touch('u1', 9000);
    await vault.touch('u1', 7000);
    await vault.touch('u2', 20000);
    expect(await vault.lastActivityOf('u1')).toBe(9000);
    expect(await vault.has()).toBe(true);
    await vault.clear();
    expect(await vault.has()).toBe(false);
    expect(await vault.read()).toBeNull();
    expect(await vault.tokensOf('u1')).toBeNull();
  });

  it('refuses a kept session whose ciphertext was changed', async () => {
    const vault = freshVault();
    await vault.save({
      userKey: 'u1',
      offline: false,
      dataKey: await generateDataKey(),
      tokens,
      lastActivityMillis: 1,
    });
    const row = (await db.session.get('session'))!;
    const ciphertext = row.dataKey.ciphertext.slice();
    ciphertext[0] = ciphertext[0]! ^ 0xff;
    await db.session.put({ ...row, dataKey: { ...row.dataKey, ciphertext } });
    await expect(vault.read()).rejects.toBeInstanceOf(VaultOpenError);
  });
});

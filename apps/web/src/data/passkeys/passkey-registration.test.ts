import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../api-client.ts';
import { toHex, type Bytes } from '../crypto/bytes.ts';
import { unlockWithServerSecret } from '../crypto/keyring.ts';
import { passkeyWrapIdsOf, unlockWithPasskey } from '../crypto/passkey-keyring.ts';
import { passkeyPrfInput } from '../crypto/passkey-prf.ts';
import { RecordStore } from '../record-store.ts';
import { freshDb, scanAllTables } from '../testing/test-db.ts';
import type { EvvDB } from '../evv-db.ts';
import type { Session } from '../users/session.ts';
import { PasskeyCeremonyError } from '../../platform/webauthn/passkey-ceremony.ts';
import { registerPasskey, type PasskeyCeremonies } from './passkey-registration.ts';
import { dropRemovedPasskeyWraps, keepPasskeyUnlock } from './passkey-wraps.ts';

let db: EvvDB;
const clock = () => Date.parse('2030-01-10T15:00:00.000Z');
afterEach(() => db?.close());

const prfOf = (seed: number): Bytes => new Uint8Array(32).map((_, i) => (seed * 13 + i * 5) & 0xff);
const serverPasskey = (credentialId: string) => ({
  passkeyId: 7,
  credentialId,
  deviceName: 'Android Phone',
  createdDate: '2030-01-10T15:00:00.000Z',
  lastUsedDate: null,
});

async function signedIn(): Promise<Session> {
  db = freshDb();
  const userKey = 'user-1';
  const { dataKey } = await unlockWithServerSecret(db, { userKey, secret: 's', now: clock });
  const store = new RecordStore(db, dataKey);
  return { userKey, staffId: 1, store, dataKey, profile: {} as Session['profile'], offline: false };
}

/** The server's side of the calls, recording every body the device sent. */
function fakeApi(held: string[] = []) {
  const sent: unknown[] = [];
  const api = {
    call: (name: string, input: { body?: unknown } = {}) => {
      if (name === 'listPasskeys') return Promise.resolve({ passkeys: held.map(serverPasskey) });
      sent.push(input.body ?? {});
      if (name === 'passkeyRegistrationOptions') {
        return Promise.resolve({
          options: {
            challenge: 'Y2hhbGxlbmdl',
            rp: { id: 'evv.example.org', name: 'CareVisit' },
            user: { id: 'aGFuZGxl', name: 'clinician', displayName: 'clinician' },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          },
        });
      }
      const { response } = input.body as { response: { id: string } };
      return Promise.resolve({ passkey: serverPasskey(response.id) });
    },
  };
  return { api: api as unknown as ApiClient, sent };
}

/** An authenticator: its PRF output at create() (or none), and at get(). */
function authenticator(options: {
  atCreate: Bytes | null;
  enabled: boolean | null;
  atGet?: Bytes | 'cancel';
}) {
  const asked = { gets: [] as { rpId?: string; credentialIds: string[] }[], inputs: [] as string[] };
  const ceremonies: PasskeyCeremonies = {
    createPasskey: (_options, prfInput) => {
      asked.inputs.push(toHex(new Uint8Array(prfInput as ArrayBuffer)));
      return Promise.resolve({
        response: {
          id: 'cred-A',
          rawId: 'cred-A',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'o2M' },
          clientExtensionResults: {},
        },
        credentialId: 'cred-A',
        prfEnabled: options.enabled,
        prfOutput: options.atCreate,
      });
    },
    getPasskeyOnDevice: (request) => {
      asked.gets.push(request);
      if (options.atGet === 'cancel') return Promise.reject(new PasskeyCeremonyError('cancelled'));
      return Promise.resolve({
        response: {} as never,
        credentialId: request.credentialIds[0]!,
        prfOutput: options.atGet ?? null,
      });
    },
  };
  return { ceremonies, asked };
}

const register = (session: Session, api: ApiClient, ceremonies: PasskeyCeremonies) =>
  registerPasskey({ api, session, deviceName: 'Android Phone', now: clock }, ceremonies);

describe('registerPasskey (issue 35)', () => {
  it('wraps the data key with the PRF output create() gave, asks nothing more, and sends no output', async () => {
    const session = await signedIn();
    const output = prfOf(1);
    const outputHex = toHex(output);
    const { api, sent } = fakeApi();
    const { ceremonies, asked } = authenticator({ atCreate: output, enabled: true });
    const made = await register(session, api, ceremonies);
    expect(made).toMatchObject({ kind: 'offlineUnlock', passkey: { credentialId: 'cred-A' } });
    expect(asked.gets).toEqual([]);
    expect(asked.inputs).toEqual([toHex(await passkeyPrfInput())]);
    expect(await passkeyWrapIdsOf(db, session.userKey)).toEqual(['cred-A']);
    expect(JSON.stringify(sent)).not.toContain(outputHex);
    expect(sent[1]).toMatchObject({ deviceName: 'Android Phone', response: { id: 'cred-A' } });
    // Used once and overwritten; what is stored holds no trace of it.
    expect(output.every((byte) => byte === 0)).toBe(true);
    expect(await scanAllTables(db)).not.toContain(outputHex);
    const unlock = await unlockWithPasskey(db, { credentialId: 'cred-A', prfOutput: prfOf(1), now: clock });
    expect(unlock.kind).toBe('unlocked');
  });

  it('asks get() right after for the credential just made when create() gave no output', async () => {
    const session = await signedIn();
    const { api } = fakeApi();
    const { ceremonies, asked } = authenticator({ atCreate: null, enabled: true, atGet: prfOf(2) });
    expect((await register(session, api, ceremonies)).kind).toBe('offlineUnlock');
    expect(asked.gets).toEqual([{ rpId: 'evv.example.org', credentialIds: ['cred-A'] }]);
    const entry = await db.keyring.get(session.userKey);
    expect(entry?.passkeyWraps?.[0]).toMatchObject({ credentialId: 'cred-A', rpId: 'evv.example.org' });
    const unlock = await unlockWithPasskey(db, { credentialId: 'cred-A', prfOutput: prfOf(2), now: clock });
    expect(unlock.kind).toBe('unlocked');
  });

  it('an authenticator without PRF: signs in online only, no second prompt, no wrap', async () => {
    const session = await signedIn();
    const { api } = fakeApi();
    const { ceremonies, asked } = authenticator({ atCreate: null, enabled: false });
    expect((await register(session, api, ceremonies)).kind).toBe('onlineOnly');
    expect(asked.gets).toEqual([]);
    expect(await passkeyWrapIdsOf(db, session.userKey)).toEqual([]);
  });

  it('a second prompt declined, or answered without output, leaves a passkey for online sign-in only', async () => {
    const session = await signedIn();
    const { api } = fakeApi();
    const declined = authenticator({ atCreate: null, enabled: null, atGet: 'cancel' });
    expect((await register(session, api, declined.ceremonies)).kind).toBe('onlineOnly');
    const silent = authenticator({ atCreate: null, enabled: true });
    expect((await register(session, api, silent.ceremonies)).kind).toBe('onlineOnly');
    expect(await passkeyWrapIdsOf(db, session.userKey)).toEqual([]);
  });
});

describe('passkey wraps at online sign-in', () => {
  it('a passkey sign-in with a PRF output wraps the key for that passkey once, and wipes the output', async () => {
    const session = await signedIn();
    const output = prfOf(3);
    await keepPasskeyUnlock(session, { credentialId: 'cred-S', rpId: null, prfOutput: output }, clock);
    expect(output.every((byte) => byte === 0)).toBe(true);
    expect(await passkeyWrapIdsOf(db, session.userKey)).toEqual(['cred-S']);
    await keepPasskeyUnlock(session, { credentialId: 'cred-S', rpId: null, prfOutput: prfOf(9) }, clock);
    // The first wrap stays: the right output still opens it.
    const unlock = await unlockWithPasskey(db, { credentialId: 'cred-S', prfOutput: prfOf(3), now: clock });
    expect(unlock.kind).toBe('unlocked');
  });

  it('drops the wraps of passkeys the server no longer holds, and asks nothing without wraps', async () => {
    const session = await signedIn();
    await keepPasskeyUnlock(session, { credentialId: 'cred-A', rpId: null, prfOutput: prfOf(1) }, clock);
    await keepPasskeyUnlock(session, { credentialId: 'cred-B', rpId: null, prfOutput: prfOf(2) }, clock);
    await dropRemovedPasskeyWraps(fakeApi(['cred-B']).api, session);
    expect(await passkeyWrapIdsOf(db, session.userKey)).toEqual(['cred-B']);

    // The list not read (offline, refused): nothing changes.
    const failing = { call: () => Promise.reject(new Error('offline')) } as unknown as ApiClient;
    await dropRemovedPasskeyWraps(failing, session);
    expect(await passkeyWrapIdsOf(db, session.userKey)).toEqual(['cred-B']);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, signInOnline, type EvvDB, type Session } from '../../data/index.ts';
import { FakeEvvServer } from '../../data/testing/fake-evv-server.ts';
import { sampleUser, T0 } from '../../data/testing/samples.ts';
import type { RuntimeConfig } from '../../platform/runtime-config.ts';
import { SessionStore, type ActiveSession } from '../session-store.ts';
import { isSigningOut, signOut } from './sign-out.ts';

const config: RuntimeConfig = {
  version: '2.2.0',
  defaultAuthMode: 'password',
  ssoAvailable: false,
  clientId: 'carevisit-web',
  clientSecret: 'secret',
};
const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAtMillis: 8e15 };

let sessions: SessionStore;
afterEach(async () => {
  await sessions.end('loggedOut');
  await sessions.db.delete();
});

async function signedIn(server: FakeEvvServer, offline = false): Promise<ActiveSession> {
  sessions = new SessionStore(config);
  await sessions.ready();
  const db: EvvDB = sessions.db;
  const outcome = await signInOnline({ db, user: sampleUser('alice', 7), now: () => T0 });
  if (outcome.kind !== 'signedIn') throw new Error(outcome.kind);
  const session: Session = { ...outcome.session, offline };
  await sessions.begin(session, new ApiClient(server.clientOptions({ tokens: offline ? null : tokens })), []);
  const state = sessions.getState();
  if (state.kind !== 'signedIn') throw new Error(state.kind);
  return state.active;
}

const keptTokens = (active: ActiveSession) => sessions.keptTokensOf(active.session.userKey);

describe('signOut (log out, inactivity, session expiry)', () => {
  it('stops sync, revokes, forgets the tokens, ends the session with its reason and lands on the root', async () => {
    const server = new FakeEvvServer();
    const active = await signedIn(server);
    expect(active.routine.running()).toBe(true);
    expect(await keptTokens(active)).toEqual(tokens);

    expect(await signOut(sessions, active, 'inactivity', true)).toBe('/');
    expect(active.routine.running()).toBe(false);
    expect(isSigningOut(active)).toBe(true);
    expect(sessions.getState()).toEqual({ kind: 'signedOut', reason: 'inactivity' });
    expect(server.calls.map((call) => call.path)).toContain('/evv/authorization/oauth/revoke');
    expect(active.api.currentTokens()).toBeNull();
    expect(await keptTokens(active)).toBeNull();
    expect(await sessions.vault.has()).toBe(false);
  });

  it('sends a user without a connection to the offline sign-in (spec 1 §2)', async () => {
    const server = new FakeEvvServer();
    server.failNext(/revoke/, 'network');
    const active = await signedIn(server);
    expect(await signOut(sessions, active, 'loggedOut', false)).toBe('/loginOffline');
    expect(sessions.getState()).toEqual({ kind: 'signedOut', reason: 'loggedOut' });
    expect(await keptTokens(active)).toBeNull();
    expect(await sessions.vault.has()).toBe(false);
  });

  it('signs a user who signed in with the PIN out without the server', async () => {
    const server = new FakeEvvServer();
    const active = await signedIn(server, true);
    expect(active.routine.running()).toBe(false);
    expect(await signOut(sessions, active, 'loggedOut', true)).toBe('/loginOffline');
    expect(server.calls).toEqual([]);
    expect(sessions.getState()).toEqual({ kind: 'signedOut', reason: 'loggedOut' });
  });
});

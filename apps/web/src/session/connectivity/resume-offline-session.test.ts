import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, signInOnline } from '../../data/index.ts';
import { FakeEvvServer } from '../../data/testing/fake-evv-server.ts';
import { appointmentInput, sampleUser, T0 } from '../../data/testing/samples.ts';
import { AppointmentsRepository } from '../../data/appointments-repository.ts';
import type { RuntimeConfig } from '../../platform/runtime-config.ts';
import { SessionStore, type ActiveSession } from '../session-store.ts';
import { resumeOfflineSession } from './resume-offline-session.ts';

const config: RuntimeConfig = {
  version: '2.2.0',
  defaultAuthMode: 'password',
  ssoAvailable: false,
  clientId: 'carevisit-web',
  clientSecret: 'secret',
};

let sessions: SessionStore;
afterEach(async () => {
  await sessions.end('loggedOut');
  await sessions.db.delete();
});

/** A PIN session (offline) with one appointment waiting, and the tokens the device kept, or none. */
async function pinSession(server: FakeEvvServer, kept: boolean): Promise<ActiveSession> {
  sessions = new SessionStore(config);
  await sessions.ready();
  const outcome = await signInOnline({ db: sessions.db, user: sampleUser('alice', 7), now: () => T0 });
  if (outcome.kind !== 'signedIn') throw new Error(outcome.kind);
  const session = { ...outcome.session, offline: true };
  const api = new ApiClient(server.clientOptions(kept ? {} : { tokens: null }));
  await sessions.begin(session, api, []);
  const state = sessions.getState();
  if (state.kind !== 'signedIn') throw new Error(state.kind);
  await new AppointmentsRepository({ store: session.store, clock: () => T0 }).create(appointmentInput());
  return state.active;
}

const written = (server: FakeEvvServer) =>
  server.calls.filter((call) => call.path === '/evv/write/appointment');

describe('back online after a PIN sign-in (issue 17 item 6)', () => {
  it('sends what waits with the kept refresh token, and asks nothing', async () => {
    const server = new FakeEvvServer();
    const active = await pinSession(server, true);
    expect(await resumeOfflineSession(active)).toBe(true);
    expect(written(server)).toHaveLength(1);
  });

  it('asks to log in when no token is kept, sending nothing', async () => {
    const server = new FakeEvvServer();
    const active = await pinSession(server, false);
    expect(await resumeOfflineSession(active)).toBe(false);
    expect(server.calls).toEqual([]);
  });

  it('asks to log in when the server refuses the kept token', async () => {
    const server = new FakeEvvServer();
    server.refreshWorks = false;
    const active = await pinSession(server, true);
    server.hook = (call) =>
      call.path.startsWith('/evv/write')
        ? new Response(JSON.stringify({ errors: [{ message: 'expired' }] }), { status: 401 })
        : undefined;
    expect(await resumeOfflineSession(active)).toBe(false);
    expect(active.api.currentTokens()).toBeNull();
  });
});

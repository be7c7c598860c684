import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActiveSession } from '../../session/session-store.ts';
import { SessionStore } from '../../session/session-store.ts';
import { ApiClient, signInOnline, type Session } from '../../data/index.ts';
import { FakeEvvServer, json } from '../../data/testing/fake-evv-server.ts';
import { sampleUser, T0 } from '../../data/testing/samples.ts';
import type { RuntimeConfig } from '../../platform/runtime-config.ts';
import { changeOrganization } from './change-organization.ts';

const config: RuntimeConfig = {
  version: '2.2.0',
  defaultAuthMode: 'password',
  ssoAvailable: false,
  clientId: 'carevisit-web',
  clientSecret: 'secret',
};
const PATH = '/evv/write/currentorganization';

let sessions: SessionStore;
afterEach(async () => {
  await sessions.end('loggedOut');
  await sessions.db.delete();
});

async function signedIn(server: FakeEvvServer): Promise<ActiveSession> {
  sessions = new SessionStore(config);
  await sessions.ready();
  const user = { ...sampleUser('alice', 7), availableOrganizationIds: [2, 5] };
  const outcome = await signInOnline({ db: sessions.db, user, now: () => T0 });
  if (outcome.kind !== 'signedIn') throw new Error(outcome.kind);
  await sessions.begin(outcome.session, new ApiClient(server.clientOptions()), []);
  const state = sessions.getState();
  if (state.kind !== 'signedIn') throw new Error(state.kind);
  state.active.routine.stop();
  return state.active;
}

const profileOf = () => {
  const state = sessions.getState();
  return state.kind === 'signedOut' ? undefined : state.active.session.profile;
};

describe('changeOrganization (spec 1 §2)', () => {
  it('asks the server, then the session and the stored profile follow', async () => {
    const server = new FakeEvvServer();
    server.hook = (call) =>
      call.path === PATH
        ? json({ ...sampleUser('alice', 7), currentOrganizationId: 5, availableOrganizationIds: [2, 5] })
        : undefined;
    const active = await signedIn(server);

    expect(await changeOrganization(sessions, 5)).toEqual({ kind: 'changed' });
    expect(server.calls.find((call) => call.path === PATH)?.body).toEqual({ organizationId: 5 });
    expect(profileOf()).toMatchObject({ currentOrganizationId: 5, availableOrganizationIds: [2, 5] });
    const stored = await active.session.store.get<Session['profile']>('user', active.session.userKey);
    expect(stored?.data).toMatchObject({ currentOrganizationId: 5 });
    expect(stored?.data).not.toHaveProperty('deviceKeySecret');
  });

  it('says a connection is needed when there is none, and changes nothing', async () => {
    const server = new FakeEvvServer();
    server.failNext(/currentorganization/, 'network');
    await signedIn(server);
    expect(await changeOrganization(sessions, 5)).toEqual({
      kind: 'failed',
      message: { key: 'settingsPage.changeOrganizationOffline' },
    });
    expect(profileOf()?.currentOrganizationId).toBe(2);
  });

  it("shows the server's reason when it refuses the organization", async () => {
    const server = new FakeEvvServer();
    const refusal = 'The organization is not available to this staff member.';
    server.failNext(/currentorganization/, { status: 404, body: { errors: [{ message: refusal }] } });
    await signedIn(server);
    expect(await changeOrganization(sessions, 9)).toEqual({
      kind: 'failed',
      message: { refused: [{ message: refusal }] },
    });
    expect(profileOf()?.currentOrganizationId).toBe(2);
  });

  it('leaves an expired session to the session-expired dialog', async () => {
    const server = new FakeEvvServer();
    server.refreshWorks = false;
    server.failNext(/currentorganization/, { status: 401, body: { errors: [] } });
    const active = await signedIn(server);
    expect(await changeOrganization(sessions, 5)).toEqual({ kind: 'expired' });
    // The sync that follows meets the cleared tokens and pauses: that is what the app's dialog watches.
    await active.routine.settled();
    await expect.poll(() => active.engine.paused()?.reason).toBe('signedOut');
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, openVaultDb, signInOnline } from '../data/index.ts';
import { FakeEvvServer } from '../data/testing/fake-evv-server.ts';
import { sampleUser, T0 } from '../data/testing/samples.ts';
import type { RuntimeConfig } from '../platform/runtime-config.ts';
import { SessionStore } from './session-store.ts';
import type { TabChannel, TabMessage } from './tabs/session-channel.ts';

const config: RuntimeConfig = {
  version: '2.2.0',
  defaultAuthMode: 'password',
  ssoAvailable: false,
  clientId: 'carevisit-web',
  clientSecret: 'secret',
};
const MINUTE = 60_000;

/** The tabs of one browser: what one posts, every other hears (as BroadcastChannel does). */
function tabBus() {
  const listeners = new Set<{ from: object; listener: (message: TabMessage) => void }>();
  return (): TabChannel => {
    const self = {};
    return {
      post: (message) => {
        for (const each of listeners) if (each.from !== self) each.listener(structuredClone(message));
      },
      subscribe: (listener) => {
        const entry = { from: self, listener };
        listeners.add(entry);
        return () => listeners.delete(entry);
      },
    };
  };
}

const stores: SessionStore[] = [];
// Node has no navigator: a browser that knows it is offline (revoking is then best effort, as in the app).
beforeEach(() => {
  vi.stubGlobal('navigator', { onLine: false });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const store of stores.splice(0)) {
    const state = store.getState();
    if (state.kind !== 'signedOut') state.active.routine.stop();
  }
  await openVaultDb().delete();
  await stores[0]?.db.delete();
});

async function tab(channel: TabChannel): Promise<SessionStore> {
  const store = new SessionStore(config, '', channel);
  stores.push(store);
  await store.ready();
  return store;
}

/** A user signs in online in a first tab; the session is kept on the device. */
async function firstTab(channel: TabChannel, server: FakeEvvServer): Promise<SessionStore> {
  const first = await tab(channel);
  const outcome = await signInOnline({ db: first.db, user: sampleUser('alice', 7), now: () => T0 });
  if (outcome.kind !== 'signedIn') throw new Error(outcome.kind);
  await first.begin(outcome.session, new ApiClient(server.clientOptions()), []);
  return first;
}

describe('a kept session (issue 17)', () => {
  it('opens signed in in a new tab or after a reload, with its tokens and last activity', async () => {
    const channel = tabBus();
    const server = new FakeEvvServer();
    const first = await firstTab(channel(), server);
    const firstState = first.getState();
    if (firstState.kind !== 'signedIn') throw new Error(firstState.kind);

    const second = await tab(channel());
    await second.restored();
    const state = second.getState();
    expect(state.kind).toBe('signedIn');
    if (state.kind !== 'signedIn') return;
    expect(state.active.session.userKey).toBe(firstState.active.session.userKey);
    expect(state.active.session.profile.staffId).toBe(7);
    expect(state.active.api.currentTokens()).toEqual(server.clientOptions().tokens);
    expect(state.active.activity.last()).toBe(firstState.active.activity.last());
  });

  it('signs every tab out when one logs out, and keeps nothing on the device', async () => {
    const channel = tabBus();
    const first = await firstTab(channel(), new FakeEvvServer());
    const second = await tab(channel());
    await second.restored();
    expect(second.getState().kind).toBe('signedIn');

    await first.end('loggedOut');
    expect(second.getState()).toEqual({ kind: 'signedOut', reason: 'loggedOut' });
    expect(await first.vault.has()).toBe(false);

    const third = await tab(channel());
    await third.restored();
    expect(third.getState()).toEqual({ kind: 'signedOut', reason: null });
  });

  it('logs off as the inactivity timer would when reopened past the limit', async () => {
    const channel = tabBus();
    const first = await firstTab(channel(), new FakeEvvServer());
    // spec 1 §4 with the sample rule: 30 minutes, then 120 seconds of warning.
    await openVaultDb().session.update('session', { lastActivityMillis: Date.now() - 33 * MINUTE });

    const reloaded = await tab(channel());
    await reloaded.restored();
    expect(reloaded.getState()).toEqual({ kind: 'signedOut', reason: 'inactivity' });
    expect(first.getState()).toEqual({ kind: 'signedOut', reason: 'inactivity' });
    expect(await reloaded.vault.has()).toBe(false);
  });

  it('opens inside the warning when reopened after the auto-logoff interval but before its end', async () => {
    const channel = tabBus();
    await firstTab(channel(), new FakeEvvServer());
    const last = Date.now() - 31 * MINUTE;
    await openVaultDb().session.update('session', { lastActivityMillis: last });

    const reloaded = await tab(channel());
    await reloaded.restored();
    const state = reloaded.getState();
    expect(state.kind).toBe('signedIn');
    if (state.kind === 'signedIn') expect(state.active.activity.last()).toBe(last);
  });

  it('drops a kept session another user has replaced on the device', async () => {
    const channel = tabBus();
    const first = await firstTab(channel(), new FakeEvvServer());
    await first.db.meta.put({ key: 'dataOwner', value: 'someone-else' });
    const reloaded = await tab(channel());
    await reloaded.restored();
    expect(reloaded.getState()).toEqual({ kind: 'signedOut', reason: null });
    expect(await reloaded.vault.has()).toBe(false);
  });
});

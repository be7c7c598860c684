import type { ReactNode } from 'react';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { SessionProvider } from '../src/session/session-context.tsx';
import { SessionStore, type ActiveSession } from '../src/session/session-store.ts';
import { ApiClient, signInOnline } from '../src/data/index.ts';
import { FakeEvvServer } from '../src/data/testing/fake-evv-server.ts';
import { sampleUser } from '../src/data/testing/samples.ts';
import type { EncryptedTableName } from '../src/data/local-tables.ts';
import type { RuntimeConfig } from '../src/platform/runtime-config.ts';

export const testConfig: RuntimeConfig = {
  version: '2.2.0',
  defaultAuthMode: 'password',
  ssoAvailable: false,
  clientId: 'carevisit-web',
  clientSecret: 'secret',
};

/** A signed-in user (alice, staff 7) on a fresh local database, talking to the in-memory server. */
export interface SignedIn {
  sessions: SessionStore;
  active: ActiveSession;
  server: FakeEvvServer;
  /** Provides the session to what a test renders. */
  wrapper: (props: { children: ReactNode }) => ReactNode;
  /** Unmounts, signs out and deletes the local database; for afterEach. */
  end: () => Promise<void>;
}

export async function signedIn(): Promise<SignedIn> {
  const server = new FakeEvvServer();
  vi.stubGlobal('fetch', server.fetch);
  const sessions = new SessionStore(testConfig, 'http://evv.test');
  await sessions.ready();
  const outcome = await signInOnline({ db: sessions.db, user: sampleUser('alice', 7), now: Date.now });
  if (outcome.kind !== 'signedIn') throw new Error(outcome.kind);
  await sessions.begin(outcome.session, new ApiClient(server.clientOptions()), []);
  const state = sessions.getState();
  if (state.kind !== 'signedIn') throw new Error(state.kind);
  return {
    sessions,
    active: state.active,
    server,
    wrapper: ({ children }) => <SessionProvider store={sessions}>{children}</SessionProvider>,
    end: async () => {
      cleanup(); // unmounted first: a screen of the signed-in app never renders signed out
      await sessions.end('loggedOut');
      await sessions.db.delete();
      vi.unstubAllGlobals();
    },
  };
}

/** Puts records on the device as a finished sync would: sealed, clean. */
export async function seed(
  app: SignedIn,
  table: EncryptedTableName,
  records: readonly object[],
): Promise<void> {
  const { store } = app.active.session;
  const meta = { syncState: 'clean' as const, syncError: null, rev: 0, firstSentRev: null };
  const rows = await Promise.all(records.map((record) => store.seal(table, record, meta)));
  await store.table(table).bulkPut(rows);
}

/**
 * A signed-in device for each test of the file, on a clock fixed at `at` (Date only: the database keeps its
 * own scheduling). Returns a getter for the current test's device.
 */
export function signedInEachTest(at: string): () => SignedIn {
  let app: SignedIn | undefined;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    app = await signedIn();
  });
  afterEach(async () => {
    await app?.end();
    vi.useRealTimers();
  });
  return () => {
    if (!app) throw new Error('no device outside a test');
    return app;
  };
}

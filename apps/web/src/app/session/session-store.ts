import type { ApiClient, EvvDB, Session, StartRoutine, SyncEngine, TokenSet } from '../../data/index.ts';
import type { RuntimeConfig } from '../../platform/runtime-config.ts';

import type * as DataLayerModule from '../../data/index.ts';

type DataLayer = typeof DataLayerModule;

/** A signed-in user with the services that act for them: the API client and the sync engine. */
export interface ActiveSession {
  session: Session;
  api: ApiClient;
  engine: SyncEngine;
  routine: StartRoutine;
}

/** Why the user is at the sign-in page again; screens may say so. */
export type SignedOutReason = 'loggedOut' | 'inactivity' | 'refreshFailed';

/**
 * Which first-time step comes next (spec 1 §4 Offline PIN setup): create the PIN, or enter the one the user
 * already has on a device new to them, then the signature, then the app.
 */
export type SetupStep = 'pin' | 'enterPin' | 'signature';

export type AuthState =
  | { kind: 'signedOut'; reason: SignedOutReason | null }
  | { kind: 'setup'; steps: SetupStep[]; active: ActiveSession }
  | { kind: 'signedIn'; active: ActiveSession };

export interface ApiOverrides {
  tokens?: TokenSet | null;
  renewTokens?: (current: TokenSet) => Promise<TokenSet>;
}

/**
 * The app's one source of "who is signed in", observable by React (useSyncExternalStore). Sync starts when the
 * app starts (after any first-time setup) and stops at sign-out; no data is touched by signing out.
 *
 * The data layer (Dexie, the API contract's schemas, the sync engine) loads while the splash shows, not with
 * the first screen's JavaScript; the routes wait for ready() before any page that needs it.
 */
export class SessionStore {
  private state: AuthState = { kind: 'signedOut', reason: null };
  private readonly listeners = new Set<() => void>();
  private tokenKeeper: ((tokens: TokenSet | null) => Promise<void>) | null = null;
  private loading: Promise<void> | null = null;
  private data: { layer: DataLayer; db: EvvDB } | null = null;

  constructor(
    readonly config: RuntimeConfig,
    private readonly baseUrl = '',
  ) {}

  /** Loads the data layer and opens the local database, once. */
  ready(): Promise<void> {
    this.loading ??= import('../../data/index.ts').then((layer) => {
      this.data = { layer, db: layer.openEvvDb() };
      // Ask once: a browser under storage pressure must not evict unsynced visits (spec 1 §4, issue 4).
      void layer.requestPersistentStorage();
    });
    return this.loading;
  }

  isReady(): boolean {
    return this.data !== null;
  }

  get db(): EvvDB {
    return this.loaded().db;
  }

  private loaded(): { layer: DataLayer; db: EvvDB } {
    if (!this.data) throw new Error('SessionStore used before ready()');
    return this.data;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): AuthState => this.state;

  /** An API client whose refreshed tokens are kept in the signed-in user's encrypted profile. */
  createApi(overrides: ApiOverrides = {}): ApiClient {
    const { ApiClient } = this.loaded().layer;
    return new ApiClient({
      baseUrl: this.baseUrl,
      clientId: this.config.clientId,
      clientSecret: this.config.clientSecret,
      tokens: overrides.tokens ?? null,
      ...(overrides.renewTokens ? { renewTokens: overrides.renewTokens } : {}),
      onTokens: (tokens) => this.tokenKeeper?.(tokens),
    });
  }

  /** A user signed in (online or with the PIN): first-time steps, if any, then the app. */
  async begin(session: Session, api: ApiClient, steps: SetupStep[]): Promise<void> {
    const { keepTokens, deviceIdOf, SyncEngine, StartRoutine } = this.loaded().layer;
    this.tokenKeeper = keepTokens(session);
    const deviceId = await deviceIdOf(this.db);
    const engine = new SyncEngine({ api, store: session.store, deviceId });
    const routine = new StartRoutine({ engine, db: this.db });
    const active: ActiveSession = { session, api, engine, routine };
    if (steps.length > 0) this.set({ kind: 'setup', steps, active });
    else this.startApp(active);
  }

  /** The first-time step on screen is done: the next one, or the app. */
  completeStep(step: SetupStep): void {
    if (this.state.kind !== 'setup') return;
    const steps = this.state.steps.filter((each) => each !== step);
    if (steps.length > 0) this.set({ ...this.state, steps });
    else this.startApp(this.state.active);
  }

  /** The session's profile changed (organization, password date): screens re-read it. */
  updateSession(update: (session: Session) => Session): void {
    if (this.state.kind === 'signedOut') return;
    const active = { ...this.state.active, session: update(this.state.active.session) };
    this.tokenKeeper = this.loaded().layer.keepTokens(active.session);
    this.set({ ...this.state, active });
  }

  /** Stops sync and forgets the session in memory; the caller has already logged out on the device. */
  end(reason: SignedOutReason): void {
    if (this.state.kind !== 'signedOut') this.state.active.routine.stop();
    this.tokenKeeper = null;
    this.set({ kind: 'signedOut', reason });
  }

  private startApp(active: ActiveSession): void {
    this.set({ kind: 'signedIn', active });
    if (!active.session.offline) active.routine.start();
  }

  private set(state: AuthState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

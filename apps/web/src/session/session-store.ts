import type {
  ApiClient,
  EvvDB,
  Session,
  SessionVault,
  StartRoutine,
  SyncEngine,
  TokenSet,
} from '../data/index.ts';
import { nowMillis } from '../platform/clock.ts';
import type { RuntimeConfig } from '../platform/runtime-config.ts';
import { webLock } from '../platform/web-locks.ts';
import { SharedActivity } from './inactivity/shared-activity.ts';
import { deviceKeepsSession } from './kept-session-probe.ts';
import { openTabChannel, type TabChannel, type TabMessage } from './tabs/session-channel.ts';

import type * as DataLayerModule from '../data/index.ts';

type DataLayer = typeof DataLayerModule;

/** A signed-in user with the services that act for them: the API client and the sync engine. */
export interface ActiveSession {
  session: Session;
  api: ApiClient;
  engine: SyncEngine;
  routine: StartRoutine;
  /** spec 1 §4 Inactivity: the last activity in any tab, kept on the device across page loads. */
  activity: SharedActivity;
  /** Opened again from the device (reload, new tab, update), not signed in just now. */
  restored: boolean;
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

export interface BeginOptions {
  /** The session comes back from the device (reload, new tab, update): it is kept already, with this time. */
  restoredActivityMillis?: number;
}

// Across tabs: one write pass of the sync engine at a time, one token refresh at a time.
const SYNC_WRITE_LOCK = 'carevisit-sync-writes';
const TOKEN_LOCK = 'carevisit-token-refresh';

/**
 * The app's one source of "who is signed in", observable by React (useSyncExternalStore). Sync starts when the
 * app starts (after any first-time setup) and stops at sign-out; no data is touched by signing out.
 *
 * The session is kept on the device (the session vault) from the moment the app starts until sign-out, so a
 * reload, a new tab or the app's update opens it again (issue 17); the tabs tell each other of a sign-out and
 * of activity. The data layer (Dexie, the API contract's schemas, the sync engine) loads while the splash
 * shows, not with the first screen's JavaScript; the routes wait for ready() before any page that needs it.
 */
export class SessionStore {
  private state: AuthState = { kind: 'signedOut', reason: null };
  private readonly listeners = new Set<() => void>();
  private loading: Promise<void> | null = null;
  private restoring: Promise<void> | null = null;
  private data: { layer: DataLayer; db: EvvDB; vault: SessionVault } | null = null;
  private readonly tabs: TabChannel;

  constructor(
    readonly config: RuntimeConfig,
    private readonly baseUrl = '',
    tabs: TabChannel = openTabChannel(),
  ) {
    this.tabs = tabs;
    this.tabs.subscribe((message) => this.heard(message));
  }

  /** Loads the data layer and opens the local database, once. */
  ready(): Promise<void> {
    this.loading ??= import('../data/index.ts').then((layer) => {
      this.data = { layer, db: layer.openEvvDb(), vault: new layer.SessionVault(layer.openVaultDb()) };
      // Ask once: a browser under storage pressure must not evict unsynced visits (spec 1 §4, issue 4).
      void layer.requestPersistentStorage();
    });
    return this.loading;
  }

  /**
   * Once per page load, before the first route shows: the session kept on the device, if any, signed in again
   * (issue 17). Past the inactivity limit it is signed out as the timer would have (restore-on-load.ts).
   */
  restored(): Promise<void> {
    this.restoring ??= deviceKeepsSession()
      .then(async (kept) => {
        if (!kept) return;
        await this.ready();
        const { restoreOnLoad } = await import('./restore-on-load.ts');
        await restoreOnLoad(this);
      })
      // A kept session that cannot be opened (storage refusing, a chunk not loading offline) must not leave the
      // app without routes: the user then signs in as usual, and no record is touched.
      .catch(() => undefined);
    return this.restoring;
  }

  isReady(): boolean {
    return this.data !== null;
  }

  get db(): EvvDB {
    return this.loaded().db;
  }

  get vault(): SessionVault {
    return this.loaded().vault;
  }

  get layer(): DataLayer {
    return this.loaded().layer;
  }

  private loaded(): { layer: DataLayer; db: EvvDB; vault: SessionVault } {
    if (!this.data) throw new Error('SessionStore used before ready()');
    return this.data;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): AuthState => this.state;

  /** An API client whose tokens are kept in the session vault and shared with the other tabs. */
  createApi(overrides: ApiOverrides = {}): ApiClient {
    const { ApiClient } = this.loaded().layer;
    return new ApiClient({
      baseUrl: this.baseUrl,
      clientId: this.config.clientId,
      clientSecret: this.config.clientSecret,
      tokens: overrides.tokens ?? null,
      ...(overrides.renewTokens ? { renewTokens: overrides.renewTokens } : {}),
      onTokens: (tokens) => this.keepTokens(tokens),
      sharedTokens: { exclusive: webLock(TOKEN_LOCK), kept: () => this.keptTokens() },
    });
  }

  /** The tokens the device keeps for this user's session (for a PIN sign-in), or null. */
  keptTokensOf(userKey: string): Promise<TokenSet | null> {
    return this.vault.tokensOf(userKey).catch(() => null);
  }

  /** A user signed in (online, with the PIN, or restored): first-time steps, if any, then the app. */
  async begin(
    session: Session,
    api: ApiClient,
    steps: SetupStep[],
    options: BeginOptions = {},
  ): Promise<void> {
    const { deviceIdOf, SyncEngine, StartRoutine } = this.loaded().layer;
    const deviceId = await deviceIdOf(this.db);
    const engine = new SyncEngine({
      api,
      store: session.store,
      deviceId,
      exclusive: webLock(SYNC_WRITE_LOCK),
    });
    const routine = new StartRoutine({ engine, db: this.db });
    const restored = options.restoredActivityMillis;
    const activity = new SharedActivity(restored ?? nowMillis(), {
      share: (atMillis) => this.shareActivity(session.userKey, atMillis),
    });
    const active: ActiveSession = {
      session,
      api,
      engine,
      routine,
      activity,
      restored: restored !== undefined,
    };
    if (restored === undefined && steps.length === 0) await this.keep(active);
    if (steps.length > 0) this.set({ kind: 'setup', steps, active });
    else this.startApp(active);
  }

  /** The first-time step on screen is done: the next one, or the app (kept on the device from then on). */
  async completeStep(step: SetupStep): Promise<void> {
    if (this.state.kind !== 'setup') return;
    const steps = this.state.steps.filter((each) => each !== step);
    if (steps.length > 0) {
      this.set({ ...this.state, steps });
      return;
    }
    const { active } = this.state;
    // Finishing a step (the PIN, the electronic signature) is the user's own activity: the idle time counts from it.
    active.activity.note(nowMillis(), true);
    await this.keep(active);
    this.startApp(active);
  }

  /** The session's profile changed (organization, password date): screens re-read it. */
  updateSession(update: (session: Session) => Session): void {
    if (this.state.kind === 'signedOut') return;
    const active = { ...this.state.active, session: update(this.state.active.session) };
    this.set({ ...this.state, active });
  }

  /**
   * Stops sync, forgets the session in memory and on the device, and tells the other tabs to sign out too; the
   * caller has already logged out (revoked) where the server could be reached.
   */
  async end(reason: SignedOutReason): Promise<void> {
    this.stop(reason);
    this.tabs.post({ kind: 'signedOut', reason });
    if (this.data) await this.vault.clear();
  }

  private stop(reason: SignedOutReason): void {
    if (this.state.kind !== 'signedOut') this.state.active.routine.stop();
    this.set({ kind: 'signedOut', reason });
  }

  private heard(message: TabMessage): void {
    if (this.state.kind === 'signedOut') return;
    if (message.kind === 'signedOut') this.stop(message.reason);
    else this.state.active.activity.heard(message.atMillis);
  }

  private async keep(active: ActiveSession): Promise<void> {
    const { session, api } = active;
    await this.vault.save({
      userKey: session.userKey,
      offline: session.offline,
      dataKey: session.dataKey,
      tokens: api.currentTokens(),
      lastActivityMillis: active.activity.last(),
    });
  }

  private shareActivity(userKey: string, atMillis: number): void {
    this.tabs.post({ kind: 'activity', atMillis });
    void this.vault.touch(userKey, atMillis).catch(() => undefined);
  }

  /** spec 1 §4: tokens cleared (refresh refused, invalid_token, revoked) end what the device keeps. */
  private async keepTokens(tokens: TokenSet | null): Promise<void> {
    if (this.state.kind === 'signedOut' || !this.data) return;
    const { userKey } = this.state.active.session;
    if (tokens) await this.vault.saveTokens(userKey, tokens);
    else await this.vault.clear();
  }

  private async keptTokens(): Promise<TokenSet | null> {
    if (this.state.kind === 'signedOut') return null;
    return this.keptTokensOf(this.state.active.session.userKey);
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

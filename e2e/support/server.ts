import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { readConfig, type Config } from '../../apps/server/src/config.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/connection.ts';
import { openIdentifierCipher } from '../../apps/server/src/billing/identifier-key.ts';
import type { startIdentityProvider } from '../../apps/server/test/identity-provider.ts';
import { startSimulatedExport } from '../../apps/server/test/simulated-export.ts';
import { installBrowserClock, serverClock, type ServerClock } from './clock.ts';
import { cancelBookings } from './bookings.ts';
import { withoutUnshownFeatures } from './chromium-features.ts';
import { openSeededWorkerDatabase } from './database.ts';
import { markSeeded, markTestStart } from './records.ts';
import { messagesSyncedAt, openAgain, signInAndSync, type DemoLogin } from './sign-in.ts';
import {
  appInstalled,
  makeDeviceProfile,
  openDeviceCopy,
  removeDeviceProfile,
  type DeviceOptions,
  type DeviceProfile,
} from './signed-in-device.ts';
import { forgetSignInFailures } from './sign-in-failures.ts';
import { forgetUserLanguages } from './user-languages.ts';
import { logServerRequests, noteServerLog, watchBrowser } from './request-log.ts';

export { expect, serverClock };

/**
 * How the app is reached (spec 1 §1 host kinds): `evv.localhost` and `mobile.localhost` (Chromium resolves
 * every *.localhost name to the loopback address), or the plain address, whose sign-in follows AUTH_MODE.
 */
type HostKind = 'evv' | 'mobile' | 'plain';

type IdentityProvider = Awaited<ReturnType<typeof startIdentityProvider>>;

export interface CareVisitServer {
  port: number;
  /** http://evv.localhost:PORT, http://mobile.localhost:PORT or http://127.0.0.1:PORT (no trailing slash). */
  origin: (host: HostKind) => string;
  /** origin(host) + path; path defaults to '/'. */
  appUrl: (host: HostKind, path?: string) => string;
  config: Config;
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ServerClock;
  /**
   * The simulated EVV aggregator the server's outbox worker sends verified visits to (issue 32), in this worker's
   * process: its test controls are under `${aggregatorUrl}/_sim/` (GET received, POST faults).
   */
  aggregatorUrl: string;
  /** The in-process OpenID provider, when the worker runs with `test.use({ oidc: true })`. */
  identityProvider: IdentityProvider | undefined;
}

export interface WorkerFixtures {
  /**
   * Start an in-process OpenID provider (apps/server/test/identity-provider.ts) and give the server its
   * OIDC_* settings, with the redirect http://mobile.localhost:PORT/oidc/callback. A worker option: a file
   * that says `test.use({ oidc: true })` runs in workers of its own.
   */
  oidc: boolean;
  /** The real CareVisit server, in this worker's process, over a fresh seeded database. */
  server: CareVisitServer;
  appUrl: CareVisitServer['appUrl'];
  serverClock: ServerClock;
  /** The signed-in devices of this worker, one per user, made when a test first asks for one. */
  deviceProfiles: Map<string, Promise<DeviceProfile>>;
}

export interface TestFixtures {
  /**
   * Before every test: server time back to the start of the run (e2e/support/clock.ts), and the ids past
   * which rows are the test's own (e2e/support/records.ts). After it, the appointments it copied are taken
   * away (e2e/support/bookings.ts) and server time goes back again.
   */
  testStart: void;
  /**
   * A test that is not about signing in says `test.use({ signedIn: CLINICIAN })`: its page then opens in a copy
   * of a device that has signed in as that user and synced (e2e/support/signed-in-device.ts), and the test
   * begins with `openSignedIn(page, appUrl)` (e2e/support/sign-in.ts) where it would sign in.
   */
  signedIn: DemoLogin | undefined;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const test = base.extend<TestFixtures, WorkerFixtures>({
  oidc: [false, { scope: 'worker', option: true }],

  server: [
    async ({ oidc }, use) => {
      const server = await startServer({ oidc });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // Migrating and seeding the demo agency takes a while, once per worker.
    { scope: 'worker', timeout: 300_000 },
  ],

  appUrl: [async ({ server }, use) => use(server.appUrl), { scope: 'worker' }],

  // Every browser of the worker, its own and the signed-in devices', without the parts of Chromium's window no
  // test shows (e2e/support/chromium-features.ts).
  launchOptions: [
    async ({ launchOptions }, use) => use(await withoutUnshownFeatures(launchOptions)),
    { scope: 'worker' },
  ],

  serverClock: [async ({ server }, use) => use(server.clock), { scope: 'worker' }],

  deviceProfiles: [
    async ({}, use) => {
      const profiles = new Map<string, Promise<DeviceProfile>>();
      try {
        await use(profiles);
      } finally {
        for (const profile of profiles.values()) await profile.then(removeDeviceProfile, () => undefined);
      }
    },
    { scope: 'worker' },
  ],

  signedIn: [undefined, { option: true }],

  // Relative URLs go to the plain address: Chromium resolves *.localhost itself, but the request fixture
  // (page.request, request) resolves names in Node, where evv.localhost is unknown. Pages of a given host
  // kind: page.goto(appUrl('evv', '/dashboard')).
  baseURL: async ({ server }, use) => use(server.origin('plain')),

  testStart: [
    async ({ server }, use, testInfo) => {
      noteServerLog(`test start: ${testInfo.title} (retry ${testInfo.retry})`);
      server.clock.reset();
      await markTestStart(server.database.db);
      await use();
      await cancelBookings(server);
      await forgetSignInFailures(server.database.db);
      await forgetUserLanguages(server.database.db);
      server.clock.reset();
    },
    { auto: true },
  ],

  // The browser's clock, from the server's, before the first page opens: every page of the test, including
  // those opened later, starts at the run's time and runs on from there (e2e/support/clock.ts). A signed-in
  // test's context is instead a copy of its user's device, opened on the same clock.
  context: async (
    {
      context,
      server,
      testStart,
      signedIn,
      deviceProfiles,
      launchOptions,
      headless,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale,
      timezoneId,
      serviceWorkers,
      reducedMotion,
    },
    use,
    testInfo,
  ) => {
    void testStart; // the server's clock is put back first
    if (!signedIn) {
      await installBrowserClock(context, server.clock.now());
      await watchBrowser(context, testInfo, () => use(context));
      return;
    }
    const options: DeviceOptions = {
      launch: { ...launchOptions, headless },
      context: {
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        locale,
        timezoneId,
        serviceWorkers,
        reducedMotion,
        baseURL: server.origin('plain'),
      },
    };
    let profile = deviceProfiles.get(signedIn.username);
    if (!profile) {
      profile = makeDeviceProfile(signedIn, options, server.clock, server.database.db, async (device) => {
        const page = await device.newPage();
        await signInAndSync(page, server.appUrl, signedIn);
        await appInstalled(page);
        // Opened once more, now from the service worker's cache: Chromium then keeps the app's compiled scripts beside
        // them, and each copy runs that code instead of compiling the app again, as a phone that has used the app does.
        await openAgain(page, server.appUrl, await messagesSyncedAt(page));
        return { messagesSyncedAt: await messagesSyncedAt(page) };
      });
      deviceProfiles.set(signedIn.username, profile);
      // The test begins as every test does: at the run's start, owning none of the sign-in's rows.
      await profile;
      server.clock.reset();
      await markTestStart(server.database.db);
    }
    const device = await openDeviceCopy(await profile, options, server.clock, server.database.db);
    try {
      await watchBrowser(device.context, testInfo, () => use(device.context));
    } finally {
      await device.context.close();
      device.remove();
    }
  },
});

async function startServer(options: { oidc: boolean }): Promise<CareVisitServer & { stop(): Promise<void> }> {
  const webDist = process.env.WEB_DIST?.trim()
    ? path.resolve(process.env.WEB_DIST.trim())
    : path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error(`No web app build in ${webDist}: run \`node scripts/ensure-web-build.mjs\` first.`);

  // The demo agency, dated relative to the run's start (e2e/support/clock.ts), as every test begins there.
  const database = await openSeededWorkerDatabase();
  const stops: Array<() => Promise<void>> = [() => database.close()];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    await markSeeded(database.handle.db);

    // The port is chosen before the server starts: the OIDC redirect URI names it. Another process may
    // take it in between; then try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const origin = (host: HostKind) =>
        host === 'plain' ? `http://127.0.0.1:${port}` : `http://${host}.localhost:${port}`;
      const appUrl = (host: HostKind, urlPath = '/') =>
        origin(host) + (urlPath.startsWith('/') ? urlPath : `/${urlPath}`);

      let identityProvider: IdentityProvider | undefined;
      const env: Record<string, string | undefined> = {
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        WEB_DIST: webDist,
        RATE_LIMIT_PER_MINUTE: '100000',
        LOG_LEVEL: process.env.E2E_SERVER_LOG ?? 'warn',
        // Issue 35: passkeys on both host kinds, each its own relying party (browsers refuse `localhost` as the
        // relying party of evv.localhost); the plain address is an IP, which cannot use passkeys.
        WEBAUTHN_ORIGINS: [origin('evv'), origin('mobile')].join(','),
      };
      if (options.oidc) {
        const idp = await import('../../apps/server/test/identity-provider.ts');
        identityProvider = await idp.startIdentityProvider({
          redirectUris: [appUrl('mobile', '/oidc/callback')],
        });
        Object.assign(env, {
          OIDC_ISSUER: identityProvider.issuer,
          OIDC_CLIENT_ID: idp.SSO_CLIENT_ID,
          OIDC_AUDIENCE: idp.API_AUDIENCE,
          OIDC_REDIRECT_URI: appUrl('mobile', '/oidc/callback'),
          OIDC_POST_LOGOUT_REDIRECT_URI: appUrl('mobile', '/'),
          OIDC_ACCOUNT: 'demo',
        });
      }
      const config = readConfig(env);
      const app = await buildApp({
        config,
        database: database.handle,
        now: serverClock.now,
        // Real time: serverClock goes back to RUN_START before every test, so a window on it never ended and
        // a route's count ran on through all the worker's tests, until sign-ins met 429s (30 a minute for the
        // offline PIN read, two per sign-in).
        rateLimitNow: () => new Date(),
        logger: Boolean(process.env.E2E_SERVER_LOG),
      });
      logServerRequests(app);
      try {
        await app.listen({ port, host: config.host });
      } catch (error) {
        await app.close();
        await identityProvider?.close();
        if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempt < 5) continue;
        throw error;
      }
      stops.push(async () => {
        await identityProvider?.close();
      });
      stops.push(() => app.close());
      // The aggregator export, as `npm start` runs it: the simulator and the outbox worker, stopped first.
      const evvExport = await startSimulatedExport({
        db: database.handle.db,
        cipher: await openIdentifierCipher(database.handle.db, config),
        now: neverBack(serverClock.now),
        intervalMs: OUTBOX_INTERVAL_MS,
        log: noteServerLog,
      });
      stops.push(() => evvExport.stop());
      return {
        port,
        origin,
        appUrl,
        config,
        app,
        database: database.handle,
        clock: serverClock,
        aggregatorUrl: evvExport.url,
        identityProvider,
        stop,
      };
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * How often the e2e server's outbox worker runs: a visit verified in a test is Accepted about 15 s of real time
 * later (its client and employee first, each polled once the simulator's 5 s of "not ready yet" have passed).
 */
const OUTBOX_INTERVAL_MS = 1_000;

/**
 * The outbox worker's clock: the server's, except that it never goes back. serverClock runs on in real time (as
 * the simulator's "not ready yet" does), but it is put back to RUN_START before every test: rows the worker
 * leased or set to poll on a later moment (a test may move the clock hours ahead) would otherwise wait until server
 * time came round to it again, and a visit of a later test would wait behind its client's record. From a step back
 * this clock goes on from where it was, at the same pace; rows a test queues are then due at once.
 */
function neverBack(now: () => Date): () => Date {
  let aheadMs = 0;
  let lastMs = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now().getTime() + aheadMs;
    if (at < lastMs) aheadMs += lastMs - at;
    lastMs = Math.max(at, lastMs);
    return new Date(lastMs);
  };
}

/** A TCP port nobody listens on right now (the system's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

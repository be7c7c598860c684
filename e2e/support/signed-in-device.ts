import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
} from '@playwright/test';
import { and, desc, eq, gt } from 'drizzle-orm';
import * as t from '../../apps/server/src/db/schema/index.ts';
import type { Database } from '../../apps/server/src/db/connection.ts';
import { installBrowserClock, type ServerClock } from './clock.ts';
import type { DemoLogin } from './sign-in.ts';

/**
 * A device that has signed in once, as a person would, and finished its first sync: a Chromium profile on
 * disk (IndexedDB with the encrypted records and the kept session, the service worker and its cache, with the
 * app's scripts compiled), made once per worker and user. A test that is not about signing in opens a copy of it,
 * so it starts where signInAndSync would leave it, without the password check, the PIN and the first sync of
 * every table.
 */
export interface DeviceProfile {
  login: DemoLogin;
  folder: string;
  /** The refresh token the profile's kept session holds, and its family. */
  refreshToken: { id: number; familyId: string };
  /** The server's time of the device's last read of messages, its first sync's last read (sign-in.ts). */
  messagesSyncedAt: string | null;
}

export interface DeviceOptions {
  launch: LaunchOptions;
  context: BrowserContextOptions;
}

/**
 * Makes the profile: a persistent context in a new folder, signed in through the screens by `signIn`, closed
 * so that Chromium writes everything down.
 */
export async function makeDeviceProfile(
  login: DemoLogin,
  options: DeviceOptions,
  clock: ServerClock,
  db: Database,
  signIn: (context: BrowserContext) => Promise<{ messagesSyncedAt: string | null }>,
): Promise<DeviceProfile> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `carevisit-device-${login.username}-`));
  const context = await launchDevice(folder, options, clock);
  let signedIn: { messagesSyncedAt: string | null };
  try {
    signedIn = await signIn(context);
  } catch (error) {
    await context.close();
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  await context.close();
  return { login, folder, refreshToken: await latestRefreshToken(db, login), ...signedIn };
}

/**
 * The app installed on the device, as on a device a person has signed in on: its service worker active, with every
 * asset in its cache. The first sync may end before the install does; a profile closed then kept no service worker,
 * and each copy fetched the whole app again and installed it while its test ran (about 200 requests, on a
 * two-core machine a few seconds of a test's time).
 */
export async function appInstalled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * A test's device: a copy of the profile, opened on the run's clock. Before it opens, the server's refresh
 * token goes back to the one the profile holds (unused, not revoked): refresh tokens rotate, and an earlier
 * test's refresh would otherwise make this copy's token a reused one, which revokes its family (docs/security.md).
 */
export async function openDeviceCopy(
  profile: DeviceProfile,
  options: DeviceOptions,
  clock: ServerClock,
  db: Database,
): Promise<{ context: BrowserContext; remove(): void }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `carevisit-device-copy-`));
  fs.cpSync(profile.folder, folder, { recursive: true });
  await restoreRefreshToken(db, profile.refreshToken);
  const context = await launchDevice(folder, options, clock);
  copies.set(context, profile);
  return { context, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

const copies = new WeakMap<BrowserContext, DeviceProfile>();

/** The profile a test's device was copied from (openSignedIn in sign-in.ts). */
export function deviceProfileOf(context: BrowserContext): DeviceProfile {
  const profile = copies.get(context);
  if (!profile) throw new Error("This test's device is not signed in: say test.use({ signedIn: LOGIN }).");
  return profile;
}

export function removeDeviceProfile(profile: DeviceProfile): void {
  fs.rmSync(profile.folder, { recursive: true, force: true });
}

async function launchDevice(
  folder: string,
  options: DeviceOptions,
  clock: ServerClock,
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(folder, { ...options.launch, ...options.context });
  // Chromium opens a blank tab of its own: the test's page is the one it opens.
  for (const blank of context.pages()) await blank.close();
  await installBrowserClock(context, clock.now());
  return context;
}

async function latestRefreshToken(db: Database, login: DemoLogin): Promise<DeviceProfile['refreshToken']> {
  const [latest] = await db
    .select({ id: t.refreshTokens.id, familyId: t.refreshTokens.familyId })
    .from(t.refreshTokens)
    .innerJoin(t.users, eq(t.users.id, t.refreshTokens.userId))
    .innerJoin(t.accounts, eq(t.accounts.id, t.users.accountId))
    .where(and(eq(t.users.username, login.username), eq(t.accounts.code, login.account)))
    .orderBy(desc(t.refreshTokens.id))
    .limit(1);
  if (!latest) throw new Error(`The device signed in as ${login.username} holds no refresh token`);
  return latest;
}

async function restoreRefreshToken(db: Database, token: DeviceProfile['refreshToken']): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(t.refreshTokens)
      .where(and(eq(t.refreshTokens.familyId, token.familyId), gt(t.refreshTokens.id, token.id)));
    await tx
      .update(t.refreshTokens)
      .set({ usedAt: null, revokedAt: null })
      .where(eq(t.refreshTokens.id, token.id));
  });
}

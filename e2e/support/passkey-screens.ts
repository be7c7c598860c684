import type { Page, Request, TestInfo } from '@playwright/test';
import { expect } from './server.ts';
import { screenshotForPeople } from './screenshots.ts';

// Issue 35: the passkey screens as a caregiver meets them, for e2e/passkeys*.spec.ts.

export const OFFER = 'Sign in faster with a passkey';
export const UNLOCKS_OFFLINE =
  'You can now sign in with your passkey. It also unlocks the app on this device when there is no connection.';
export const ONLINE_ONLY =
  'You can now sign in with your passkey when online. On this device it cannot unlock the app without a connection: keep using your Offline PIN then.';

export const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotForPeople(page, `${name}-${testInfo.project.name}`, { fullPage: true, animations: 'disabled' });

/** Bodies the page sent to the server's passkey and token calls, to check that no PRF output went along. */
export function watchPasskeyCalls(page: Page): { bodies: string[]; tokenCalls: string[] } {
  const seen = { bodies: [] as string[], tokenCalls: [] as string[] };
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/evv/passkeys') || path.startsWith('/evv/authorization/')) {
      seen.bodies.push(request.postData() ?? '');
      if (path.endsWith('/token')) seen.tokenCalls.push(path);
    }
  });
  return seen;
}

export async function openSettings(page: Page) {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

/** The offer after sign-in, answered with Create; then the one message of what the passkey does here. */
export async function createFromOffer(page: Page, testInfo: TestInfo | null, says: string) {
  const offer = page.getByRole('dialog', { name: OFFER });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  if (testInfo) await shoot(page, testInfo, 'passkey-offer');
  await offer.getByRole('button', { name: 'Create a passkey' }).click();
  const created = page.getByRole('dialog', { name: 'Passkey Created' });
  await expect(created).toContainText(says, { timeout: 20_000 });
  if (testInfo) await shoot(page, testInfo, 'passkey-created');
  await created.getByRole('button', { name: 'OK' }).click();
  await expect(created).toBeHidden();
}

/** Passkey wraps kept in this device's keyring, all users together, read straight from IndexedDB. */
export function keyringPasskeyWraps(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('EvvDB');
        request.onerror = () => reject(new Error('EvvDB does not open'));
        request.onsuccess = () => {
          const db = request.result;
          const read = db.transaction('keyring').objectStore('keyring').getAll();
          read.onsuccess = () => {
            db.close();
            const rows = read.result as { passkeyWraps?: unknown[] }[];
            resolve(rows.reduce((count, row) => count + (row.passkeyWraps?.length ?? 0), 0));
          };
        };
      }),
  );
}

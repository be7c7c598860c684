import { and, eq } from 'drizzle-orm';
import { appointments } from '../apps/server/src/db/schema/index.ts';
import { dayFromToday, staffIdOf } from './support/appointment-dialog.ts';
import { RUN_START } from './support/clock.ts';
import { seededAppointment } from './support/records.ts';
import { CAREGIVER } from './support/sign-in.ts';
import { tokenCall } from '../apps/server/test/harness.ts';
import { test, expect } from './support/server.ts';

// The one clock of the run (e2e/support/clock.ts): the seed, the server and the browser all start at RUN_START,
// whatever the hour the suite runs at, and the browser's fake clock leaves the platform the app needs working.

/** How far apart two clocks started from the same moment may read: the steps between the two readings. */
const SAME_MOMENT_MS = 60_000;

/** The device's view of its clock and the platform the app needs, read in the page. */
async function readDevice() {
  const request = <T>(call: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      call.onsuccess = () => resolve(call.result);
      call.onerror = () => reject(new Error(String(call.error)));
    });
  const opening = indexedDB.open('clock-check');
  opening.onupgradeneeded = () => opening.result.createObjectStore('values');
  const db = await request(opening);
  await request(db.transaction('values', 'readwrite').objectStore('values').put('kept', 'key'));
  const stored = await request<unknown>(db.transaction('values').objectStore('values').get('key'));
  db.close();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('clock'));
  const registration = await navigator.serviceWorker.ready;
  // A subclass of Date keeps its own methods and starts at the fake time, as @date-fns/tz's TZDate needs.
  class Stamp extends Date {
    kind() {
      return 'stamp';
    }
  }
  const stamp = new Stamp();
  return {
    now: Date.now(),
    stamp: { kind: stamp.kind(), isStamp: stamp instanceof Stamp, isDate: stamp instanceof Date },
    stampLag: Math.abs(stamp.getTime() - Date.now()),
    digest: digest.byteLength,
    stored,
    worker: registration.active !== null,
  };
}

test('the seed, the server and every page start at the run time, with storage, crypto and the service worker at work', async ({
  page,
  context,
  appUrl,
  server,
  serverClock,
}) => {
  // The seed: the caregiver's demo schedule has appointments on the run's day.
  const caregiver = await staffIdOf(server, 'caregiver');
  const today = await server.database.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.staffId, caregiver),
        eq(appointments.appointmentDate, dayFromToday(0)),
        seededAppointment(),
      ),
    );
  expect(today.length).toBeGreaterThan(0);
  expect(dayFromToday(0)).toBe(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(RUN_START),
  );

  // The server, put back to the run's start as the test began.
  expect(serverClock.now().getTime() - RUN_START.getTime()).toBeGreaterThanOrEqual(0);
  expect(serverClock.now().getTime() - RUN_START.getTime()).toBeLessThan(SAME_MOMENT_MS);

  // The browser, on this page and on one opened later, beside the server.
  await page.goto(appUrl('evv', '/'));
  const device = await page.evaluate(readDevice);
  expect(device).toMatchObject({
    stamp: { kind: 'stamp', isStamp: true, isDate: true },
    digest: 32,
    stored: 'kept',
    worker: true,
  });
  expect(device.stampLag).toBeLessThan(SAME_MOMENT_MS);
  expect(Math.abs(device.now - serverClock.now().getTime())).toBeLessThan(SAME_MOMENT_MS);
  const later = await context.newPage();
  await later.goto(appUrl('evv', '/'));
  const laterNow = await later.evaluate(() => Date.now());
  expect(Math.abs(laterNow - serverClock.now().getTime())).toBeLessThan(SAME_MOMENT_MS);

  // The app's own timers run on the fake clock: the splash gives way to the sign-in page.
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

// A lockout (spec 1 §4: five failures, then 3 minutes) is timed on the server's clock, which goes back to the run's
// start before every test: it would outlast the test that made it and lock the worker's later tests out.
test.describe.serial('failed sign-ins stay in the test that made them', () => {
  const password = {
    grant_type: 'password',
    account: CAREGIVER.account,
    username: CAREGIVER.username,
    password: CAREGIVER.password,
  };

  test('five wrong passwords lock the account', async ({ server }) => {
    const url = server.origin('plain');
    const wrong = { ...password, password: 'Not-the-password#1' };
    for (let attempt = 1; attempt < 5; attempt++) expect((await tokenCall(url, wrong)).status).toBe(400);
    // The fifth failure locks the account: it and the right password too are refused until the lockout ends.
    for (const form of [wrong, password]) {
      const refused = await tokenCall(url, form);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: 'login_disabled' });
    }
  });

  test('the next test signs in as the same user at the same moment', async ({ server }) => {
    expect((await tokenCall(server.origin('plain'), password)).status).toBe(200);
  });
});

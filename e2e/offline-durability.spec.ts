import type { Locator, Page, Route } from '@playwright/test';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { activities, appointments, clients } from '../apps/server/src/db/schema/index.ts';
import { copyAppointment, seededTemplate } from './support/bookings.ts';
import { madeByThisTest } from './support/records.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { confirmUntilClosed } from './support/sessions.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import {
  at,
  choose,
  goOffline,
  newYorkInstant,
  dayFromToday,
  staffIdOf,
} from './support/appointment-dialog.ts';

test.use({ signedIn: CLINICIAN });

// Issue 4: nothing a caregiver enters is lost or counted twice. Offline, the clinician books appointments and
// changes others through the Appointment dialog, reloading the page twice on the way (each time signing in again
// with the offline PIN). Back online the server first answers 500, then 429, then commits a write whose reply
// never arrives because the page is killed mid-send; a new page signs in and the sync engine sends again. The
// server must then hold each booking exactly once and every change, and nothing else new. The test changes
// appointments of its own and counts only the appointments it made (madeByThisTest): other tests of the worker
// book the clinician too, some at these very slots (issue 20 item 2).

// The scale is 50 new and 20 changed (DURABILITY_NEW=50 DURABILITY_CHANGED=20, about 10 minutes); the
// suite runs a smaller batch through the same steps to keep CI quick.
const NEW_APPOINTMENTS = Number(process.env.DURABILITY_NEW ?? 8);
const CHANGED_APPOINTMENTS = Number(process.env.DURABILITY_CHANGED ?? 4);
/** Every how many bookings two changes are made, so that all the changes fall among the bookings. */
const CHANGE_EVERY = Math.max(1, Math.floor(NEW_APPOINTMENTS / (CHANGED_APPOINTMENTS / 2)));
const RELOADS_AT = [Math.floor(NEW_APPOINTMENTS * 0.4), Math.floor(NEW_APPOINTMENTS * 0.7)];

/** Two evening slots a day from tomorrow on: free of the seeded schedule (it ends by 5:30 PM). */
function eveningSlots(): Date[] {
  const slots: Date[] = [];
  for (let day = 1; slots.length < NEW_APPOINTMENTS; day++) {
    slots.push(newYorkInstant(dayFromToday(day), at(7, 0, 'PM')));
    slots.push(newYorkInstant(dayFromToday(day), at(8, 0, 'PM')));
  }
  return slots;
}

async function clientIdOf(server: CareVisitServer, firstName: string, lastName: string) {
  const [row] = await server.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.firstName, firstName), eq(clients.lastName, lastName)));
  return row!.id;
}

/**
 * The appointments the test changes to CBC: its own, at 9 PM from the second day on (after the evening
 * bookings), copies of a seeded Individual Therapy appointment of the clinician, synced with the rest.
 */
async function appointmentsToChange(server: CareVisitServer) {
  const template = await seededTemplate(
    server,
    'clinician',
    eq(activities.description, 'Individual Therapy'),
  );
  const ids: number[] = [];
  for (let day = 2; ids.length < CHANGED_APPOINTMENTS; day++) {
    const start = newYorkInstant(dayFromToday(day), at(9, 0, 'PM'));
    ids.push((await copyAppointment(server, template, start)).id);
  }
  return ids;
}

/**
 * How many of the test's bookings each slot holds, as 'start: count' (the evening slots and any other start
 * one landed at), so that a failure says which slot holds 0 or 2.
 */
async function bookingsPerSlot(server: CareVisitServer, staffId: number, slots: Date[], ownIds: number[]) {
  const booked = await server.database.db
    .select({ startAt: appointments.startAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.staffId, staffId),
        madeByThisTest(appointments),
        notInArray(appointments.id, ownIds),
        isNull(appointments.deletedAt),
      ),
    );
  const counts = new Map(slots.map((slot) => [slot.toISOString(), 0]));
  for (const { startAt } of booked) {
    const slot = startAt.toISOString();
    counts.set(slot, (counts.get(slot) ?? 0) + 1);
  }
  return [...counts].map(([slot, count]) => `${slot}: ${count}`);
}

/** In-app navigation, as a link would (without the time a reload takes). */
async function goTo(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Save, saying Yes to what the app asks first (the clinician may multibook: an overlap is a question), until no
 * dialog is left. A question shows in the dialog itself, so the dialog's name alone does not tell it is closed.
 */
async function saveAnsweringYes(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await confirmUntilClosed(page, dialog);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Opens the Appointment dialog by its address until `field` shows. On a loaded CI machine the page may still be
 * settling from the last save or sign-in when the address changes (CI once waited 15 s for a dialog that never
 * opened), so the address is set again until the dialog is there.
 */
async function openDialogAt(page: Page, path: string, field: Locator) {
  await expect(async () => {
    if (await field.isVisible()) return;
    await goTo(page, path);
    await expect(field).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
}

async function book(page: Page, clientId: number, start: Date) {
  const dialog = page.getByRole('dialog', { name: 'New Appointment' });
  await openDialogAt(
    page,
    `/schedule?appointment=new&appointmentClient=${clientId}&appointmentStart=${start.toISOString()}`,
    dialog.getByRole('combobox', { name: /^Program/ }),
  );
  await choose(page, /^Program/, 'Community Behavioral Health');
  await choose(page, /^Activity/, 'Individual Therapy');
  await choose(page, /^Service Location/, 'Home');
  await choose(page, /^Status/, 'None');
  await dialog.getByLabel('Non-billable Minutes').fill('0');
  await saveAnsweringYes(page, dialog);
}

async function cancelByClient(page: Page, appointmentId: number) {
  const dialog = page.getByRole('dialog', { name: 'Appointment' });
  await openDialogAt(
    page,
    `/schedule?appointment=${appointmentId}`,
    dialog.getByRole('combobox', { name: /^Status/ }),
  );
  await choose(page, /^Status/, 'CBC');
  // An activity that counts non-billable minutes asks for them when the appointment holds none.
  const minutes = dialog.getByLabel('Non-billable Minutes');
  if ((await minutes.isVisible()) && (await minutes.inputValue()) === '') await minutes.fill('0');
  await saveAnsweringYes(page, dialog);
}

/** A reload without a connection: the app shell comes from the service worker, the session is kept (issue 17). */
async function reloadOffline(page: Page) {
  await page.reload();
  await expect(page.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Offline Login' })).toHaveCount(0);
}

test('offline bookings and changes survive reloads, a killed page, 500, 429 and a lost reply, each sent once', async ({
  page,
  context,
  appUrl,
  server,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'tablet', 'one layout is enough: the data path is the same');
  test.setTimeout(Math.max(480_000, (NEW_APPOINTMENTS + CHANGED_APPOINTMENTS) * 12_000));
  const clinician = await staffIdOf(server, 'clinician');
  const client = await clientIdOf(server, 'Jasmine', 'Carter');
  const toChange = await appointmentsToChange(server);
  const slots = eveningSlots();

  await openSignedIn(page, appUrl);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await goOffline(page);

  // Offline: the bookings and changes, with two reloads on the way.
  for (const [index, start] of slots.entries()) {
    if (RELOADS_AT.includes(index)) await reloadOffline(page);
    await book(page, client, start);
    const pair = Math.floor(index / CHANGE_EVERY) * 2;
    if (index % CHANGE_EVERY === CHANGE_EVERY - 1 && pair < CHANGED_APPOINTMENTS) {
      await cancelByClient(page, toChange[pair]!);
      await cancelByClient(page, toChange[pair + 1]!);
    }
  }
  const indicator = page.getByTestId('sync-status');
  await expect(indicator).toHaveAttribute('data-state', 'waiting');

  // Back online, the server misbehaves: 500 twice, then 429, then a reply lost with the page killed mid-send.
  let attempts = 0;
  const killed: Promise<void>[] = [];
  let cameOnline = (): void => undefined;
  const backOnline = new Promise<void>((resolve) => (cameOnline = resolve));
  await context.route('**/evv/write/appointment', async (route: Route) => {
    attempts++;
    if (attempts <= 2) return route.fulfill({ status: 500, json: { errors: [{ message: 'boom' }] } });
    if (attempts === 3) {
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': '1' },
        json: { errors: [{ message: 'slow' }] },
      });
    }
    if (attempts === 4) {
      await backOnline;
      // The server commits this batch; its reply never reaches the device. (Node resolves no *.localhost.)
      await route.fetch({ url: route.request().url().replace('//evv.localhost:', '//127.0.0.1:') });
      killed.push(page.close());
      return;
    }
    return route.continue();
  });
  // The session kept through the reloads sends by itself when the connection returns (issue 17).
  await context.setOffline(false);
  cameOnline();
  await expect.poll(() => attempts, { timeout: 120_000 }).toBeGreaterThanOrEqual(4);
  await Promise.all(killed);

  // A new page opens signed in (the session kept on the device) and sends what the device still holds.
  const resumedAt = Date.now();
  const again = await context.newPage();
  await again.goto(appUrl('evv', '/dashboard'));
  await expect(again.getByTestId('header-user')).toBeVisible({ timeout: 30_000 });
  await expect(again.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', {
    timeout: 240_000,
  });
  console.log(
    `durability: all sent ${Math.round((Date.now() - resumedAt) / 1000)} s after the new page opened`,
  );

  // Each evening slot holds exactly one of the test's bookings, and none landed anywhere else.
  expect(await bookingsPerSlot(server, clinician, slots, toChange)).toEqual(
    slots.map((slot) => `${slot.toISOString()}: 1`),
  );

  const db = server.database.db;
  const changed = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(inArray(appointments.id, toChange));
  expect(changed.map((row) => row.status)).toEqual(Array(CHANGED_APPOINTMENTS).fill('CBC'));
});

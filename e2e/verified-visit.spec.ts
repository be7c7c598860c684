import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { appointments, visits } from '../apps/server/src/db/schema/index.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { goTo } from './support/appointment-dialog.ts';
import { bookNow, cardOf, shoot, standAtHome, type Booking } from './support/sessions.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';

test.use({ signedIn: CLINICIAN });

// Issue 20, item 1: a Co-Staff appointment of today whose visit is verified (spec 1 §4: verify closes the visit;
// Co-Staff is not a final status). The card offered Start Session, and its Save rewrote the server's appointment
// to In Session with new times. The test books its own appointment for the clinician and verifies its visit on
// the server, and takes both away again after.

/** The booking's visit, verified Co-Staff on the server, as a finished shift leaves it. */
async function verifyCoStaff(server: CareVisitServer, booking: Booking) {
  const { db } = server.database;
  const [row] = await db.select().from(appointments).where(eq(appointments.id, booking.appointmentId));
  const begun = row!.startAt;
  await db
    .update(appointments)
    .set({ status: 'Co-Staff', actualStartAt: begun, actualEndAt: begun })
    .where(eq(appointments.id, booking.appointmentId));
  await db.insert(visits).values({
    accountId: row!.accountId,
    appointmentId: row!.id,
    staffId: row!.staffId,
    clientId: row!.clientId,
    organizationId: row!.organizationId,
    activityId: row!.activityId,
    appointmentStatus: 'Co-Staff',
    visitStatus: 'verify',
    complete: 1,
    startDateTime: begun,
    endDateTime: begun,
    beginActualDateTime: begun,
    endActualDateTime: begun,
    startLatitude: booking.home.latitude,
    startLongitude: booking.home.longitude,
    endLatitude: booking.home.latitude,
    endLongitude: booking.home.longitude,
    servicesVerified: false,
    durationVerified: false,
  });
  return (await db.select().from(appointments).where(eq(appointments.id, booking.appointmentId)))[0]!;
}

async function openCardMenu(page: Page, card: Locator): Promise<Locator> {
  await card.getByRole('button', { name: /^Appointment actions for/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'View Appointment' })).toBeVisible();
  return menu;
}

/** Sends whatever waits on the device and waits until nothing does. */
async function syncNow(page: Page) {
  await page.getByTestId('sync-status').click();
  const dialog = page.getByRole('dialog', { name: 'Waiting to sync' });
  await dialog.getByRole('button', { name: 'Sync now' }).click();
  await expect(dialog.getByText('Everything is synced')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('a verified visit offers no Start Session, and a start of it changes nothing on the server', async ({
  page,
  context,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const booking = await bookNow(server);
  const verified = await verifyCoStaff(server, booking);
  await standAtHome(context, booking);
  await openSignedIn(page, appUrl);
  const card = await cardOf(page, booking);
  await expect(card.getByText('Co-Staff', { exact: true })).toBeVisible();

  // spec 1 §4: a verified visit is done; its card offers no start or stop.
  const menu = await openCardMenu(page, card);
  await expect(menu.getByRole('menuitem', { name: 'Start Session' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Stop Session' })).toHaveCount(0);
  await shoot(page, testInfo, 'verified-card-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The start mode reached another way (an old link) refuses with the catalog's words and writes nothing.
  await goTo(page, `/dashboard?appointment=${booking.appointmentId}&appointmentMode=start`);
  const dialog = page.getByRole('dialog', { name: 'Appointment' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('In Session');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('dialog', { name: 'Cannot Start Session' });
  // The clinician may multibook: a seeded appointment at this hour is answered Yes (spec 1 §4 Overlap).
  const overlap = page.getByRole('dialog', { name: 'Schedule Overlap' });
  await expect(overlap.or(refusal)).toBeVisible();
  if (await overlap.isVisible()) await overlap.getByRole('button', { name: 'Yes' }).click();
  await expect(refusal).toContainText(
    'This visit has been verified and is closed. It cannot be started or stopped again.',
  );
  await shoot(page, testInfo, 'verified-start-refused');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Co-Staff', { exact: true })).toBeVisible();
  await expect(card.getByText('In Session', { exact: true })).toHaveCount(0);

  await syncNow(page);
  const [after] = await server.database.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, booking.appointmentId));
  expect(after).toEqual(verified);
});

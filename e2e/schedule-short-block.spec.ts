import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { appointments } from '../apps/server/src/db/schema/index.ts';
import { test, expect } from './support/server.ts';
import {
  bookNow,
  confirmUntilClosed,
  serverVisits,
  shoot,
  standAtHome,
  verifyConfirmed,
  type Booking,
} from './support/sessions.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { smallTouchTargets } from './support/touch-targets.ts';

// Issue 36: every appointment can be started and stopped from the schedule, however short; a block of any length
// is a touch target of 44 px, and a block too small for its menu button opens the menu when tapped.

test.use({ signedIn: CLINICIAN });

const MINUTE_MS = 60_000;

/** The booking's block on the schedule's time grid. */
function blockOf(page: Page, booking: Booking): Locator {
  return page
    .getByTestId('schedule-event')
    .filter({ hasText: booking.startTime })
    .filter({ hasText: booking.clientName });
}

/** The appointment card menu of a block: its button where it shows, else a tap on the block itself. */
async function openBlockActions(page: Page, block: Locator) {
  const menuButton = block.getByRole('button', { name: /^Appointment actions for/ });
  if (await menuButton.isVisible()) await menuButton.click();
  else await block.getByRole('button').first().click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('a 10-minute appointment is started and stopped from its schedule block', async ({
  page,
  context,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const booking = await bookNow(server);
  const [row] = await server.database.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, booking.appointmentId));
  await server.database.db
    .update(appointments)
    .set({ endAt: new Date(row!.startAt.getTime() + 10 * MINUTE_MS) })
    .where(eq(appointments.id, booking.appointmentId));
  await standAtHome(context, booking);
  await openSignedIn(page, appUrl);
  await page.getByRole('navigation').getByText('Schedule', { exact: true }).click();

  const block = blockOf(page, booking);
  await expect(block).toBeVisible({ timeout: 30_000 });
  const box = await block.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await smallTouchTargets(page, 'main')).toEqual([]);
  await shoot(page, testInfo, 'short-block');

  await openBlockActions(page, block);
  await page.getByRole('menuitem', { name: 'Start Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appointment' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('In Session');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await confirmUntilClosed(page, dialog);
  await expect
    .poll(async () => (await serverVisits(server, booking.appointmentId)).map((v) => v.complete), {
      timeout: 30_000,
    })
    .toEqual([0]);

  // Starting moved the appointment to the minute it began; the block is found again by its client.
  const running = page
    .getByTestId('schedule-event')
    .filter({ hasText: booking.clientName })
    .filter({ has: page.getByRole('button', { name: /In Session/ }) });
  await openBlockActions(page, running);
  await page.getByRole('menuitem', { name: 'Stop Session' }).click();
  const verification = page.getByRole('dialog', { name: 'Visit Verification', exact: true });
  await expect(verification).toBeVisible({ timeout: 15_000 });
  await verifyConfirmed(page, verification, booking);
  await expect
    .poll(async () => (await serverVisits(server, booking.appointmentId)).map((v) => v.complete), {
      timeout: 30_000,
    })
    .toEqual([1]);
});

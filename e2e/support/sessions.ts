import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  activities,
  appointments,
  clientAddresses,
  clients,
  visits,
} from '../../apps/server/src/db/schema/index.ts';
import { copyAppointment, seededTemplate, type AppointmentRow } from './bookings.ts';
import { expect, type CareVisitServer } from './server.ts';
import { screenshotForPeople } from './screenshots.ts';
import type { MessageLanguage } from '../../packages/core/src/messages/format.ts';
import { containing, pageLanguage, pageWords, startingWith } from './words.ts';

// Helpers of e2e/sessions.spec.ts: a booking to run a session on, and the steps of spec 1 §4 through the UI.

const TIME_ZONE = 'America/New_York';
const HOUR_MS = 3_600_000;
export const STOPWATCH = /^\d{2}:\d{2}:\d{2}$/;

export interface Booking {
  appointmentId: number;
  clientId: number;
  staffId: number;
  activityId: number;
  /** Whether the visit goes to the payer's aggregator: its verification ends with the payment check (issue 32). */
  evvApplies: boolean;
  clientName: string;
  start: Date;
  /** The card's time in English, e.g. '09:45 PM'. */
  startTime: string;
  home: { latitude: number; longitude: number };
}

/**
 * A copy of one of the clinician's coming seeded appointments, moved to start this minute, with no visit yet. Its
 * activity is chosen for what the steps here expect: not an aggregator one (those do not offer In Session,
 * spec 1 §4), and asking neither for non-billable minutes nor for a reason to change the times.
 */
export async function bookNow(server: CareVisitServer): Promise<Booking> {
  const template = await seededTemplate(
    server,
    'clinician',
    eq(activities.isAggregator, false),
    eq(activities.nonBillableMinutes, false),
    eq(activities.requireEditTimesReason, false),
    gt(appointments.startAt, new Date(server.clock.now().getTime() + 24 * HOUR_MS)),
    isNull(appointments.deletedAt),
  );
  return copyToNow(server, template);
}

/**
 * A new appointment like the given one for the hour starting this minute (the run's clock), with no status
 * and no visit; `changes` alter the copy. Taken away again by cancelBookings.
 */
export async function copyToNow(
  server: CareVisitServer,
  from: AppointmentRow,
  changes: Partial<AppointmentRow> = {},
): Promise<Booking> {
  const { db } = server.database;
  const start = new Date(Math.floor(server.clock.now().getTime() / 60_000) * 60_000);
  const row = await copyAppointment(server, from, start, 60, changes);
  const [client] = await db.select().from(clients).where(eq(clients.id, row.clientId));
  const [activity] = await db.select().from(activities).where(eq(activities.id, row.activityId));
  const [home] = await db
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.clientId, row.clientId), eq(clientAddresses.type, 'PHYS')));
  return {
    appointmentId: row.id,
    clientId: row.clientId,
    staffId: row.staffId,
    activityId: row.activityId,
    evvApplies: activity!.evvApplies,
    clientName: `${client!.lastName}, ${client!.firstName}`,
    start: row.startAt,
    startTime: cardTime(row.startAt, 'en'),
    home: { latitude: home!.latitude!, longitude: home!.longitude! },
  };
}

/** A time as an appointment card writes it: '09:45 PM', or in Spanish as Intl writes es-US, '09:45 p.m.'. */
const cardTime = (instant: Date, language: MessageLanguage) =>
  new Intl.DateTimeFormat(`${language}-US`, {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(instant);

/** The server's visits of an appointment. */
export const serverVisits = (server: CareVisitServer, appointmentId: number) =>
  server.database.db.select().from(visits).where(eq(visits.appointmentId, appointmentId));

/** A reading a few metres from the client's home: no address discrepancy (spec 1 §5). */
export async function standAtHome(context: BrowserContext, booking: Booking) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({
    latitude: booking.home.latitude + 0.0001,
    longitude: booking.home.longitude,
    accuracy: 10,
  });
}

export const shoot = (page: Page, testInfo: TestInfo, name: string) => {
  // Dialogs fade in: their transitions are finished first, so the picture shows what the user then sees.
  return screenshotForPeople(page, `sessions-${name}-${testInfo.project.name}`, { animations: 'disabled' });
};

/** The booking's card on the dashboard, once sync has brought it (before the start moves its time). */
export async function cardOf(page: Page, booking: Booking): Promise<Locator> {
  const card = page
    .getByTestId('appointment-card')
    .filter({ hasText: booking.clientName })
    .filter({ hasText: cardTime(booking.start, await pageLanguage(page)) })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card;
}

/** The booking's card while its session runs: starting moved it to the minute it began (spec 1 §4). */
export const runningCard = (page: Page, booking: Booking): Locator =>
  page
    .getByTestId('appointment-card')
    .filter({ hasText: booking.clientName })
    .filter({ has: page.getByTestId('session-stopwatch') });

/** spec 1 §4 Starting a session: the card's menu opens the Appointment dialog in its start mode. */
export async function openStart(page: Page, card: Locator): Promise<Locator> {
  const t = await pageWords(page);
  await card.getByRole('button', { name: startingWith(t('appointmentCard.menu', { client: '' })) }).click();
  await page.getByRole('menuitem', { name: t('sessions.startSession') }).click();
  const dialog = page.getByRole('dialog', { name: t('appointmentDialog.title') });
  await expect(dialog).toBeVisible();
  // spec 1 §4: In Session, locked.
  const status = dialog.getByRole('combobox', { name: t('appointmentDialog.status') });
  await expect(status).toHaveText(t('appointmentStatus.In Session'));
  await expect(status).toHaveAttribute('aria-disabled', 'true');
  return dialog;
}

/**
 * Answers Yes to the questions a save may ask before the dialog closes (spec 1 §4): the overnight question (a
 * session started late in the evening runs past midnight) and, for the clinician who may multibook, the overlap.
 */
export async function confirmUntilClosed(page: Page, dialog: Locator) {
  const t = await pageWords(page);
  const question = page
    .getByRole('dialog')
    .filter({ hasText: containing(t('appointment.overlapContinue'), t('appointmentDialog.overnight')) });
  // The dialog steps aside while the location is read, and a question may follow the reading: only a dialog gone
  // with no reading under way means the save is done.
  const locating = page.getByRole('dialog', { name: t('sessions.locating') });
  const done = async () => !(await dialog.isVisible()) && !(await locating.isVisible());
  for (let asked = 0; asked < 3; asked++) {
    await expect
      .poll(async () => (await question.isVisible()) || (await done()), { timeout: 15_000 })
      .toBe(true);
    if (!(await question.isVisible())) break;
    await question.getByRole('button', { name: t('common.yes') }).click();
    await expect(question).toBeHidden();
  }
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

/** Save in the start mode: the location reading, then the visit starts and the dialog closes. */
export async function startFromCard(page: Page, card: Locator) {
  const dialog = await openStart(page, card);
  const t = await pageWords(page);
  await dialog.getByRole('button', { name: t('appointmentDialog.save') }).click();
  await confirmUntilClosed(page, dialog);
}

/** Active Sessions: a page under the current path on a handheld, a dialog on a tablet (spec 1 §2). */
export async function openActiveSessions(page: Page, testInfo: TestInfo): Promise<Locator> {
  const t = await pageWords(page);
  await page.getByRole('button', { name: startingWith(t('header.activeSessions')) }).click();
  if (testInfo.project.name === 'handheld') {
    await expect(page.getByRole('heading', { name: t('sessions.title'), level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/activeSessions$/);
    return page.getByRole('main');
  }
  const dialog = page.getByRole('dialog', { name: t('sessions.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** spec 1 §4 Stopping a session, through the Visit Verification dialogs: Kept, YES and YES, a signature. */
export async function stopAndVerify(page: Page, entry: Locator, booking: Booking) {
  await verifyConfirmed(page, await stopSession(page, entry, booking), booking);
}

/** Stop Session on an Active Sessions entry: the Visit Verification dialog follows. */
export async function stopSession(page: Page, entry: Locator, booking: Booking): Promise<Locator> {
  const t = await pageWords(page);
  await entry
    .getByRole('button', { name: t('sessions.stopSessionFor', { client: booking.clientName }) })
    .click();
  const verification = page.getByRole('dialog', { name: t('visitVerification.title'), exact: true });
  await expect(verification).toBeVisible({ timeout: 15_000 });
  return verification;
}

/** A test's look at each screen on the way (e2e/support/spanish-screens.ts), named. */
export type LookAt = (screen: string) => Promise<void>;

const notLooking: LookAt = () => Promise.resolve();

/**
 * The Visit Verification dialogs as a client confirms the visit: Kept, YES and YES, a signature; `look` is called
 * on the signature page, the confirmation and the payment check. Returns the text of the payment check that ends
 * them ('' for a visit not sent to the payer).
 */
export async function verifyConfirmed(
  page: Page,
  verification: Locator,
  booking: Pick<Booking, 'evvApplies'>,
  look: LookAt = notLooking,
) {
  const t = await pageWords(page);
  await verification.getByRole('combobox', { name: t('visitVerification.status') }).click();
  await page.getByRole('option', { name: t('appointmentStatus.Kept'), exact: true }).click();
  for (const question of [t('visitVerification.servicesQuestion'), t('visitVerification.durationQuestion')]) {
    await verification
      .getByRole('radiogroup', { name: question })
      .getByLabel(t('visitVerification.yes'))
      .check();
  }
  await verification.getByRole('button', { name: t('common.next') }).click();
  const signature = page.getByRole('dialog', { name: t('visitVerification.signatureTitle') });
  const pad = signature.getByTestId('signature-canvas');
  await expect(pad).toBeVisible();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.35, 0.3],
    [0.5, 0.7],
    [0.65, 0.35],
    [0.8, 0.6],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  }
  await page.mouse.up();
  await look('verification-signature');
  await signature.getByRole('button', { name: t('common.submit') }).click();
  const confirm = page.getByRole('dialog', { name: t('visitVerification.submitTitle') });
  await expect(confirm).toBeVisible();
  await look('verification-submit');
  await confirm.getByRole('button', { name: t('common.submit') }).click();
  await expect(signature).toBeHidden();
  return closePaymentCheck(page, booking, look);
}

/**
 * The end of a verification: a visit the payer's aggregator takes shows whether it will be paid (issue 32), which
 * OK closes, looked at first; any other visit ends with the dialogs. Returns the check's text ('' when there is
 * none).
 */
export async function closePaymentCheck(
  page: Page,
  { evvApplies }: Pick<Booking, 'evvApplies'>,
  look: LookAt = notLooking,
) {
  const t = await pageWords(page);
  const check = page.getByRole('dialog', { name: t('evvStanding.verifiedTitle') });
  if (!evvApplies) {
    await expect(check).toHaveCount(0);
    return '';
  }
  await expect(check.getByTestId('visit-standing')).toBeVisible({ timeout: 20_000 });
  const text = await check.innerText();
  await look('payment-check');
  await check.getByRole('button', { name: t('evvStanding.ok') }).click();
  await expect(check).toBeHidden();
  return text;
}

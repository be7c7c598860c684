import type { Locator, Page, TestInfo } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { evvOutbox, visits } from '../apps/server/src/db/schema/index.ts';
import { MEDICAID_ID_UNKNOWN_TO_STATE } from '../apps/server/src/seed/billing-lists.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { goOffline, goTo, setTime } from './support/appointment-dialog.ts';
import { standAtHome, verifyConfirmed } from './support/sessions.ts';
import {
  bookPersonalCare,
  moveToAfternoon,
  openMyVisits,
  runVisit,
  syncUntil,
  type MedicaidId,
} from './support/pay-week.ts';
import { CAREGIVER, signInAndSync } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// Issue 32: "Will I be paid". A caregiver verifies a visit and sees, on the device and before any network, whether
// the payer's aggregator would take it; once online the outbox sends it to the simulated aggregator (started by the
// e2e server beside the app, on its clock) and the device shows Sent, then Accepted, or the state's reason: the
// simulated state does not know Mae Washington's Medicaid id (apps/server/src/seed/billing-lists.ts).

/** What the device says of a visit whose client the state does not know (Sandata's exception 0). */
const UNKNOWN_CLIENT =
  "The state does not know this client. Your office needs to check the client's Medicaid ID, then send again.";

/** Edit Times: the start ten minutes earlier, with a reason code and a note (the activity asks for both). */
async function startTenMinutesEarlier(page: Page, verification: Locator) {
  await verification.getByRole('button', { name: 'Edit Times' }).click();
  const editTimes = page.getByRole('dialog', { name: 'Edit Times' });
  await expect(editTimes).toBeVisible();
  await editTimes.getByRole('combobox', { name: /^Reason For Change/ }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await editTimes.getByLabel(/^Comments/).fill('Started before the timer.');
  // The run's afternoon: 14:30 in New York; the visit began at 14:30.
  await setTime(page, 'Start Time', { hour: 2, minute: 20, meridiem: 'PM' });
  await editTimes.getByRole('button', { name: 'Save' }).click();
  await expect(editTimes).toBeHidden();
}

/**
 * The caregiver, this afternoon, runs a visit offline for a client with or without a Medicaid id, starts it ten
 * minutes earlier with Edit Times and verifies it: the booking, and the payment check that ends the verification.
 */
async function verifyOfflineThisAfternoon(
  page: Page,
  server: CareVisitServer,
  appUrl: CareVisitServer['appUrl'],
  testInfo: TestInfo,
  medicaidId: MedicaidId,
) {
  await moveToAfternoon(page, server);
  const booking = await bookPersonalCare(server, medicaidId);
  await standAtHome(page.context(), booking);
  await signInAndSync(page, appUrl, CAREGIVER);
  await goOffline(page);
  const verification = await runVisit(page, server, testInfo, booking);
  await startTenMinutesEarlier(page, verification);
  return { booking, check: await verifyConfirmed(page, verification, booking) };
}

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotForPeople(page, `visit-payment-${name}-${testInfo.project.name}`, { fullPage: true });

/** The screen as the user sees it, `element` in its middle (a full-page picture puts the fixed bars over it). */
async function shootAround(page: Page, testInfo: TestInfo, name: string, element: Locator) {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await screenshotForPeople(page, `visit-payment-${name}-${testInfo.project.name}`);
}

test('a visit verified offline with an edited time is Ready to send before any network, then Sent and Accepted', async ({
  page,
  context,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  const { booking, check } = await verifyOfflineThisAfternoon(page, server, appUrl, testInfo, 'recorded');
  expect(check).toContain('Ready to send');
  expect(check).toContain('This visit is ready to be sent for payment.');
  expect(check).toContain('Simulated state aggregator');

  // Still offline: My visits lists it with its hours (edited: from 2:20 PM) and its status.
  const visit = (await openMyVisits(page))
    .filter({ hasText: booking.clientName })
    .filter({ hasText: '02:20 PM' });
  await expect(visit.getByTestId('visit-standing')).toHaveAttribute('data-status', 'ready');
  await shoot(page, testInfo, 'ready-offline');

  // Online: the visit reaches the server, the outbox sends it, the simulated aggregator takes it.
  await context.setOffline(false);
  await syncUntil(page, visit, ['sent', 'accepted']);
  await syncUntil(page, visit, ['accepted']);
  await expect(visit).toContainText('Accepted by the state.');
  await shoot(page, testInfo, 'accepted');

  // The server sent it once, as the edit says.
  const [stored] = await server.database.db
    .select()
    .from(visits)
    .where(eq(visits.appointmentId, booking.appointmentId));
  const sends = await server.database.db
    .select()
    .from(evvOutbox)
    .where(and(eq(evvOutbox.kind, 'visit'), eq(evvOutbox.subjectId, stored!.id)));
  expect(sends.map((send) => send.status)).toEqual(['accepted']);
});

test('a visit for a client without a Medicaid id needs attention, offline, with the sentence and the fix', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const { booking, check } = await verifyOfflineThisAfternoon(page, server, appUrl, testInfo, 'missing');
  expect(check).toContain('Needs attention');
  expect(check).toContain("This client's Medicaid ID is missing, so this visit cannot be billed.");
  expect(check).toContain('What to do: Ask your office to add it');

  const visit = (await openMyVisits(page))
    .filter({ hasText: booking.clientName })
    .filter({ hasText: '02:20 PM' });
  await expect(visit.getByTestId('visit-standing')).toHaveAttribute('data-status', 'needs_attention');
  await expect(visit).toContainText("This client's Medicaid ID is missing, so this visit cannot be billed.");
  await expect(visit).toContainText('What to do: Ask your office to add it');
  await expect(page.getByTestId('pay-week-summary')).toContainText(/Need attention: [1-9]/);
  await shoot(page, testInfo, 'needs-attention');
});

test('a visit for a client the state does not know turns Rejected, on its card and in My visits, with the reason', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  await moveToAfternoon(page, server);
  const booking = await bookPersonalCare(server, 'unknown to the state');
  await standAtHome(page.context(), booking);
  await signInAndSync(page, appUrl, CAREGIVER);
  const verification = await runVisit(page, server, testInfo, booking);
  // The device finds nothing missing: whom the state knows, only the state can tell.
  const check = await verifyConfirmed(page, verification, booking);
  expect(check).toContain('Ready to send');

  // Online all along: the visit reaches the server, whose outbox sends the client's record first; the simulated
  // state refuses it (Unknown Client) and the server holds the visit with the state's reason. Her face sheet lists
  // her appointments of the week, the visit's card among them.
  await goTo(page, `/caseload/facesheet?clientId=${booking.clientId}`);
  const card = page
    .getByTestId('facesheet-appointments')
    .getByTestId('appointment-card')
    .filter({ hasText: booking.startTime })
    .filter({ has: page.getByTestId('visit-standing') });
  await syncUntil(page, card, ['rejected']);
  await expect(card.getByTestId('visit-standing')).toHaveText('Rejected');
  await expect(card.getByTestId('visit-standing-details')).toHaveText(UNKNOWN_CLIENT);
  await shootAround(page, testInfo, 'rejected-card', card);

  const visit = (await openMyVisits(page))
    .filter({ hasText: booking.clientName })
    .filter({ hasText: booking.startTime });
  await expect(visit.getByTestId('visit-standing')).toHaveAttribute('data-status', 'rejected');
  await expect(visit.getByTestId('visit-standing-details')).toHaveText(
    `The state rejected this visit:${UNKNOWN_CLIENT}`,
  );
  await shootAround(page, testInfo, 'rejected', visit);

  // The server never sent the visit: it holds it, unsent, while the state refuses its client.
  const { db } = server.database;
  const [stored] = await db.select().from(visits).where(eq(visits.appointmentId, booking.appointmentId));
  const [send] = await db
    .select()
    .from(evvOutbox)
    .where(and(eq(evvOutbox.kind, 'visit'), eq(evvOutbox.subjectId, stored!.id)));
  expect(send).toMatchObject({ status: 'queued', problems: [] });
  expect(send!.exceptions.map((exception) => exception.id)).toEqual(['0', '0']);
  const received = (await (await fetch(`${server.aggregatorUrl}/_sim/received`)).json()) as {
    kind: string;
    key: string | null;
    result: string;
  }[];
  expect(received.filter((entry) => entry.kind === 'visits' && entry.key === String(stored!.id))).toEqual([]);
  // Her record went to the state, which refused it (again, had another test of this worker sent it before).
  const hers = received.filter(
    (entry) => entry.kind === 'clients' && entry.key === MEDICAID_ID_UNKNOWN_TO_STATE,
  );
  expect(hers.length).toBeGreaterThan(0);
  expect(hers.every((entry) => entry.result === 'Rejected')).toBe(true);
});

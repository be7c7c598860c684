import type { Locator, Page, TestInfo } from '@playwright/test';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  activities,
  appointments,
  organizations,
  writeReceipts,
} from '../apps/server/src/db/schema/index.ts';
import { visitDisputes } from '../apps/server/src/db/schema/visit-disputes.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { anotherDevice } from './support/another-device.ts';
import { goOffline } from './support/appointment-dialog.ts';
import { seededTemplate } from './support/bookings.ts';
import {
  cardOf,
  closePaymentCheck,
  copyToNow,
  openActiveSessions,
  serverVisits,
  standAtHome,
  startFromCard,
  stopSession,
  verifyConfirmed,
  type Booking,
} from './support/sessions.ts';
import { CLINICIAN, openSignedIn, signInAndSync } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

test.use({ signedIn: CLINICIAN });

// Issue 36, item 1: a visit stopped on the phone is verified there (YES, YES, the client's signature); the tablet,
// offline meanwhile, verifies the same visit NO, NO with 'Client disputes visit duration' and 'Client refused to
// sign'. Back online the tablet was told 'Everything is synced' and the dispute was lost. Now the server refuses
// the tablet's verification with visit_already_verified, keeps the dispute beside the visit, and the tablet shows
// the refusal beside the visit with its own answers. The phone is the test's device; the tablet another device
// signed in as the same user. The clinician, who may multibook: the booking starts this minute, where the demo
// schedule may have another of hers (the caregiver would be refused the start as an overlap, issue 36 item 3).

const REFUSAL =
  "This visit was already verified on another device or by your agency. That verification stands; this one was not saved, and the client's answers in it were kept with the visit for your agency.";

/** A New Jersey visit (its reason codes are the words) starting now, measured against the client's home. */
async function bookInNewJersey(server: CareVisitServer): Promise<Booking> {
  const inNewJersey = server.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.evvState, 'NJ'));
  const template = await seededTemplate(
    server,
    'clinician',
    inArray(appointments.organizationId, inNewJersey),
    eq(activities.isAggregator, false),
    eq(activities.nonBillableMinutes, false),
    eq(activities.requireEvvAddress, false),
    isNull(appointments.deletedAt),
  );
  return copyToNow(server, template, {
    startVisitAddressId: null,
    endVisitAddressId: null,
    sameAsEndAddress: false,
  });
}

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('dialog').last().getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The Visit Verification dialogs as the client disputes the visit: Kept, NO and NO, refusing to sign. */
async function verifyDisputed(page: Page, verification: Locator, booking: Booking) {
  await verification.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Kept', exact: true }).click();
  for (const about of ['services', 'duration']) {
    await verification
      .getByRole('radiogroup', { name: new RegExp(`verify the ${about}`) })
      .getByRole('radio', { name: 'NO' })
      .check();
  }
  await choose(page, /^Reason for Declining/, 'Client disputes visit duration');
  await verification.getByLabel(/^Comments for Declining/).fill('The client says the visit was shorter.');
  await verification.getByRole('button', { name: 'Next' }).click();
  const signature = page.getByRole('dialog', { name: 'Visit Verification - Signature' });
  await choose(page, /^Reason for Missing Signature/, 'Client refused to sign');
  await signature.getByLabel(/^Comments for Missing Signature/).fill('The client would not sign.');
  await signature.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Submit Verification' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(signature).toBeHidden({ timeout: 20_000 });
  await closePaymentCheck(page, booking);
}

const activeEntry = async (page: Page, testInfo: TestInfo, booking: Booking) =>
  (await openActiveSessions(page, testInfo))
    .getByTestId('active-session')
    .filter({ hasText: booking.clientName });

test("a visit verified on the phone and disputed on the tablet offline: the tablet shows the refusal, the server keeps the phone's verification and the dispute", async ({
  page,
  context,
  browser,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(300_000);
  const booking = await bookInNewJersey(server);
  const visitOnServer = async () => (await serverVisits(server, booking.appointmentId))[0];

  // The phone starts the visit and stops it; its verification dialog waits while the stop reaches the server.
  await standAtHome(context, booking);
  await openSignedIn(page, appUrl);
  await startFromCard(page, await cardOf(page, booking));
  const verification = await stopSession(page, await activeEntry(page, testInfo, booking), booking);
  await expect.poll(async () => (await visitOnServer())?.visitStatus, { timeout: 30_000 }).toBe('end');

  // The tablet signs in and syncs the stopped visit, then goes offline.
  const tablet = await anotherDevice(browser, page, server);
  try {
    await standAtHome(tablet.context, booking);
    await signInAndSync(tablet.page, appUrl, CLINICIAN);
    // Stopped and waiting for its verification: the card says so, not a running visit with a frozen timer.
    const stoppedChip = (await cardOf(tablet.page, booking)).getByTestId('session-chip');
    await expect(stoppedChip).toHaveAttribute('data-stopped', 'true');
    await expect(stoppedChip).toContainText('Stopped');
    await goOffline(tablet.page);

    // The phone verifies: YES, YES, signed; the server has it.
    await verifyConfirmed(page, verification, booking);
    await expect.poll(async () => (await visitOnServer())?.complete, { timeout: 30_000 }).toBe(1);
    const verified = (await visitOnServer())!;
    expect(verified).toMatchObject({ servicesVerified: true, durationVerified: true, hasSignature: true });

    // The tablet, still offline, verifies the same visit as the client disputes it.
    const stopped = await activeEntry(tablet.page, testInfo, booking);
    await expect(stopped.getByText('Stopped, waiting for verification')).toBeVisible();
    await verifyDisputed(tablet.page, await stopSession(tablet.page, stopped, booking), booking);

    // Back online: the refusal, never 'Everything is synced'.
    await tablet.context.setOffline(false);
    const indicator = tablet.page.getByTestId('sync-status');
    await expect(indicator).toHaveAttribute('data-state', 'rejected', { timeout: 60_000 });

    // Beside the visit on the client's face sheet (the dashboard lists only what is still to do): the server's
    // words and the answers the tablet keeps; the visit is not reopened.
    await tablet.page.goto(appUrl('evv', `/caseload/facesheet?clientId=${booking.clientId}`));
    const card = tablet.page
      .getByTestId('appointment-card')
      .filter({ hasText: booking.clientName })
      .filter({ has: tablet.page.getByTestId('visit-refusal') });
    await expect(card).toHaveCount(1, { timeout: 30_000 });
    const refusal = card.getByTestId('visit-refusal');
    await expect(refusal).toContainText(`The server did not accept the verification: ${REFUSAL}`);
    await expect(refusal).toContainText(
      'Answers on this device: services NO, duration NO, no client signature.',
    );
    await expect(card.getByTestId('session-chip')).toHaveCount(0);
    await expect(tablet.page.getByRole('button', { name: /^Active Sessions/ })).toHaveCount(0);
    await screenshotForPeople(card, `second-device-refusal-card-${testInfo.project.name}`);

    // And in Waiting to sync, with the same words.
    await indicator.click();
    const waiting = tablet.page.getByRole('dialog', { name: 'Waiting to sync' });
    const [lastName, firstName] = booking.clientName.split(', ');
    const item = waiting.getByTestId('sync-item').filter({ hasText: `Visit with ${firstName} ${lastName}` });
    await expect(item).toHaveAttribute('data-state', 'error');
    await expect(item.getByTestId('sync-item-reason')).toContainText(REFUSAL);
    // Sending it again could not change a verified visit: no Retry is offered.
    await expect(item.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(item.getByRole('button', { name: 'Discard' })).toBeVisible();
    await screenshotForPeople(tablet.page, `second-device-refusal-list-${testInfo.project.name}`);

    // The server: the phone's verification as it was, and the dispute beside it, from the tablet.
    expect(await visitOnServer()).toEqual(verified);
    const [phoneReceipt] = await server.database.db
      .select()
      .from(writeReceipts)
      .where(and(eq(writeReceipts.tableName, 'visit'), eq(writeReceipts.serverId, verified.id)));
    const disputes = await server.database.db
      .select()
      .from(visitDisputes)
      .where(eq(visitDisputes.visitId, verified.id));
    expect(disputes).toHaveLength(1);
    expect(disputes[0]).toMatchObject({
      recordedByStaffId: booking.staffId,
      servicesVerified: false,
      durationVerified: false,
      hasSignature: false,
      verificationDeclinedComments: 'The client says the visit was shorter.',
      signatureMissingComments: 'The client would not sign.',
    });
    expect(disputes[0]!.deviceId).not.toBe(phoneReceipt!.deviceId);
  } finally {
    await tablet.context.close();
  }
});

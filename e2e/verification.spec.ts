import type { Page, TestInfo } from '@playwright/test';
import { eq, inArray, isNull } from 'drizzle-orm';
import { activities, appointments, organizations, visits } from '../apps/server/src/db/schema/index.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { dayFromToday, setTime } from './support/appointment-dialog.ts';
import { seededTemplate } from './support/bookings.ts';
import { closePaymentCheck, confirmUntilClosed, copyToNow, type Booking } from './support/sessions.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

test.use({ signedIn: CLINICIAN });

// spec 1 §2 dialogs 'Visit Verification', 'Visit Verification - Signature', 'Edit Times' and 'Address
// Discrepancy'; §4 Stopping a session; §5 Edit times and Visit verification. Each test books the clinician a
// visit of its own starting now (Pennsylvania, so 0.25 miles; the clinician may multibook, so the visit may sit
// beside the seeded ones), then starts and stops it through the app as a caregiver would: the card menu on the
// dashboard, the Appointment dialog's start mode, and a location reading each time.

// About 3.5 miles north of wherever the client lives.
const FAR_NORTH_DEGREES = 0.05;

const shoot = (page: Page, testInfo: TestInfo, name: string) => {
  return screenshotForPeople(page, `${name}-${testInfo.project.name}`, { animations: 'disabled' });
};

/**
 * A new appointment of the clinician's for the hour starting now, copied from one of their seeded Pennsylvania
 * appointments with the wanted Edit Times flag (the activity's requireEditTimesReason), without visit addresses.
 */
async function bookVisitNow(server: CareVisitServer, editTimesReason: boolean): Promise<Booking> {
  const inPennsylvania = server.database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.evvState, 'PA'));
  const template = await seededTemplate(
    server,
    'clinician',
    inArray(appointments.organizationId, inPennsylvania),
    eq(activities.requireEditTimesReason, editTimesReason),
    eq(activities.requireEvvAddress, false),
    eq(activities.isAggregator, false),
    isNull(appointments.deletedAt),
  );
  return copyToNow(server, template, {
    startVisitAddressId: null,
    endVisitAddressId: null,
    sameAsEndAddress: false,
  });
}

async function storedVisit(server: CareVisitServer, appointmentId: number) {
  const [row] = await server.database.db.select().from(visits).where(eq(visits.appointmentId, appointmentId));
  return row;
}

async function storedAppointment(server: CareVisitServer, appointmentId: number) {
  const [row] = await server.database.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row;
}

async function openWithGps(page: Page, appUrl: CareVisitServer['appUrl']) {
  await page.context().grantPermissions(['geolocation']);
  await openSignedIn(page, appUrl);
}

/**
 * The booked visit's card on the dashboard: by its booked time until it starts, then by its running stopwatch
 * (starting moves the appointment to the minute it starts, spec 1 §4).
 */
function cardOf(page: Page, visit: Booking, running: boolean) {
  const cards = page.getByTestId('appointment-card').filter({ hasText: visit.clientName });
  return (
    running ? cards.filter({ has: page.getByRole('timer') }) : cards.filter({ hasText: visit.startTime })
  ).first();
}

async function chooseFromCardMenu(page: Page, visit: Booking, item: 'Start Session' | 'Stop Session') {
  await cardOf(page, visit, item === 'Stop Session')
    .getByRole('button', { name: /^Appointment actions for/ })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** spec 1 §4 Starting a session: the card's menu, the Appointment dialog in its start mode, then Save. */
async function startVisit(page: Page, visit: Booking) {
  await chooseFromCardMenu(page, visit, 'Start Session');
  const dialog = page.getByRole('dialog', { name: /^Appointment\b/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('In Session');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await confirmUntilClosed(page, dialog);
  await expect(page.getByRole('button', { name: /^Active Sessions/ })).toBeVisible({ timeout: 20_000 });
}

/** Stops the visit where the device is now; the Visit Verification dialog follows. */
async function stopVisit(page: Page, visit: Booking) {
  await chooseFromCardMenu(page, visit, 'Stop Session');
  const verification = page.getByRole('dialog', { name: 'Visit Verification', exact: true });
  await expect(verification).toBeVisible({ timeout: 20_000 });
  await expect(verification.getByTestId('verification-client')).toHaveText(visit.clientName);
  return verification;
}

async function bookStartAndStop(
  page: Page,
  server: CareVisitServer,
  appUrl: CareVisitServer['appUrl'],
  options: { editTimesReason?: boolean; stopFarAway?: boolean } = {},
) {
  const visit = await bookVisitNow(server, options.editTimesReason ?? true);
  await page.context().setGeolocation(visit.home);
  await openWithGps(page, appUrl);
  await expect(cardOf(page, visit, false)).toBeVisible({ timeout: 20_000 });
  await startVisit(page, visit);
  if (options.stopFarAway) {
    await page.context().setGeolocation({
      latitude: visit.home.latitude + FAR_NORTH_DEGREES,
      longitude: visit.home.longitude,
    });
  }
  const verification = await stopVisit(page, visit);
  return { visit, verification };
}

async function chooseOption(page: Page, field: RegExp, option: string | RegExp) {
  await page.getByRole('dialog').last().getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

const question = (dialog: ReturnType<Page['getByRole']>, about: 'services' | 'duration') =>
  dialog.getByRole('radiogroup', { name: new RegExp(`verify the ${about}`) });

/** Draws a signature across the pad with the mouse, as a finger would. */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-canvas');
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height * 0.6;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 24; step++) {
    await page.mouse.move(box.x + 30 + step * ((box.width - 60) / 24), y - Math.sin(step / 2) * 30, {
      steps: 2,
    });
  }
  await page.mouse.up();
  await expect(page.getByText('Signature captured')).toBeVisible();
}

/** Submit, confirmed; a visit for the payer then shows its payment check (issue 32), which OK closes. */
async function confirmSubmit(page: Page, text: string, forPayer: Pick<Booking, 'evvApplies'>) {
  const confirmation = page.getByRole('dialog', { name: 'Submit Verification' });
  await expect(confirmation).toContainText(text);
  await confirmation.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: /Visit Verification/ })).toBeHidden({ timeout: 20_000 });
  await closePaymentCheck(page, forPayer);
}

const CONFIRM = 'Are you sure you want to submit this visit verification?';

test('a full visit: YES to both questions, a drawn signature, Submit, and the server has it', async ({
  page,
  server,
  appUrl,
}, testInfo) => {
  const { visit, verification } = await bookStartAndStop(page, server, appUrl);
  // Started and stopped at the client's home: no address discrepancy.
  await expect(verification.getByRole('region', { name: 'Address Discrepancy' })).toHaveCount(0);

  await verification.getByRole('button', { name: 'Next' }).click();
  await expect(
    verification.getByText('Status is a required field. Please select a value and resubmit.'),
  ).toBeVisible();
  await expect(
    verification.getByText(
      'Verification of service is a required field. Please make a selection and resubmit',
    ),
  ).toBeVisible();
  await expect(
    verification.getByText(
      'Verification of duration is a required field. Please make a selection and resubmit',
    ),
  ).toBeVisible();

  await chooseOption(page, /^Status/, 'Kept');
  // spec 1 §4: Kept reveals the Activity Qualifiers checklist.
  const qualifiers = verification.getByTestId('activity-qualifiers');
  await expect(qualifiers).toBeVisible();
  await qualifiers.getByRole('checkbox').first().check();
  // Submit with the questions unanswered: the dialog scrolls to them, not to the alert at its top that names the
  // signature page's fields (issue 36: it pointed there while the errors to fix were below the fold).
  await verification.getByRole('button', { name: 'Submit' }).click();
  await expect(
    verification.getByRole('alert').filter({ hasText: 'Still needed on the signature page' }),
  ).toBeVisible();
  await expect(
    verification.getByText(
      'Verification of service is a required field. Please make a selection and resubmit',
    ),
  ).toBeInViewport();
  await question(verification, 'services').getByRole('radio', { name: 'YES' }).check();
  await question(verification, 'duration').getByRole('radio', { name: 'YES' }).check();
  await expect(verification.getByText(/is a required field/)).toHaveCount(0);
  await shoot(page, testInfo, 'verification-dialog-answers');
  await verification.locator('.MuiDialogContent-root').evaluate((content) => content.scrollTo(0, 0));
  await shoot(page, testInfo, 'verification-dialog');

  // Submit straight away: a YES needs the client's signature (spec 1 §5).
  await verification.getByRole('button', { name: 'Submit' }).click();
  await expect(
    verification.getByText(
      'Please capture a signature or select "No" to the verification of services/duration and resubmit.',
    ),
  ).toBeVisible();

  await verification.getByRole('button', { name: 'Next' }).click();
  const signature = page.getByRole('dialog', { name: 'Visit Verification - Signature' });
  await expect(signature).toBeVisible();
  await sign(page);
  await shoot(page, testInfo, 'verification-signature');

  // Previous goes back keeping everything; Next returns to the signature as drawn.
  await signature.getByRole('button', { name: 'Previous' }).click();
  await expect(question(verification, 'services').getByRole('radio', { name: 'YES' })).toBeChecked();
  await expect(qualifiers.getByRole('checkbox').first()).toBeChecked();
  await verification.getByRole('button', { name: 'Next' }).click();
  await expect(signature.getByText('Signature captured')).toBeVisible();

  await signature.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmit(page, CONFIRM, visit);

  await expect
    .poll(async () => (await storedVisit(server, visit.appointmentId))?.complete, { timeout: 30_000 })
    .toBe(1);
  const stored = (await storedVisit(server, visit.appointmentId))!;
  expect(stored).toMatchObject({
    appointmentStatus: 'Kept',
    servicesVerified: true,
    durationVerified: true,
    hasSignature: true,
    addressDistanceReason: null,
    signatureMissingReason: null,
  });
  expect(stored.signature).toMatch(/^iVBOR/);
});

test('NO answers need a declined reason and comments, and an empty pad a missing-signature reason', async ({
  page,
  server,
  appUrl,
}, testInfo) => {
  const { visit, verification } = await bookStartAndStop(page, server, appUrl);
  await chooseOption(page, /^Status/, 'Kept');
  await question(verification, 'services').getByRole('radio', { name: 'NO' }).check();
  await question(verification, 'duration').getByRole('radio', { name: 'NO' }).check();
  await verification.getByRole('button', { name: 'Next' }).click();
  await expect(
    verification.getByText(
      'Reason for declining verification is a required field. Please select a value and resubmit.',
    ),
  ).toBeVisible();
  await expect(
    verification.getByText(
      'Comments for declining verification is a required field. Please enter a value and resubmit.',
    ),
  ).toBeVisible();
  await chooseOption(page, /^Reason for Declining/, /.+/);
  await verification.getByLabel(/^Comments for Declining/).fill('Client would not confirm the visit today.');

  await verification.getByRole('button', { name: 'Next' }).click();
  const signature = page.getByRole('dialog', { name: 'Visit Verification - Signature' });
  await signature.getByRole('button', { name: 'Submit' }).click();
  await expect(
    signature.getByText(
      'Reason for missing signature is a required field. Please select a value and resubmit.',
    ),
  ).toBeVisible();
  await expect(
    signature.getByText(
      'Comments for missing signature is a required field. Please enter a value and resubmit.',
    ),
  ).toBeVisible();
  await shoot(page, testInfo, 'verification-signature-missing');
  await chooseOption(page, /^Reason for Missing Signature/, /.+/);
  await signature
    .getByLabel(/^Comments for Missing Signature/)
    .fill('Client declined to sign on the device.');
  await signature.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmit(page, CONFIRM, visit);

  await expect
    .poll(async () => (await storedVisit(server, visit.appointmentId))?.complete, { timeout: 30_000 })
    .toBe(1);
  const stored = (await storedVisit(server, visit.appointmentId))!;
  expect(stored).toMatchObject({
    servicesVerified: false,
    durationVerified: false,
    hasSignature: false,
    verificationDeclinedComments: 'Client would not confirm the visit today.',
    signatureMissingComments: 'Client declined to sign on the device.',
  });
  expect(stored.verificationDeclinedReason).not.toBeNull();
  expect(stored.signatureMissingReason).not.toBeNull();
});

test('a session stopped far from the client needs an address discrepancy reason and comments', async ({
  page,
  server,
  appUrl,
}, testInfo) => {
  const { visit, verification } = await bookStartAndStop(page, server, appUrl, { stopFarAway: true });
  const discrepancy = verification.getByRole('region', { name: 'Address Discrepancy' });
  await expect(discrepancy).toContainText('within 0.25 miles of the visit address');
  await expect(discrepancy).toContainText(/Stop location\s*3\.\d\d miles away/);

  await chooseOption(page, /^Status/, 'Kept');
  await question(verification, 'services').getByRole('radio', { name: 'YES' }).check();
  await question(verification, 'duration').getByRole('radio', { name: 'YES' }).check();
  await verification.getByRole('button', { name: 'Next' }).click();
  await expect(
    discrepancy.getByText(
      'Reason for address discrepancy is a required field. Please select a value and resubmit.',
    ),
  ).toBeVisible();
  await expect(
    discrepancy.getByText(
      'Comments for address discrepancy is a required field. Please enter a value and resubmit.',
    ),
  ).toBeVisible();
  await shoot(page, testInfo, 'verification-address-discrepancy');
  await chooseOption(page, /^Reason for Address Discrepancy/, /.+/);
  await discrepancy.getByLabel(/^Comments for Address Discrepancy/).fill('Took the client to the pharmacy.');

  await verification.getByRole('button', { name: 'Next' }).click();
  await sign(page);
  await page
    .getByRole('dialog', { name: 'Visit Verification - Signature' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await confirmSubmit(page, CONFIRM, visit);

  await expect
    .poll(async () => (await storedVisit(server, visit.appointmentId))?.complete, { timeout: 30_000 })
    .toBe(1);
  const stored = (await storedVisit(server, visit.appointmentId))!;
  expect(stored.addressDistanceReason).not.toBeNull();
  expect(stored.addressDistanceComments).toBe('Took the client to the pharmacy.');
});

test('Edit Times gives the messages of spec 1 §5, and Cancel keeps the session active', async ({
  page,
  server,
  appUrl,
}) => {
  const { visit, verification } = await bookStartAndStop(page, server, appUrl, { editTimesReason: true });
  const stoppedAt = (await verification.getByTestId('verification-stopped').textContent()) ?? '';
  await verification.getByRole('button', { name: 'Edit Times' }).click();
  const editTimes = page.getByRole('dialog', { name: 'Edit Times' });
  await expect(editTimes).toBeVisible();
  const save = editTimes.getByRole('button', { name: 'Save' });

  // The activity asks for a reason (requireEditTimesReason).
  await save.click();
  await expect(
    editTimes.getByText('Reason For Change is a required field. Please complete and save.'),
  ).toBeVisible();
  await expect(editTimes.getByText('Comments is a required field. Please complete and save.')).toBeVisible();
  await chooseOption(page, /^Reason For Change/, /.+/);
  await editTimes.getByLabel(/^Comments/).fill('Started before the timer.');

  const today = dayFromToday(0);
  await editTimes.getByLabel('End Date').fill(dayFromToday(1));
  await save.click();
  await expect(editTimes.getByText('End Date cannot be a future date.')).toBeVisible();

  await editTimes.getByLabel('End Date').fill(today);
  await setTime(page, 'End Time', { hour: 11, minute: 59, meridiem: 'PM' });
  await expect(editTimes.getByText('End Time cannot be a future time.')).toBeVisible();

  await setTime(page, 'End Time', { hour: 12, minute: 0, meridiem: 'AM' });
  await expect(editTimes.getByText('Start Time cannot be after End Time.')).toBeVisible();

  // From midnight yesterday to midnight today: 24 hours, one day back being the earliest date allowed.
  await editTimes.getByLabel('Start Date').fill(dayFromToday(-1));
  await setTime(page, 'Start Time', { hour: 12, minute: 0, meridiem: 'AM' });
  await expect(editTimes.getByText('The appointment must be under 24 hours.')).toBeVisible();

  // Cancel leaves the times as they were.
  await editTimes.getByRole('button', { name: 'Cancel' }).click();
  await expect(editTimes).toBeHidden();
  await expect(verification.getByTestId('verification-stopped')).toHaveText(stoppedAt);

  // spec 1 §4: Cancel asks, and the session stays active.
  await verification.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Verification' });
  await expect(cancel).toContainText('Discard the changes to this verification? The session stays active.');
  await cancel.getByRole('button', { name: 'Yes' }).click();
  await expect(verification).toBeHidden();
  await chooseFromCardMenu(page, visit, 'Stop Session');
  await expect(page.getByRole('dialog', { name: 'Visit Verification', exact: true })).toBeVisible({
    timeout: 20_000,
  });
});

test('a status that skips verification says the visit will not be sent', async ({ page, server, appUrl }) => {
  const { visit, verification } = await bookStartAndStop(page, server, appUrl);
  await chooseOption(page, /^Status/, 'DNS');
  await expect(
    verification.getByText('With the status DNS the visit skips verification and is not sent.'),
  ).toBeVisible();
  await expect(verification.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await verification.getByRole('button', { name: 'Submit' }).click();
  await confirmSubmit(
    page,
    'With the status DNS this visit will not be sent. Are you sure you want to submit?',
    { evvApplies: false },
  );
  // The visit itself is not sent; the appointment's outcome is.
  await expect
    .poll(async () => (await storedAppointment(server, visit.appointmentId))?.status, { timeout: 30_000 })
    .toBe('DNS');
});

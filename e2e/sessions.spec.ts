import { eq } from 'drizzle-orm';
import { appointments } from '../apps/server/src/db/schema/index.ts';
import { test, expect } from './support/server.ts';
import {
  STOPWATCH,
  bookNow,
  cardOf,
  openActiveSessions,
  openStart,
  runningCard,
  serverVisits,
  shoot,
  standAtHome,
  startFromCard,
  stopAndVerify,
} from './support/sessions.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { goOffline } from './support/appointment-dialog.ts';

test.use({ signedIn: CLINICIAN });

// spec 1 §2 Active Sessions and the header, §4 Starting and Stopping a session, §8 GPS Error, §9 Geolocation and
// Stopwatch; issue 6: every visit reaches the server once, online or offline, with the Cures Act elements.
// Each test books the clinician (who may multibook) an appointment starting now, and takes it away again after,
// so the tests of a worker, and the other specs it runs, never meet each other's sessions.

test('starts a visit from the card, shows it running, stops and verifies it; the server gets it once', async ({
  page,
  context,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const booking = await bookNow(server);
  await standAtHome(context, booking);
  await openSignedIn(page, appUrl);
  const card = await cardOf(page, booking);
  await startFromCard(page, card);

  // spec 1 §4: the stopwatch on the card and in the header; the Active Sessions button while it runs.
  const running = runningCard(page, booking);
  await expect(running.getByTestId('session-stopwatch')).toHaveText(STOPWATCH);
  await expect(running.getByText('In Session', { exact: true })).toBeVisible();
  const headerButton = page.getByRole('button', { name: /^Active Sessions/ });
  await expect(headerButton).toBeVisible();
  await expect(headerButton.getByTestId('session-stopwatch')).toHaveText(STOPWATCH);
  await expect
    .poll(async () => (await serverVisits(server, booking.appointmentId)).map((v) => v.complete), {
      timeout: 30_000,
    })
    .toEqual([0]);
  await shoot(page, testInfo, 'running');

  const list = await openActiveSessions(page, testInfo);
  const entry = list.getByTestId('active-session').filter({ hasText: booking.clientName });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('session-stopwatch')).toHaveText(STOPWATCH);
  await expect(entry.getByText(/^Started \d{2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(entry.getByTestId('active-session-sync')).toHaveText('Sent', { timeout: 30_000 });
  await shoot(page, testInfo, 'active-sessions');

  await stopAndVerify(page, entry, booking);
  await expect(headerButton).toHaveCount(0, { timeout: 15_000 });

  // Exactly one visit, verified, with the six Cures Act elements: service, client, date, location, caregiver,
  // start and end.
  await expect
    .poll(async () => (await serverVisits(server, booking.appointmentId)).map((v) => v.complete), {
      timeout: 30_000,
    })
    .toEqual([1]);
  const [visit] = await serverVisits(server, booking.appointmentId);
  expect(visit).toMatchObject({
    activityId: booking.activityId,
    clientId: booking.clientId,
    staffId: booking.staffId,
    appointmentStatus: 'Kept',
    visitStatus: 'verify',
    hasSignature: true,
    servicesVerified: true,
    durationVerified: true,
  });
  expect(visit!.startDateTime).toBeInstanceOf(Date);
  expect(visit!.endDateTime!.getTime()).toBeGreaterThanOrEqual(visit!.startDateTime!.getTime());
  for (const coordinate of [visit!.startLatitude, visit!.endLatitude]) {
    expect(coordinate).toBeCloseTo(booking.home.latitude, 3);
  }
  for (const coordinate of [visit!.startLongitude, visit!.endLongitude]) {
    expect(coordinate).toBeCloseTo(booking.home.longitude, 3);
  }
  const [appointment] = await server.database.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, booking.appointmentId));
  expect(appointment).toMatchObject({ status: 'Kept' });
});

test('a visit started, stopped and verified offline reaches the server once when back online', async ({
  page,
  context,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const booking = await bookNow(server);
  await standAtHome(context, booking);
  await openSignedIn(page, appUrl);
  const card = await cardOf(page, booking);

  // Offline, the Active Sessions page loads from the service worker's cache: goOffline waits for it to control.
  await goOffline(page);
  await startFromCard(page, card);
  await expect(runningCard(page, booking).getByTestId('session-stopwatch')).toHaveText(STOPWATCH);

  const list = await openActiveSessions(page, testInfo);
  const entry = list.getByTestId('active-session').filter({ hasText: booking.clientName });
  await expect(entry.getByTestId('active-session-sync')).toHaveText('Waiting to send');
  await shoot(page, testInfo, 'offline');
  await stopAndVerify(page, entry, booking);
  await expect(page.getByRole('button', { name: /^Active Sessions/ })).toHaveCount(0);
  expect(await serverVisits(server, booking.appointmentId)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverVisits(server, booking.appointmentId)).map((v) => v.complete), {
      timeout: 30_000,
    })
    .toEqual([1]);
  // Later syncs change nothing: still the one visit.
  await page.getByTestId('sync-status').click();
  await page
    .getByRole('dialog', { name: 'Waiting to sync' })
    .getByRole('button', { name: 'Sync now' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Waiting to sync' }).getByText('Everything is synced'),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(await serverVisits(server, booking.appointmentId)).toHaveLength(1);
});

test('without location the GPS Error says so, and nothing starts or stops', async ({
  page,
  context,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const booking = await bookNow(server);
  // No geolocation permission: the browser denies the reading.
  await openSignedIn(page, appUrl);
  const card = await cardOf(page, booking);
  const dialog = await openStart(page, card);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const gpsError = page.getByRole('dialog', { name: 'GPS Error' });
  await expect(gpsError).toContainText(
    'Cannot start for a Client with location services turned off. Please turn on location services for your browser and try again.',
  );
  await shoot(page, testInfo, 'gps-error');
  await gpsError.getByRole('button', { name: 'OK' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('session-stopwatch')).toHaveCount(0);
  await expect(card.getByText('In Session', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Active Sessions/ })).toHaveCount(0);

  // Started with location, then stopped after it was turned off: the session stays open.
  await standAtHome(context, booking);
  await startFromCard(page, card);
  const running = runningCard(page, booking);
  await expect(running.getByTestId('session-stopwatch')).toHaveText(STOPWATCH);
  await context.clearPermissions();
  const list = await openActiveSessions(page, testInfo);
  const entry = list.getByTestId('active-session').filter({ hasText: booking.clientName });
  await entry.getByRole('button', { name: `Stop Session for ${booking.clientName}` }).click();
  await expect(gpsError).toContainText(
    'Cannot stop for a Client with location services turned off. Please turn on location services for your browser and try again.',
  );
  await gpsError.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'Visit Verification', exact: true })).toHaveCount(0);
  const headerButton = page.getByRole('button', { name: /^Active Sessions/ });
  await expect(headerButton.getByTestId('session-stopwatch')).toHaveText(STOPWATCH);
});

test('a verification the server refuses comes back to Active Sessions with its reason, to be done again', async ({
  page,
  context,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const booking = await bookNow(server);
  await standAtHome(context, booking);
  await openSignedIn(page, appUrl);
  await startFromCard(page, await cardOf(page, booking));
  await expect
    .poll(async () => (await serverVisits(server, booking.appointmentId)).map((v) => v.complete), {
      timeout: 30_000,
    })
    .toEqual([0]);

  // The server answers the verification with an error for the resource (spec 1 §7, §8).
  const REASON = 'The visit cannot be verified: the signature could not be read.';
  await page.route('**/evv/write/visit', async (route) => {
    const { resources } = route.request().postDataJSON() as {
      resources: { evvVisitId: number; complete: number }[];
    };
    if (!resources.some((resource) => resource.complete === 1)) return route.continue();
    await route.fulfill({
      json: {
        resources: resources.map(({ evvVisitId }) => ({
          tempId: evvVisitId,
          evvVisitId,
          errors: [{ code: 'visit_rejected', message: REASON }],
        })),
      },
    });
  });
  let list = await openActiveSessions(page, testInfo);
  const entry = () => list.getByTestId('active-session').filter({ hasText: booking.clientName });
  await stopAndVerify(page, entry(), booking);

  // spec 1 §8: a failed verify goes back to the caregiver; the session is open again, with the reason.
  await expect(page.getByRole('button', { name: /^Active Sessions/ })).toBeVisible({ timeout: 30_000 });
  list = await openActiveSessions(page, testInfo);
  await expect(entry().getByTestId('active-session-sync')).toHaveText('Rejected');
  await expect(entry()).toContainText(REASON);
  await shoot(page, testInfo, 'rejected');
  await page.unroute('**/evv/write/visit');

  await stopAndVerify(page, entry(), booking);
  await expect
    .poll(async () => (await serverVisits(server, booking.appointmentId)).map((v) => v.complete), {
      timeout: 30_000,
    })
    .toEqual([1]);
  await expect(page.getByRole('button', { name: /^Active Sessions/ })).toHaveCount(0);
});

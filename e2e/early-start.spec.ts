import { eq } from 'drizzle-orm';
import { appointments, visits } from '../apps/server/src/db/schema/index.ts';
import { test, expect } from './support/server.ts';
import { at, dayFromToday, newYorkInstant } from './support/appointment-dialog.ts';
import { copyToNow, openStart, shoot, standAtHome, startFromCard, STOPWATCH } from './support/sessions.ts';
import { CAREGIVER, signInAndSync } from './support/sign-in.ts';
import { templateOf } from './support/templates.ts';

// Issue 20, item 4: the caregiver (who may not multibook) verified a visit booked until 8:00 PM that ended at
// 7:36 PM; starting her 8:30 PM visit at 7:37 PM was refused as an overlap. The test runs tomorrow evening on
// the server's and the page's clocks, when the demo schedule leaves her free, and books both visits itself.

test('the next visit starts right after an early end, inside the booked slot of the finished one', async ({
  page,
  context,
  appUrl,
  server,
  serverClock,
}, testInfo) => {
  test.setTimeout(150_000);
  const day = dayFromToday(1);
  const time = (hour: number, minute: number) => newYorkInstant(day, at(hour, minute, 'PM'));
  const appointmentDate = day;
  const { appointment: template } = await templateOf(server, 'caregiver', { isAggregator: false });
  const finished = await copyToNow(server, template, {
    startAt: time(7, 0),
    endAt: time(8, 0),
    appointmentDate,
    status: 'Kept',
    actualStartAt: time(7, 2),
    actualEndAt: time(7, 36),
  });
  await server.database.db.insert(visits).values({
    accountId: template.accountId,
    appointmentId: finished.appointmentId,
    staffId: template.staffId,
    clientId: template.clientId,
    organizationId: template.organizationId,
    activityId: template.activityId,
    appointmentStatus: 'Kept',
    visitStatus: 'verify',
    complete: 1,
    startDateTime: time(7, 2),
    endDateTime: time(7, 36),
    beginActualDateTime: time(7, 2),
    endActualDateTime: time(7, 36),
    startLatitude: finished.home.latitude,
    startLongitude: finished.home.longitude,
    endLatitude: finished.home.latitude,
    endLongitude: finished.home.longitude,
    servicesVerified: false,
    durationVerified: false,
  });
  const next = await copyToNow(server, template, {
    startAt: time(8, 30),
    endAt: time(9, 30),
    appointmentDate,
  });

  serverClock.setTime(time(7, 37));
  await page.clock.install({ time: time(7, 37) });
  await standAtHome(context, next);
  await signInAndSync(page, appUrl, CAREGIVER);
  const card = page
    .getByTestId('appointment-card')
    .filter({ hasText: next.clientName })
    .filter({ hasText: '08:30 PM' })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await startFromCard(page, card);
  await expect(page.getByRole('dialog', { name: 'Schedule Overlap' })).toHaveCount(0);
  const running = page
    .getByTestId('appointment-card')
    .filter({ hasText: next.clientName })
    .filter({ has: page.getByTestId('session-stopwatch') });
  await expect(running.getByTestId('session-stopwatch')).toHaveText(STOPWATCH);
  await shoot(page, testInfo, 'early-start');

  // The server took the start: In Session from the minute it started (within the finished visit's booked
  // slot, which ends at 8:00 PM), one hour as booked.
  const stored = async () =>
    (await server.database.db.select().from(appointments).where(eq(appointments.id, next.appointmentId)))[0]!;
  await expect.poll(async () => (await stored()).status, { timeout: 30_000 }).toBe('In Session');
  const row = await stored();
  expect(row.startAt.getTime()).toBeGreaterThanOrEqual(time(7, 37).getTime());
  expect(row.startAt.getTime()).toBeLessThan(time(8, 0).getTime());
  expect(row.endAt.getTime() - row.startAt.getTime()).toBe(3_600_000);
});

// Issue 36, item 3: starting while another visit is still in session answered only the spec's "not authorized to
// multibook", naming neither the open visit nor what to do. The refusal now names it and says to stop it first.
test('a start over a visit still in session names that visit and says to stop it first', async ({
  page,
  context,
  appUrl,
  server,
  serverClock,
}) => {
  test.setTimeout(150_000);
  const day = dayFromToday(1);
  const time = (hour: number, minute: number) => newYorkInstant(day, at(hour, minute, 'PM'));
  const { appointment: template } = await templateOf(server, 'caregiver', { isAggregator: false });
  const open = await copyToNow(server, template, {
    startAt: time(7, 0),
    endAt: time(8, 0),
    appointmentDate: day,
    status: 'In Session',
    actualStartAt: time(7, 2),
  });
  await server.database.db.insert(visits).values({
    accountId: template.accountId,
    appointmentId: open.appointmentId,
    staffId: template.staffId,
    clientId: template.clientId,
    organizationId: template.organizationId,
    activityId: template.activityId,
    appointmentStatus: 'In Session',
    visitStatus: 'start',
    complete: 0,
    startDateTime: time(7, 2),
    beginActualDateTime: time(7, 2),
    startLatitude: open.home.latitude,
    startLongitude: open.home.longitude,
  });
  const next = await copyToNow(server, template, {
    startAt: time(7, 30),
    endAt: time(8, 30),
    appointmentDate: day,
  });

  serverClock.setTime(time(7, 37));
  await page.clock.install({ time: time(7, 37) });
  await standAtHome(context, next);
  await signInAndSync(page, appUrl, CAREGIVER);
  const card = page
    .getByTestId('appointment-card')
    .filter({ hasText: next.clientName })
    .filter({ hasText: '07:30 PM' })
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const dialog = await openStart(page, card);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const overlap = page.getByRole('dialog', { name: 'Schedule Overlap' });
  await expect(overlap).toContainText(
    `The staff member is not authorized to multibook appointments. The visit with ${open.clientName} that started at 07:02 PM is still in session: stop it first, then try again.`,
  );
  const [stored] = await server.database.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, next.appointmentId));
  expect(stored!.status).not.toBe('In Session');
});

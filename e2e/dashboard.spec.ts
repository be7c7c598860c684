import type { Page } from '@playwright/test';
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AppointmentStatus } from '@carevisit/core';
import { appointments } from '../apps/server/src/db/schema/index.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { dayFromToday, staffIdOf } from './support/appointment-dialog.ts';
import { CAREGIVER, CLINICIAN, openSignedIn, signIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';
import { copyAppointment, seededTemplate } from './support/bookings.ts';
import { smallTouchTargets } from './support/touch-targets.ts';

// spec 1 §2 /dashboard, §9 Dashboard appointments and Recent clients; spec 2 §2 Task lists, §4 Task sort. The
// caregiver's demo day holds a session in progress, and their past week an appointment left without a status:
// both kinds of appointment task.

const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);
/** spec 2 §9 day group headers, 'LLLL dd, yyyy'. */
const dayHeading = (day: string) => {
  const date = atNoon(day);
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${month} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`;
};
/** The mini calendar names each day button by its full date. */
const calendarLabel = (day: string) =>
  atNoon(day).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Signs the caregiver in; a first sign-in asks for a PIN and then for an electronic signature (spec 1 §4). */
async function openDashboard(page: Page) {
  await page.getByRole('navigation').getByText('Dashboard', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

const DAY_MS = 86_400_000;

/**
 * A moment at least 40 days on, past the demo schedule (up to 30 days ahead), around which the staff member
 * has no appointment within the dashboard's reach (7 days back, 30 ahead): other tests of the worker may have
 * booked far ahead too.
 */
async function quietMoment(server: CareVisitServer, staffId: number): Promise<number> {
  let moment = server.clock.now().getTime() + 40 * DAY_MS;
  for (;;) {
    const [latest] = await server.database.db
      .select({ endAt: appointments.endAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.staffId, staffId),
          isNull(appointments.deletedAt),
          // Strictly after: the next moment is 8 days past the latest end, which must not find that one again.
          gt(appointments.endAt, new Date(moment - 8 * DAY_MS)),
          lte(appointments.startAt, new Date(moment + 31 * DAY_MS)),
        ),
      )
      .orderBy(desc(appointments.endAt))
      .limit(1);
    if (!latest) return moment;
    moment = latest.endAt.getTime() + 8 * DAY_MS;
  }
}

async function screenshot(page: Page, name: string, project: string) {
  await screenshotForPeople(page, `${name}-${project}`, { fullPage: true });
}

test.describe(() => {
  test.use({ signedIn: CAREGIVER });

  test('lists at most 5 upcoming appointments and the incomplete tasks, with a saved sort', async ({
    page,
    appUrl,
  }, testInfo) => {
    await openSignedIn(page, appUrl);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const cards = page.getByTestId('appointment-card');
    // The first sync brings the demo schedule: appointments every day.
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });

    if (testInfo.project.name === 'handheld') {
      const upcoming = page.getByTestId('upcoming-appointments').getByTestId('appointment-card');
      await expect(upcoming).toHaveCount(5);
    } else {
      // The 7-day list starts today, under 'LLLL dd, yyyy' headers.
      const week = page.getByTestId('appointment-week');
      await expect(week.getByRole('heading', { level: 3 })).toHaveCount(7);
      await expect(week.getByRole('heading', { level: 3 }).first()).toHaveText(dayHeading(dayFromToday(0)));
    }

    const tasks = page.getByRole('region', { name: 'Incomplete Tasks' });
    await expect(tasks.getByTestId('task-card').first()).toBeVisible();
    await expect(tasks.getByText('Open Session').first()).toBeVisible();
    await expect(tasks.getByText('Appointment: No Status').first()).toBeVisible();
    // Recent Clients is empty until a face sheet is opened.
    await expect(page.getByText('Clients you open appear here')).toBeVisible();
    await screenshot(page, 'dashboard', testInfo.project.name);
    await expectNoSeriousViolations(page, 'dashboard');

    // spec 2 §4: the sort choice is saved outside the face sheet.
    await tasks.getByRole('button', { name: 'Sort by Newest' }).click();
    await page.getByRole('menu', { name: 'Sort tasks' }).getByRole('menuitem', { name: 'Type' }).click();
    await expect(tasks.getByTestId('task-card').first()).toContainText('Appointment: No Status');
    await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Caseload', level: 1 })).toBeVisible();
    await openDashboard(page);
    await expect(tasks.getByRole('button', { name: 'Sort by Type' })).toBeVisible();

    // A None task opens its appointment.
    await tasks.getByTestId('task-card').first().getByRole('button').click();
    await expect(page).toHaveURL(/[?&]appointment=-?\d+/);
  });
});

test('says so when there are no appointments and no tasks', async ({ page, appUrl, server, serverClock }) => {
  // Later on, the demo schedule is behind the user: nothing upcoming, and nothing left to do in the last 7 days.
  const later = await quietMoment(server, await staffIdOf(server, 'clinician'));
  serverClock.setTime(later);
  await page.clock.setSystemTime(later);
  await signIn(page, appUrl);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const tasks = page.getByRole('region', { name: 'Incomplete Tasks' });
  await expect(tasks.getByText('There are no incomplete tasks')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('There are no scheduled appointments').first()).toBeVisible();
  await expect(page.getByTestId('appointment-card')).toHaveCount(0);
});

test.describe(() => {
  test.use({ signedIn: CLINICIAN });

  test('the month calendar chooses the first day of the 7-day list', async ({ page, appUrl }, testInfo) => {
    test.skip(testInfo.project.name !== 'tablet', 'the month calendar is the tablet dashboard');
    await openSignedIn(page, appUrl);
    const week = page.getByTestId('appointment-week');
    const headers = week.getByRole('heading', { level: 3 });
    await expect(headers.first()).toHaveText(dayHeading(dayFromToday(0)));
    await expect(week.getByTestId('appointment-card').first()).toBeVisible({ timeout: 30_000 });

    const chosen = dayFromToday(3);
    await page.getByRole('button', { name: calendarLabel(chosen), exact: true }).click();
    await expect(headers.first()).toHaveText(dayHeading(chosen));
    await expect(headers).toHaveCount(7);
    await expect(headers.last()).toHaveText(dayHeading(dayFromToday(9)));
    await expect(week.getByTestId('appointment-card').first()).toBeVisible();
  });
});

test('lists what is still to do: tomorrow’s visit, not the finished, cancelled or long-ended ones (issue 36)', async ({
  page,
  appUrl,
  server,
  serverClock,
}, testInfo) => {
  test.setTimeout(120_000);
  // A quiet moment, so only this test's bookings are within the dashboard's reach.
  const now = await quietMoment(server, await staffIdOf(server, 'clinician'));
  const template = await seededTemplate(server, 'clinician', isNull(appointments.deletedAt));
  const HOUR_MS = 3_600_000;
  const done: AppointmentStatus[] = ['Kept', 'CBC', 'CBT', 'DNS', 'Error'];
  for (const [index, status] of done.entries())
    await copyAppointment(server, template, new Date(now + (index + 1) * HOUR_MS), 60, { status });
  // Ended an hour and a half ago, with no status: a task now, no longer on the dashboard (spec 1 §9).
  await copyAppointment(server, template, new Date(now - 2.5 * HOUR_MS), 60);
  const tomorrow = await copyAppointment(server, template, new Date(now + 24 * HOUR_MS), 60);
  serverClock.setTime(now);
  await page.clock.setSystemTime(now);
  await signIn(page, appUrl);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const list = page.getByTestId(
    testInfo.project.name === 'tablet' ? 'appointment-week' : 'upcoming-appointments',
  );
  const cards = list.getByTestId('appointment-card');
  await expect(cards).toHaveCount(1, { timeout: 30_000 });
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(tomorrow.startAt);
  await expect(list.getByRole('heading', { name: dayHeading(day) })).toBeVisible();
  expect(await smallTouchTargets(page)).toEqual([]);
  await screenshot(page, 'dashboard-still-to-do', testInfo.project.name);
});

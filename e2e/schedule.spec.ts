import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect } from './support/server.ts';
import { dayFromToday, wallOf } from './support/appointment-dialog.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { CAREGIVER, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// spec 1 §2 /schedule and Schedule header, §5 Schedule window, §9 Calendar. The caregiver has appointments
// every day of the window (7 days back to 30 ahead), one of them in session now, and shifts that leave the
// early morning and the evening off.

/** 'Friday, November 20, 2026', the title bar's words and each day button's name. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));

/** 'Fri 20', what a week view's day header shows. */
const dayHeader = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' })} ${date.getUTCDate()}`;
};

const miniCalendar = (page: Page) => page.getByTestId('mini-calendar');
const dayButton = (page: Page, day: string) =>
  miniCalendar(page).getByRole('button', { name: longDate(day), exact: true });

/** Chooses a day, turning the mini calendar on first when the day is not shown (a Saturday's tomorrow). */
async function chooseDay(page: Page, day: string) {
  const button = dayButton(page, day);
  await expect(dayButton(page, dayFromToday(0))).toBeVisible();
  if (!(await button.isVisible())) {
    await miniCalendar(page)
      .getByRole('button', { name: /^Next (week|month)$/ })
      .click();
  }
  await button.click();
}

async function expectDay(page: Page, day: string) {
  await expect(page).toHaveURL(new RegExp(`[?&]day=${day}(&|$)`));
  await expect(miniCalendar(page).getByRole('heading', { level: 2 })).toHaveText(longDate(day));
}

/** A finger drawn across the element through Chromium's touch input (real touch, so real pointer events). */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step++) {
    const x = from + ((to - from) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** No serious or critical axe finding in the page's own content (the shell has its own test). */
const expectAccessible = (page: Page, screen: string) => expectNoSeriousViolations(page, screen, 'main');

const shoot = (page: Page, testInfo: TestInfo, name: string) => {
  return screenshotForPeople(page, `schedule-${name}-${testInfo.project.name}`);
};

test.use({ signedIn: CAREGIVER });

test.beforeEach(async ({ page, appUrl }) => {
  await openSignedIn(page, appUrl);
  await page.getByRole('navigation').getByText('Schedule', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
});

test('shows today’s appointments on the time grid, with the now-line and the off-shift hours', async ({
  page,
}, testInfo) => {
  const today = dayFromToday(0);
  await expect(miniCalendar(page).getByRole('heading', { level: 2 })).toHaveText(longDate(today));
  await expect(dayButton(page, today)).toHaveAttribute('aria-pressed', 'true');
  await expect(dayButton(page, today)).toHaveAttribute('aria-current', 'date');

  // The first sync brings the seeded day: one visit is in session now.
  const events = page.getByTestId('schedule-event');
  await expect(events.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /, In Session$/ })).toBeVisible();
  await expect(page.getByText('There are no scheduled appointments')).toHaveCount(0);
  await expect(page.getByTestId('schedule-now-line')).toBeVisible();
  // spec 1 §3 Staff shift: the hours outside the caregiver's shift are shaded.
  await expect(page.getByTestId('schedule-off-shift').first()).toBeAttached();
  await shoot(page, testInfo, 'day');
  await expectAccessible(page, 'schedule day');

  // Tapping an appointment opens it in the Appointment dialog.
  await page.getByRole('button', { name: /, In Session$/ }).click();
  await expect(page).toHaveURL(/[?&]appointment=\d+/);
  await expect(page.getByRole('dialog').first()).toBeVisible();
});

test('the appointment menu offers the face sheet and the appointment (spec 1 §2)', async ({ page }) => {
  const menuButton = page.getByRole('button', { name: /^Appointment actions for / });
  await expect(menuButton.first()).toBeVisible({ timeout: 30_000 });
  await menuButton.first().click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'View Appointment' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Facesheet' }).click();
  await expect(page).toHaveURL(/\/schedule\/facesheet\?clientId=\d+/);
});

test('the add button opens a new appointment, keeping the schedule’s place', async ({ page }) => {
  const tomorrow = dayFromToday(1);
  await chooseDay(page, tomorrow);
  await expectDay(page, tomorrow);

  await page.getByRole('button', { name: 'New Appointment', exact: true }).click();
  await expect(page).toHaveURL(/[?&]appointment=new(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]day=${tomorrow}(&|$)`));
  // The start is tomorrow at a quarter hour.
  const start = new URL(page.url()).searchParams.get('appointmentStart');
  expect(start).not.toBeNull();
  const startDay = wallOf(new Date(start!)).day;
  expect(startDay).toBe(tomorrow);
  expect(new Date(start!).getUTCMinutes() % 15).toBe(0);
  await expect(page.getByRole('dialog').first()).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/appointment=/);
  await expectDay(page, tomorrow);
});

test('handheld: the week strip moves a week by swipe and arrow, and stops at the window’s edges', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'handheld', 'the handheld has the week strip');
  const strip = page.getByTestId('mini-calendar-days');
  await expect(dayButton(page, dayFromToday(0))).toBeVisible();

  await swipe(page, strip, 'left');
  await expectDay(page, dayFromToday(7));
  await swipe(page, strip, 'right');
  await expectDay(page, dayFromToday(0));

  // spec 1 §2, §5: seven days back is as far as it goes; the step that would pass it stops at the edge.
  await swipe(page, strip, 'right');
  await expectDay(page, dayFromToday(-7));
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  await swipe(page, strip, 'right');
  await expectDay(page, dayFromToday(-7));

  // Forward by the arrow to 30 days ahead, where the next week is blocked.
  const next = page.getByRole('button', { name: 'Next week' });
  for (const offset of [0, 7, 14, 21, 28, 30]) {
    await next.click();
    await expectDay(page, dayFromToday(offset));
  }
  await expect(next).toBeDisabled();
  await swipe(page, strip, 'left');
  await expectDay(page, dayFromToday(30));

  // Days past the window are greyed out and cannot be selected.
  const beyond = dayButton(page, dayFromToday(31));
  if ((await beyond.count()) > 0) await expect(beyond).toBeDisabled();
  await expect(miniCalendar(page).getByRole('button', { disabled: true }).first()).toBeVisible();
  await shoot(page, testInfo, 'window-edge');

  // Back and forward walk the places visited.
  await page.goBack();
  await expectDay(page, dayFromToday(28));
  await page.goForward();
  await expectDay(page, dayFromToday(30));
});

test('tablet: Day and Week views, arrows that stop at the window’s edges, the month navigator', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'tablet', 'the tablet has the view-by select and the arrows');
  await expect(page.getByTestId('schedule-event').first()).toBeVisible({ timeout: 30_000 });
  const columns = page.getByTestId('schedule-day-column');
  await expect(columns).toHaveCount(1);

  await page.getByRole('combobox', { name: 'View By' }).click();
  await page.getByRole('option', { name: 'Week' }).click();
  await expect(page).toHaveURL(/[?&]view=week(&|$)/);
  await expect(columns).toHaveCount(7);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByTestId('schedule-event').nth(6)).toBeAttached();
  await expect(page.getByTestId('schedule-count')).toHaveText(/^\d+ appointments/);
  await shoot(page, testInfo, 'week');
  await expectAccessible(page, 'schedule week');
  // A day's header is named by what it shows (WCAG 2.5.3: a spoken "Sun 29" finds it), with the whole date as its
  // description, and opens that day.
  const todayHeader = page.getByRole('button', { name: dayHeader(dayFromToday(0)), exact: true });
  await expect(todayHeader).toHaveAttribute('title', longDate(dayFromToday(0)));
  await todayHeader.click();
  await expect(columns).toHaveCount(1);
  await expectDay(page, dayFromToday(0));
  await page.getByRole('combobox', { name: 'View By' }).click();
  await page.getByRole('option', { name: 'Week' }).click();
  await expect(columns).toHaveCount(7);

  // A week forward and back; then back to the first day of the window, where previous is blocked.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expectDay(page, dayFromToday(7));
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expectDay(page, dayFromToday(0));
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expectDay(page, dayFromToday(-7));
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();

  // The day view steps a day; Today comes back.
  await page.getByRole('combobox', { name: 'View By' }).click();
  await page.getByRole('option', { name: 'Day' }).click();
  await expect(columns).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Previous day' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expectDay(page, dayFromToday(-6));
  await page.getByRole('button', { name: 'Today' }).click();
  await expectDay(page, dayFromToday(0));

  // The month navigator moves a month at a time, up to 30 days ahead.
  await page.getByRole('button', { name: 'Next month' }).click();
  const monthAhead = monthStep(dayFromToday(0), 1);
  const ahead = dayFromToday(30) < monthAhead ? dayFromToday(30) : monthAhead;
  await expectDay(page, ahead);
  if (ahead !== dayFromToday(30)) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expectDay(page, dayFromToday(30));
  }
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  const beyond = dayButton(page, dayFromToday(31));
  if ((await beyond.count()) > 0) await expect(beyond).toBeDisabled();
  await expect(miniCalendar(page).getByRole('button', { disabled: true }).first()).toBeVisible();

  // A swipe on the month moves a month back.
  await swipe(page, page.getByTestId('mini-calendar-days'), 'right');
  await expectDay(page, monthStep(dayFromToday(30), -1));
  await expect(
    page.getByTestId('schedule-count').or(page.getByText('There are no scheduled appointments')),
  ).toBeVisible();
  await shoot(page, testInfo, 'month');
});

/** The same day of the next (1) or previous (-1) month, or that month's last day (31 January + 1: 28 February). */
function monthStep(day: string, months: 1 | -1): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = month - 1 + months;
  const last = new Date(Date.UTC(year, target + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, target, Math.min(date, last))).toISOString().slice(0, 10);
}

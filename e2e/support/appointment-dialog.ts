import type { Page, TestInfo } from '@playwright/test';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { appointments, users } from '../../apps/server/src/db/schema/index.ts';
import type { AppointmentStatus } from '../../packages/core/src/entities/appointment.ts';
import { copyAppointment, seededTemplate } from './bookings.ts';
import { madeByThisTest } from './records.ts';
import { expect, serverClock, type CareVisitServer } from './server.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { screenshotForPeople } from './screenshots.ts';
import { english, pageWords, startingWith, type Words } from './words.ts';

// Steps the Appointment dialog's end-to-end tests share (e2e/appointment-dialog.spec.ts, address-search.spec.ts).

export const REQUIRED = 'This is a required field, please enter a value.';

const TIME_ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

export type Meridiem = 'AM' | 'PM';
export interface Clock {
  hour: number;
  minute: number;
  meridiem: Meridiem;
}

export const at = (hour: number, minute: number, meridiem: Meridiem): Clock => ({ hour, minute, meridiem });

/**
 * yyyy-MM-dd of today + offset days in New York, today by the run's clock (e2e/support/clock.ts); noon keeps
 * daylight-saving changes out of the sum.
 */
export function dayFromToday(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(serverClock.now());
  return new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The New York date and 12-hour clock of an instant. */
export function wallOf(instant: Date): { day: string; clock: Clock } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    clock: { hour: Number(parts.hour), minute: Number(parts.minute), meridiem: parts.dayPeriod as Meridiem },
  };
}

/** The instant of a New York wall-clock time: of the two offsets New York uses, the one that reads back. */
export function newYorkInstant(day: string, { hour, minute, meridiem }: Clock): Date {
  const hours24 = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  const time = `${String(hours24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  for (const offset of ['-04:00', '-05:00']) {
    const candidate = new Date(`${day}T${time}:00${offset}`);
    const wall = wallOf(candidate);
    const { clock } = wall;
    if (wall.day === day && clock.hour === hour && clock.minute === minute && clock.meridiem === meridiem) {
      return candidate;
    }
  }
  throw new Error(`no such New York time: ${day} ${time}`);
}

export const shoot = (page: Page, testInfo: TestInfo, name: string) => {
  return screenshotForPeople(page, `${name}-${testInfo.project.name}`, { animations: 'disabled' });
};

/** Another in-app address, as a link would open it (without the time a reload takes). */
export async function goTo(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens the dialog the way any screen does (?appointment=new) and waits for its fields. */
export async function openNewAppointment(page: Page, path = '/schedule') {
  await goTo(page, `${path}?appointment=new`);
  const t = await pageWords(page);
  const dialog = page.getByRole('dialog', { name: t('appointmentDialog.newTitle') });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('combobox', { name: startingWith(t('appointmentDialog.program')) }),
  ).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** The Appointment dialog's date (the page behind may have controls named for dates too). */
export const dateField = (page: Page, t: Words = english) =>
  page
    .getByRole('dialog')
    .first()
    .getByRole('textbox', { name: t('appointmentDialog.date') });

/** Picks an option of a list in the topmost dialog. */
export async function choose(page: Page, field: RegExp, option: string | RegExp) {
  await page.getByRole('dialog').last().getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
  // The list fades out before it is gone; screenshots wait for that too.
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
}

/** 'Last, First' from the caseload, searched by the last name. */
export async function chooseClient(page: Page, name: string) {
  const t = await pageWords(page);
  await page
    .getByRole('combobox', { name: startingWith(t('appointmentDialog.client')) })
    .fill(name.split(',')[0]!);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** The time fields, by their English names (the Appointment and Edit Times dialogs name them alike). */
const TIME_FIELDS = {
  'Start Time': 'appointmentDialog.startTime',
  'End Time': 'appointmentDialog.endTime',
} as const;

/** spec 1 §9 Choose Time: hours 1-12, minutes 00-59, AM/PM. */
export async function setTime(
  page: Page,
  field: keyof typeof TIME_FIELDS,
  { hour, minute, meridiem }: Clock,
) {
  const t = await pageWords(page);
  await page.getByRole('button', { name: t('timePicker.open', { field: t(TIME_FIELDS[field]) }) }).click();
  const picker = page.getByRole('dialog', { name: t('timePicker.title') });
  await picker.getByLabel(t('timePicker.hour')).selectOption(String(hour));
  await picker.getByLabel(t('timePicker.minute')).selectOption({ label: String(minute).padStart(2, '0') });
  await picker.getByRole('button', { name: t(`timePicker.${meridiem}`), exact: true }).click();
  await picker.getByRole('button', { name: t('common.ok') }).click();
  await expect(picker).toBeHidden();
}

export interface Booking {
  client: string;
  program: string;
  activity: string;
  location: string;
  day: string;
  start: Clock;
  end: Clock;
  status: AppointmentStatus;
  nonBillable?: string;
}

/** Fills the dialog in the page's language; the program, activity and location are the agency's names. */
export async function fillAppointment(page: Page, booking: Booking) {
  const t = await pageWords(page);
  await chooseClient(page, booking.client);
  await dateField(page, t).fill(booking.day);
  await setTime(page, 'Start Time', booking.start);
  await setTime(page, 'End Time', booking.end);
  await choose(page, startingWith(t('appointmentDialog.program')), booking.program);
  await choose(page, startingWith(t('appointmentDialog.activity')), booking.activity);
  await choose(page, startingWith(t('appointmentDialog.serviceLocation')), booking.location);
  await choose(page, startingWith(t('appointmentDialog.status')), t(`appointmentStatus.${booking.status}`));
  if (booking.nonBillable !== undefined)
    await page.getByLabel(t('appointmentDialog.nonBillableMinutes')).fill(booking.nonBillable);
}

/** Individual therapy for Jasmine Carter (Community Behavioral Health, Pennsylvania) on the clinician's schedule. */
export const therapy = (
  day: string,
  start: Clock,
  end: Clock,
  status: AppointmentStatus = 'None',
): Booking => ({
  client: 'Carter, Jasmine',
  program: 'Community Behavioral Health',
  activity: 'Individual Therapy',
  location: 'Home',
  day,
  start,
  end,
  status,
  nonBillable: '0',
});

export async function staffIdOf(server: CareVisitServer, username: string): Promise<number> {
  const [user] = await server.database.db.select().from(users).where(eq(users.username, username));
  return user!.staffId;
}

/** The appointments of a staff member starting at an instant that the running test made (not earlier tests). */
export async function storedAt(server: CareVisitServer, staffId: number, start: Date) {
  return server.database.db
    .select()
    .from(appointments)
    .where(
      and(eq(appointments.staffId, staffId), eq(appointments.startAt, start), madeByThisTest(appointments)),
    );
}

/**
 * The first day from `fromOffset` days on when the staff member has nothing between these New York times (an
 * end not after the start is the next day's): other tests of the worker may have booked the same evening, and
 * an overlap would ask or refuse where the test expects a plain save.
 */
export async function freeDay(
  server: CareVisitServer,
  staffId: number,
  fromOffset: number,
  start: Clock,
  end: Clock,
): Promise<string> {
  for (let offset = fromOffset; ; offset++) {
    const day = dayFromToday(offset);
    const from = newYorkInstant(day, start);
    let until = newYorkInstant(day, end);
    if (until <= from) until = newYorkInstant(dayFromToday(offset + 1), end);
    const [busy] = await server.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.staffId, staffId),
          isNull(appointments.deletedAt),
          lt(appointments.startAt, until),
          gt(appointments.endAt, from),
        ),
      )
      .limit(1);
    if (!busy) return day;
  }
}

/**
 * The test's own appointment of a demo user, an hour from `start` with no status: a copy of their first
 * seeded one, taken away by cancelBookings.
 */
export async function ownAppointment(server: CareVisitServer, username: string, start: Date) {
  return copyAppointment(server, await seededTemplate(server, username), start);
}

/** Drops the connection and acknowledges the Offline mode dialog (spec 1 §8), waiting until it has gone. */
export async function goOffline(page: Page) {
  // Offline, the screens not opened yet load from the service worker's cache: it must control the page first.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.context().setOffline(true);
  const t = await pageWords(page);
  const notice = page.getByRole('dialog', { name: t('connection.offlineTitle') });
  await notice.getByRole('button', { name: t('common.ok') }).click();
  // A dialog still closing would hide the next one's lists from assistive technology (and from tests).
  await expect(notice).toBeHidden();
}

/** No serious or critical axe violation inside the open dialogs (the page behind is other screens' business). */
export const expectAccessibleDialog = (page: Page, screen: string) =>
  expectNoSeriousViolations(page, screen, '[role="dialog"]');

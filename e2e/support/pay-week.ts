import type { Locator, Page, TestInfo } from '@playwright/test';
import { and, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  activities,
  appointments,
  clientAddresses,
  clientPrograms,
} from '../../apps/server/src/db/schema/index.ts';
import { MEDICAID_ID_UNKNOWN_TO_STATE } from '../../apps/server/src/seed/billing-lists.ts';
import { seededTemplate } from './bookings.ts';
import { openPage } from './navigation.ts';
import { expect, type CareVisitServer } from './server.ts';
import {
  cardOf,
  copyToNow,
  openActiveSessions,
  startFromCard,
  stopSession,
  type Booking,
} from './sessions.ts';
import { escapeRegExp, pageWords } from './words.ts';

// Issue 32's tests of "will I be paid": a caregiver's afternoon visit, and My visits kept current by sync.

const HOUR_MS = 3_600_000;

/** The client's Medicaid id: one the state knows, none recorded, or one the state's eligibility file lacks. */
export type MedicaidId = 'recorded' | 'missing' | 'unknown to the state';

const MEDICAID_ID: Record<MedicaidId, SQL> = {
  recorded: and(
    isNotNull(clientPrograms.medicaidId),
    ne(clientPrograms.medicaidId, MEDICAID_ID_UNKNOWN_TO_STATE),
  )!,
  missing: isNull(clientPrograms.medicaidId),
  'unknown to the state': eq(clientPrograms.medicaidId, MEDICAID_ID_UNKNOWN_TO_STATE),
};

/** An EVV visit of the caregiver starting now, at the client's home, for a client of the given Medicaid id. */
export async function bookPersonalCare(server: CareVisitServer, medicaidId: MedicaidId): Promise<Booking> {
  const { db } = server.database;
  const enrolments = db.select({ id: clientPrograms.id }).from(clientPrograms).where(MEDICAID_ID[medicaidId]);
  const homes = db
    .select({ id: clientAddresses.id })
    .from(clientAddresses)
    .where(eq(clientAddresses.type, 'PHYS'));
  const template = await seededTemplate(
    server,
    'caregiver',
    eq(activities.evvApplies, true),
    isNotNull(activities.procedureCode),
    eq(activities.isAggregator, false),
    eq(activities.nonBillableMinutes, false),
    inArray(appointments.clientProgramId, enrolments),
    inArray(appointments.startVisitAddressId, homes),
    sql`${appointments.startAt} > ${new Date(server.clock.now().getTime() + 24 * HOUR_MS)}`,
  );
  return copyToNow(server, template);
}

/**
 * The afternoon of the run's day: the caregiver's seeded day (a visit in session at the run's start, two more
 * before 14:00) is over, so a visit now overlaps none of hers and starts without a question. She signs in then
 * (signInAndSync), as a device kept from the morning would be signed out for inactivity.
 */
export async function moveToAfternoon(page: Page, server: CareVisitServer) {
  const ahead = 4.5 * HOUR_MS;
  await page.clock.fastForward(ahead);
  server.clock.advance(ahead);
}

/**
 * Starts the booking from its card, lets five minutes pass, stops it from Active Sessions: the Visit Verification
 * dialog follows.
 */
export async function runVisit(
  page: Page,
  server: CareVisitServer,
  testInfo: TestInfo,
  booking: Booking,
): Promise<Locator> {
  await startFromCard(page, await cardOf(page, booking));
  await page.clock.fastForward('05:00');
  server.clock.advance(5 * 60_000);
  const list = await openActiveSessions(page, testInfo);
  // Started this afternoon: the client may have a seeded session of the morning open too.
  const t = await pageWords(page);
  const [before, after] = t('sessions.startedAt').split('{time}').map(escapeRegExp);
  const entry = list
    .getByTestId('active-session')
    .filter({ hasText: booking.clientName })
    .filter({ hasText: new RegExp(`${before}\\d{2}:\\d{2} ${escapeRegExp(t('timePicker.PM'))}${after}`) });
  return stopSession(page, entry, booking);
}

/** My visits, from the dashboard: this week's verified visits with their hours and payment status. */
export async function openMyVisits(page: Page): Promise<Locator> {
  const t = await pageWords(page);
  await openPage(page, 'dashboard');
  await page.getByRole('link', { name: t('myVisits.link') }).click();
  await expect(page.getByRole('heading', { name: t('myVisits.title'), level: 1 })).toBeVisible();
  return page.getByTestId('pay-week-visit');
}

/** Sync now, from the sync status dialog. */
async function syncNow(page: Page) {
  await page.getByTestId('sync-status').click();
  const dialog = page.getByRole('dialog', { name: /sync/i });
  await dialog.getByRole('button', { name: 'Sync now' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Sync now until the visit's status (on My visits, or on its card) is the one wanted: the outbox and the
 * aggregator take seconds.
 */
export async function syncUntil(page: Page, visit: Locator, statuses: readonly string[]) {
  const chip = visit.getByTestId('visit-standing');
  await expect
    .poll(
      async () => {
        const status = await chip.getAttribute('data-status');
        if (status !== null && statuses.includes(status)) return status;
        await syncNow(page);
        return chip.getAttribute('data-status');
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toMatch(new RegExp(`^(${statuses.join('|')})$`));
}

/** Sync now until there are `count` of what the locator finds (a visit that comes, or leaves a list). */
export async function syncUntilCount(page: Page, found: Locator, count: number) {
  await expect
    .poll(
      async () => {
        await syncNow(page);
        return found.count();
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(count);
}

import type { Locator, Page, TestInfo } from '@playwright/test';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  activities,
  appointments,
  clientAddresses,
  clientPrograms,
  evvOutbox,
  visitCorrections,
  visits,
} from '../apps/server/src/db/schema/index.ts';
import { formatDuration, minutesBetween } from '@carevisit/core';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { anotherDevice } from './support/another-device.ts';
import { goOffline, setTime } from './support/appointment-dialog.ts';
import { seededTemplate } from './support/bookings.ts';
import { copyToNow, standAtHome, verifyConfirmed, type Booking } from './support/sessions.ts';
import { CAREGIVER, SUPERVISOR, signInAndSync } from './support/sign-in.ts';
import { moveToAfternoon, openMyVisits, runVisit, syncUntilCount } from './support/pay-week.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// Issue 32 item 5: "every verified visit, and every later correction, is queued for the aggregator". A caregiver
// moves a Respite visit's start without a reason (the activity does not ask one), so the aggregator would refuse
// it: the server holds it, Needs attention. Her supervisor, on her own device and offline, corrects it with the
// agency's reason code and a memo; online, the correction is stored beside the visit's calls, which never change,
// and the visit is sent again with a higher SequenceID and accepted; the caregiver's device reads the correction and
// her My visits bills the corrected times.

test.describe.configure({ timeout: 300_000 });

/** A Respite visit of the caregiver starting now at the client's home: EVV applies, no reason asked for edits. */
async function bookRespite(server: CareVisitServer): Promise<Booking> {
  const { db } = server.database;
  const enrolments = db
    .select({ id: clientPrograms.id })
    .from(clientPrograms)
    .where(isNotNull(clientPrograms.medicaidId));
  const homes = db
    .select({ id: clientAddresses.id })
    .from(clientAddresses)
    .where(eq(clientAddresses.type, 'PHYS'));
  const [respite] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.evvApplies, true),
        isNotNull(activities.procedureCode),
        eq(activities.isAggregator, false),
        eq(activities.requireEditTimesReason, false),
      ),
    )
    .orderBy(asc(activities.id));
  const template = await seededTemplate(
    server,
    'caregiver',
    eq(activities.evvApplies, true),
    isNotNull(activities.procedureCode),
    eq(activities.isAggregator, false),
    inArray(appointments.clientProgramId, enrolments),
    inArray(appointments.startVisitAddressId, homes),
    sql`${appointments.startAt} > ${new Date(server.clock.now().getTime() + 24 * 3_600_000)}`,
  );
  return copyToNow(server, template, { activityId: respite!.id, nonBillableMinutes: 0 });
}

/** Edit Times with no reason asked: the start ten minutes earlier (the run's afternoon: 14:30 in New York). */
async function startTenMinutesEarlierWithoutReason(page: Page, verification: Locator) {
  await verification.getByRole('button', { name: 'Edit Times' }).click();
  const editTimes = page.getByRole('dialog', { name: 'Edit Times' });
  await expect(editTimes).toBeVisible();
  await expect(editTimes.getByRole('combobox', { name: /^Reason For Change/ })).toHaveCount(0);
  await setTime(page, 'Start Time', { hour: 2, minute: 20, meridiem: 'PM' });
  await editTimes.getByRole('button', { name: 'Save' }).click();
  await expect(editTimes).toBeHidden();
}

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotForPeople(page, `visit-correction-${name}-${testInfo.project.name}`, { fullPage: true });

test('a supervisor corrects a team visit the aggregator would refuse, offline; it is sent again and accepted', async ({
  page,
  browser,
  appUrl,
  server,
}, testInfo) => {
  // The caregiver: a Respite visit whose start she moved without a reason needs attention.
  await moveToAfternoon(page, server);
  const booking = await bookRespite(server);
  await standAtHome(page.context(), booking);
  await signInAndSync(page, appUrl, CAREGIVER);
  const verification = await runVisit(page, server, testInfo, booking);
  await startTenMinutesEarlierWithoutReason(page, verification);
  const check = await verifyConfirmed(page, verification, booking);
  expect(check).toContain('Needs attention');

  const { db } = server.database;
  const visitOf = async () =>
    (await db.select().from(visits).where(eq(visits.appointmentId, booking.appointmentId)))[0];
  await expect.poll(async () => (await visitOf())?.complete, { timeout: 60_000 }).toBe(1);
  const verified = (await visitOf())!;
  const sendsOf = () =>
    db
      .select()
      .from(evvOutbox)
      .where(and(eq(evvOutbox.kind, 'visit'), eq(evvOutbox.subjectId, verified.id)))
      .orderBy(asc(evvOutbox.id));
  // The server holds it for what the aggregator would refuse it for.
  await expect
    .poll(async () => (await sendsOf()).map((send) => send.problems), { timeout: 60_000 })
    .toEqual([expect.arrayContaining(['editReasonMissing', 'editMemoMissing'])]);

  // The supervisor, on her own device: her team's visit needs attention; she corrects it offline.
  const supervisor = await anotherDevice(browser, page, server);
  const office = supervisor.page;
  await signInAndSync(office, appUrl, SUPERVISOR);
  await openMyVisits(office);
  const teamVisitAt = (time: string) =>
    office
      .getByTestId('team-visits')
      .getByTestId('pay-week-visit')
      .filter({ hasText: booking.clientName })
      .filter({ hasText: time });
  const teamVisit = teamVisitAt('02:20 PM');
  await expect(teamVisit.getByTestId('visit-standing')).toHaveAttribute('data-status', 'needs_attention');
  await goOffline(office);
  await teamVisit.getByRole('button', { name: 'Correct times' }).click();
  const dialog = office.getByRole('dialog', { name: 'Correct visit times' });
  await expect(dialog).toBeVisible();
  // Saving without a reason and memo is refused beside the fields: a correction always needs both.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Reason For Change');
  await dialog.getByRole('combobox', { name: /^Reason For Change/ }).click();
  const reasonOption = office.getByRole('option').first();
  const reasonName = (await reasonOption.textContent())!.trim();
  await reasonOption.click();
  await expect(office.getByRole('listbox')).toBeHidden();
  await dialog.getByLabel(/^Comments/).fill('Caregiver began early at the client’s request.');
  // The family says she began at 2:10, not 2:20.
  await setTime(office, 'Start Time', { hour: 2, minute: 10, meridiem: 'PM' });
  await shoot(office, testInfo, 'dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  // The visit shows the corrected times while the correction waits.
  const corrected = teamVisitAt('02:10 PM');
  await expect(corrected).toContainText('Your correction is waiting to be sent.');
  await expect(corrected.getByTestId('visit-standing')).toHaveAttribute('data-status', 'ready');
  await shoot(office, testInfo, 'waiting');

  // Online: the correction reaches the server (stored beside the calls), the visit goes again with a higher
  // SequenceID and is accepted; her next sync takes it off the team's list.
  await supervisor.context.setOffline(false);
  await expect
    .poll(async () => (await sendsOf()).at(-1)?.status, { timeout: 120_000, intervals: [1_000] })
    .toBe('accepted');
  await syncUntilCount(office, corrected, 0);
  const [correction] = await db
    .select()
    .from(visitCorrections)
    .where(eq(visitCorrections.visitId, verified.id));
  expect(correction?.memo).toBe('Caregiver began early at the client’s request.');
  const after = (await visitOf())!;
  expect([after.beginActualDateTime, after.endActualDateTime]).toEqual([
    verified.beginActualDateTime,
    verified.endActualDateTime,
  ]);
  const sends = await sendsOf();
  expect(sends.at(-1)?.status).toBe('accepted');
  expect(BigInt(sends.at(-1)!.sequenceId)).toBeGreaterThan(BigInt(sends[0]!.sequenceId));
  await supervisor.context.close();

  // The caregiver's device reads the correction: her My visits bills the corrected times, accepted.
  const billed = formatDuration(minutesBetween(correction!.startAt, correction!.endAt));
  await openMyVisits(page);
  const mine = page
    .getByTestId('pay-week-visit')
    .filter({ hasText: booking.clientName })
    .filter({ hasText: '02:10 PM' });
  await syncUntilCount(page, mine, 1);
  await expect(mine.getByTestId('visit-standing')).toHaveAttribute('data-status', 'accepted');
  await expect(mine).toContainText(billed);
  // Her card says her hours were corrected, when and why.
  await expect(mine).toContainText(/Times corrected on \d{2}\/\d{2}\/\d{4} by your office: /);
  await expect(mine).toContainText(`by your office: ${reasonName}`);
  await shoot(page, testInfo, 'caregiver');
});

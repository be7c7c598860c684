import { test, expect } from './support/server.ts';
import {
  at,
  choose,
  chooseClient,
  dateField,
  freeDay,
  newYorkInstant,
  openNewAppointment,
  ownAppointment,
  setTime,
  shoot,
  staffIdOf,
  storedAt,
} from './support/appointment-dialog.ts';
import { CAREGIVER, signInAndSync } from './support/sign-in.ts';
import { containing, english, spanish as t, startingWith } from './support/words.ts';

// Issue 33 item 1: the server sends its refusals with the catalog key and parameters beside the spec's English
// message, and the device words them in the user's language. In Spanish, the caregiver (who may not multibook)
// books over an appointment the agency put on her schedule after her device last synced: the device cannot know
// of it, so the server is the one that refuses, in English on the wire, and the screens say why in Spanish.

test('in Spanish, the server’s refusal of an overlapping booking is shown in Spanish', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(240_000);
  await signInAndSync(page, appUrl, CAREGIVER, 'es');
  const caregiver = await staffIdOf(server, 'caregiver');
  const day = await freeDay(server, caregiver, 12, at(9, 0, 'PM'), at(10, 30, 'PM'));
  await ownAppointment(server, 'caregiver', newYorkInstant(day, at(9, 0, 'PM')));

  const dialog = await openNewAppointment(page);
  await chooseClient(page, 'Kowalczyk, Dorothy');
  await dateField(page, t).fill(day);
  await setTime(page, 'Start Time', at(9, 30, 'PM'));
  await setTime(page, 'End Time', at(10, 30, 'PM'));
  // The program, activity and service location are the agency's names, shown as it wrote them.
  await choose(page, startingWith(t('appointmentDialog.program')), 'Personal Care Assistance');
  await choose(page, startingWith(t('appointmentDialog.activity')), 'Personal Care');
  await choose(page, startingWith(t('appointmentDialog.serviceLocation')), 'Home');
  await choose(page, startingWith(t('appointmentDialog.status')), t('appointmentStatus.None'));
  // New Jersey asks for the visit address of this activity (spec 1 §5): her home.
  await choose(
    page,
    startingWith(t('appointmentDialog.startVisitAddress')),
    containing(t('appointmentDialog.addressKind.PHYS')),
  );
  const written = page.waitForResponse((response) => response.url().endsWith('/evv/write/appointment'));
  await dialog.getByRole('button', { name: t('appointmentDialog.save') }).click();
  await expect(dialog).toBeHidden();

  // On the wire, the spec's English message as ever, with the key and parameters beside it.
  const reply = (await (await written).json()) as { resources: { errors: unknown[] }[] };
  expect(reply.resources[0]!.errors).toEqual([
    { key: 'appointment.overlapRefused', params: {}, message: english('appointment.overlapRefused') },
  ]);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'rejected', {
    timeout: 30_000,
  });

  // The schedule says why in Spanish, and so does the appointment when opened.
  const refused = page.getByTestId('schedule-rejected').getByRole('alert');
  await expect(refused).toContainText(t('appointment.overlapRefused'));
  await expect(refused).not.toContainText(english('appointment.overlapRefused'));
  await shoot(page, testInfo, 'spanish-refusal-schedule');
  await refused.getByRole('button', { name: t('schedule.openRejected') }).click();
  const saved = page.getByRole('dialog', { name: t('appointmentDialog.title') });
  const problem = saved.getByTestId('appointment-server-error');
  await expect(problem).toContainText(t('appointmentDialog.serverErrorTitle'));
  await expect(problem).toContainText(t('appointment.overlapRefused'));
  await expect(problem).not.toContainText(english('appointment.overlapRefused'));
  await shoot(page, testInfo, 'spanish-refusal-appointment');
  expect(await storedAt(server, caregiver, newYorkInstant(day, at(9, 30, 'PM')))).toEqual([]);
});

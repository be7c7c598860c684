import { eq } from 'drizzle-orm';
import { appointments } from '../apps/server/src/db/schema/index.ts';
import { test, expect } from './support/server.ts';
import {
  STOPWATCH,
  bookNow,
  confirmUntilClosed,
  runningCard,
  serverVisits,
  shoot,
  standAtHome,
} from './support/sessions.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';

test.use({ signedIn: CLINICIAN });

// spec 2 §4 task statuses and their action: Open Session starts a visit for the appointment, by the start flow of
// spec 1 §4 (the Appointment dialog in its start mode, a location reading, one open visit), and once the visit
// runs it leads to the stop flow. The test books the clinician an appointment In Session now with no visit yet,
// which the dashboard lists as an Open Session task.

test('an Open Session task starts its visit (the start dialog, the location reading, the visit on the server), then stops it', async ({
  page,
  context,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const booking = await bookNow(server);
  await server.database.db
    .update(appointments)
    .set({ status: 'In Session' })
    .where(eq(appointments.id, booking.appointmentId));
  await standAtHome(context, booking);
  await openSignedIn(page, appUrl);

  const task = page
    .getByRole('region', { name: 'Incomplete Tasks' })
    .getByTestId('task-card')
    .filter({ hasText: 'Open Session' })
    .filter({ hasText: booking.clientName })
    .filter({ hasText: booking.startTime });
  await expect(task).toHaveCount(1, { timeout: 30_000 });
  await task.getByRole('button').click();

  // The card menu's Start Session: In Session, locked; Save reads the location and starts the visit.
  const dialog = page.getByRole('dialog', { name: 'Appointment' });
  await expect(dialog).toBeVisible();
  const status = dialog.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText('In Session');
  await expect(status).toHaveAttribute('aria-disabled', 'true');
  await shoot(page, testInfo, 'open-session-task');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await confirmUntilClosed(page, dialog);

  await expect(runningCard(page, booking).getByTestId('session-stopwatch')).toHaveText(STOPWATCH);
  await expect
    .poll(async () => (await serverVisits(server, booking.appointmentId)).map((v) => v.complete), {
      timeout: 30_000,
    })
    .toEqual([0]);

  // The visit runs, and the task stays until it is done: now it leads to that visit's stop flow, as the card
  // menu's Stop Session does, rather than to a second start the one-open-visit rule would refuse.
  await expect(task).toHaveCount(1);
  await task.getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Visit Verification', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog', { name: 'Appointment' })).toHaveCount(0);
  await shoot(page, testInfo, 'open-session-task-running');
});

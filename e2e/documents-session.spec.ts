import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { documents } from '../apps/server/src/db/schema/index.ts';
import { goTo } from './support/appointment-dialog.ts';
import { copyAppointment, seededProgressNoteAppointment, type AppointmentRow } from './support/bookings.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { chooseDocumentType } from './support/new-document.ts';

test.use({ signedIn: CLINICIAN });

// Issue 13 items 7-9 (spec 2 §2, §4): for a client in session on an activity with crosswalked documents, the
// tablet face sheet jumps to Documents; the appointment card's New Document starts a document for the
// appointment; afterwards the face sheet asks to Resume Documentation and Yes opens it again. Own booking only.

const TIME_ZONE = 'America/New_York';
const MINUTE_MS = 60_000;

const clock = (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: true })
    .format(at)
    .replace(/\u202f/g, ' ');

/** An appointment In Session now, like a seeded one of the clinician that has a Progress Note. */
async function sessionNow(server: CareVisitServer): Promise<AppointmentRow> {
  const noted = await seededProgressNoteAppointment(server);
  const start = new Date(server.clock.now().getTime() - 13 * MINUTE_MS);
  return copyAppointment(server, noted, start, 47, { status: 'In Session', hadDocument: 'N' });
}

const resumeDialog = (page: Page) => page.getByRole('dialog', { name: 'Resume Documentation' });

test('a session with crosswalked documents: Documents first, New Document from its card, then Resume Documentation', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const tablet = testInfo.project.name === 'tablet';
  const booked = await sessionNow(server);
  await openSignedIn(page, appUrl);
  await goTo(page, `/caseload/facesheet?clientId=${booked.clientId}`);
  await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
  if (tablet) {
    await expect(page.getByRole('tab', { name: 'Documents', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Tasks' }).click();
  }

  const range = `${clock(booked.startAt)} - ${clock(booked.endAt)}`;
  const card = page.getByTestId('appointment-card').filter({ hasText: range });
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await card.getByRole('button', { name: /^Appointment actions for/ }).click();
  await page.getByRole('menuitem', { name: 'New Document' }).click();
  await chooseDocumentType(page, 'Progress Note');
  await expect
    .poll(
      async () =>
        (await server.database.db.select().from(documents).where(eq(documents.appointmentId, booked.id)))
          .length,
      { timeout: 60_000 },
    )
    .toBe(1);

  // Closed, the document is the session's Incomplete one: the face sheet asks to resume it.
  await page.getByRole('button', { name: 'Close Progress Note' }).click();
  // Closing saves first, then goes to the Documents list (spec 2 §2): wait for it, or it overrides the next address.
  await expect(page).toHaveURL(tablet ? /[?&]tab=documents/ : /\/facesheet\/documents\?/, {
    timeout: 30_000,
  });
  await goTo(page, `/caseload/facesheet?clientId=${booked.clientId}`);
  await expect(resumeDialog(page)).toContainText('Progress Note');
  await resumeDialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('document-wizard')).toBeVisible();
  await expect(page.getByTestId('document-wizard')).toContainText('Progress Note');
});

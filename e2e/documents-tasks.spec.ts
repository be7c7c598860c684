import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { documents } from '../apps/server/src/db/schema/index.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { copyAppointment, seededProgressNoteAppointment, type AppointmentRow } from './support/bookings.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { screenshot } from './support/new-document.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';

test.use({ signedIn: CLINICIAN });

// Issue 13 item 9 (spec 2 §4 tasks): a served appointment past its end plus 1 minute that needs a document and
// has none is a Missing Service Document task; the task starts a new document through the chooser and opens the
// wizard on it; the task then reads Incomplete Service Document with the document's name. Axe checks the
// chooser, the wizard and the Documents tab. The test books its own appointment and counts only its documents.

const TIME_ZONE = 'America/New_York';
const MINUTE_MS = 60_000;

/** The task card's date and time as the app writes them (MM/dd/yyyy, hh:mm a). */
function cardWhen(start: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      month: '2-digit',
      day: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(start)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod!.toUpperCase()}`;
}

/** A served appointment of the clinician, ended before now, like a seeded one that has a Progress Note. */
async function missingDocumentAppointment(server: CareVisitServer): Promise<AppointmentRow> {
  const noted = await seededProgressNoteAppointment(server);
  // Today, ending well before now, at a minute no seeded appointment starts on.
  const now = server.clock.now().getTime();
  const start = new Date(
    Math.floor((now - 150 * MINUTE_MS) / (15 * MINUTE_MS)) * 15 * MINUTE_MS + 7 * MINUTE_MS,
  );
  return copyAppointment(server, noted, start, 30, { status: 'Kept', hadDocument: 'N' });
}

const taskCard = (page: Page, status: string, when: string) =>
  page.getByRole('button', { name: new RegExp(`^${status}: .+, ${when.replace(/\//g, '\\/')}$`) });

test('a Missing Service Document task opens the chooser, then the wizard on a new document of its appointment', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const booked = await missingDocumentAppointment(server);
  const when = cardWhen(booked.startAt);
  await openSignedIn(page, appUrl);

  const missing = taskCard(page, 'Missing Service Document', when);
  await expect(missing).toBeVisible({ timeout: 30_000 });
  await missing.click();
  const chooser = page.getByRole('dialog', { name: 'Choose a Document Type' });
  await expect(chooser.getByTestId('document-choice').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'document chooser', '[role="dialog"]');
  await chooser.getByRole('button', { name: /^Progress Note/ }).click();

  await expect(page).toHaveURL(
    /\/dashboard\/facesheet\/documents\/serviceDocument\?clientId=\d+&documentId=-?\d+/,
  );
  await expect(page.getByTestId('document-wizard')).toBeVisible();
  await expect(page.getByTestId('document-status')).toContainText('Status:');
  await expectNoSeriousViolations(page, 'document wizard', 'main');
  await screenshot(page, 'documents-wizard-from-task', testInfo);

  // The document is the appointment's, on the server exactly once.
  const ofAppointment = async () =>
    (await server.database.db.select().from(documents).where(eq(documents.appointmentId, booked.id))).length;
  await expect.poll(ofAppointment, { timeout: 60_000 }).toBe(1);

  // The Documents tab (All Documents) passes axe too, with the open document's tab and its close button.
  await page.getByTestId('document-tab-all').click();
  await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible();
  await expect(page.getByTestId('document-row').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page, 'documents tab', 'main');

  // Back on the dashboard the task is the document's now, with its name, and it opens the document again.
  await page.getByRole('navigation').getByText('Dashboard', { exact: true }).click();
  const incomplete = taskCard(page, 'Incomplete Service Document', when);
  await expect(incomplete).toBeVisible({ timeout: 30_000 });
  await expect(missing).toBeHidden();
  await expect(incomplete.getByTestId('task-document-name')).toHaveText('Progress Note');
  await incomplete.click();
  await expect(page.getByTestId('document-wizard')).toBeVisible();
  expect(await ofAppointment()).toBe(1);
});

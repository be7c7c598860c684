import { eq } from 'drizzle-orm';
import { documents } from '../apps/server/src/db/schema/index.ts';
import { test, expect } from './support/server.ts';
import { agencyTexts } from './support/agency-text.ts';
import { dayFromToday, goOffline } from './support/appointment-dialog.ts';
import { drawSignature, nextToSignatures, signaturePage } from './support/document-signatures.ts';
import { chooseInSettings, openPage } from './support/navigation.ts';
import { chooseDocumentType, openDocumentsOfFacesheet, openFacesheet } from './support/new-document.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { lookAt } from './support/spanish-screens.ts';
import { spanish as t } from './support/words.ts';

test.use({ signedIn: CLINICIAN });

// Issue 33, what it must show: in Spanish, at both sizes, the clinician finds a client, fills a progress note and
// signs it with the client, offline, and it reaches the server once signed; after each screen a scan of its visible
// text finds no English of the app's catalog. The note's form is the agency's: its labels stay as written.

/** The clinician's electronic signature, as the demo seed keeps it. */
const CLINICIAN_SIGNATURE = 'Clinic#77';

test('in Spanish: the caseload, a face sheet, its documents, and a progress note filled and signed offline', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(300_000);
  const tablet = testInfo.project.name === 'tablet';
  const agency = await agencyTexts(server);
  const look = (screen: string, options?: { fullPage: boolean }) =>
    lookAt(page, testInfo, screen, agency, options);
  await openSignedIn(page, appUrl);
  await chooseInSettings(page, 'es');
  await look('settings', { fullPage: true });

  await openPage(page, 'caseload');
  await expect(page.getByTestId('caseload-row').first()).toBeVisible({ timeout: 30_000 });
  await look('caseload', { fullPage: true });
  const clientId = await openFacesheet(page, tablet);
  await look('facesheet', { fullPage: true });
  await openDocumentsOfFacesheet(page, tablet);
  await expect(page.getByTestId('document-row').first().or(page.getByTestId('empty-state'))).toBeVisible();
  await look('documents', { fullPage: true });

  await goOffline(page);
  await page.getByRole('button', { name: t('serviceDocuments.createNew') }).click();
  await expect(page.getByRole('dialog', { name: t('serviceDocuments.chooserTitle') })).toBeVisible();
  await look('document-chooser');
  await chooseDocumentType(page, 'Progress Note');
  const note = `Caminamos al parque ${testInfo.project.name} ${Date.now()}`;
  const wizard = page.getByTestId('document-wizard');
  await wizard.getByLabel('Session Date').fill(dayFromToday(0));
  await wizard.getByLabel('Start Time').fill('09:00');
  await wizard.getByLabel('Progress Toward Goals').fill(note);
  await wizard.getByRole('radio', { name: 'Engaged', exact: true }).check();
  await look('wizard', { fullPage: true });

  await nextToSignatures(page);
  await expect(signaturePage(page).getByText(t('signaturePage.noIssues'))).toBeVisible();
  await drawSignature(page);
  await page.getByLabel(t('signaturePage.nameSameAsClient')).check();
  const staff = page.getByLabel(t('signaturePage.staffSignature'));
  await staff.fill(CLINICIAN_SIGNATURE);
  const save = page.getByRole('button', { name: t('serviceDocuments.save') });
  await expect(save).toBeEnabled();
  await look('signature-page', { fullPage: true });
  await save.click();
  await expect(wizard).toBeHidden({ timeout: 30_000 });
  await look('documents-offline', { fullPage: true });

  await page.context().setOffline(false);
  const signed = async () =>
    (await server.database.db.select().from(documents).where(eq(documents.clientId, clientId)))
      .filter((row) => JSON.stringify(row.moduleData).includes(note))
      .map((row) => row.documentStatus);
  await expect.poll(signed, { timeout: 60_000 }).toEqual(['Signed']);
});

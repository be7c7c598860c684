import type { Page, TestInfo } from '@playwright/test';
import { expect } from './server.ts';
import { screenshotForPeople } from './screenshots.ts';
import { openPage } from './navigation.ts';
import { pageWords } from './words.ts';

/** A full-page screenshot under test-results/screenshots, named by the spec, the screen and the layout. */
export async function screenshot(page: Page, name: string, testInfo: TestInfo) {
  await screenshotForPeople(page, `${name}-${testInfo.project.name}`, { fullPage: true });
}

/** The face sheet of the caseload's first client, in the page's language; the client's id. */
export async function openFacesheet(page: Page, tablet: boolean): Promise<number> {
  const t = await pageWords(page);
  await openPage(page, 'caseload');
  const row = page.getByTestId('caseload-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await (tablet ? row.getByRole('link') : row.getByRole('button')).first().click();
  await expect(page.getByRole('heading', { name: t('facesheet.title'), level: 1 })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('clientId'));
}

/** The Documents list of a client whose face sheet is open: its tab on a tablet, its page on a handheld. */
export async function openDocumentsOfFacesheet(page: Page, tablet: boolean) {
  const t = await pageWords(page);
  if (tablet) await page.getByRole('tab', { name: t('facesheet.documents'), exact: true }).click();
  else await page.getByTestId('section-documents').click();
  await expect(page.getByRole('button', { name: t('serviceDocuments.createNew') })).toBeVisible();
}

/** The Documents list of the caseload's first client: its tab on a tablet, its page on a handheld; its id. */
export async function openDocuments(page: Page, tablet: boolean): Promise<number> {
  const clientId = await openFacesheet(page, tablet);
  await openDocumentsOfFacesheet(page, tablet);
  return clientId;
}

/** From a client's Documents list: a new document of the named type, open in its wizard. */
export async function createDocument(page: Page, name: string) {
  const t = await pageWords(page);
  await page.getByRole('button', { name: t('serviceDocuments.createNew') }).click();
  await chooseDocumentType(page, name);
  await expect(page).toHaveURL(/\/documents\/serviceDocument\?clientId=\d+&documentId=-\d+/);
}

/** In the open Choose a Document Type dialog: the named type, then its new document open in the wizard. */
export async function chooseDocumentType(page: Page, name: string) {
  const t = await pageWords(page);
  const chooser = page.getByRole('dialog', { name: t('serviceDocuments.chooserTitle') });
  await chooser.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByTestId('document-wizard')).toBeVisible();
}

/** Opens a new document of the named type for the first caseload client that offers it; returns the client's id. */
export async function newDocument(page: Page, tablet: boolean, type: string): Promise<number> {
  for (let row = 0; row < 8; row++) {
    await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
    const client = page.getByTestId('caseload-row').nth(row);
    await expect(client).toBeVisible({ timeout: 30_000 });
    await (tablet ? client.getByRole('link') : client.getByRole('button')).first().click();
    await expect(page.getByRole('heading', { name: 'Facesheet', level: 1 })).toBeVisible();
    if (tablet) await page.getByRole('tab', { name: 'Documents', exact: true }).click();
    else await page.getByTestId('section-documents').click();
    await page.getByRole('button', { name: 'Create New Document' }).click();
    const dialog = page.getByRole('dialog');
    const option = dialog.getByText(type, { exact: true });
    // isVisible does not wait: a chooser still rendering would pass over the client that offers the type.
    const offered = await option.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (offered) {
      await option.click();
      await expect(page.getByTestId('document-wizard')).toBeVisible({ timeout: 30_000 });
      return Number(new URL(page.url()).searchParams.get('clientId'));
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  throw new Error(`no caseload client offers ${type}`);
}

/** Goes to a page of the open document through the navigator (a drawer on a handheld). */
export async function openWizardPage(page: Page, tablet: boolean, name: string) {
  if (!tablet) await page.getByRole('button', { name: 'Open the list of pages' }).click();
  await page.getByText(name, { exact: true }).first().click();
}

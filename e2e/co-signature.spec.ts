import type { Page, TestInfo } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { documents, signatureAudit } from '../apps/server/src/db/schema/index.ts';
import { parsePdf } from '../apps/server/test/pdf-text.ts';
import { anotherDevice } from './support/another-device.ts';
import { goTo } from './support/appointment-dialog.ts';
import { openWizardPage } from './support/new-document.ts';
import { screenshotForPeople } from './support/screenshots.ts';
import { test, expect } from './support/server.ts';
import { CLINICIAN, SUPERVISOR, openSignedIn, signIn } from './support/sign-in.ts';
import { insertUnsignedIntake } from './support/unsigned-intake.ts';

test.use({ signedIn: CLINICIAN });

// Issue 31: a document that needs two staff signatures and a pad, signed as an audit would ask. The clinician
// has the client's guardian sign on the pad (as Guardian, asked on the pad), signs, and names the supervisor as
// the next staff to sign: the server keeps it waiting (Signed, not fully signed), and its PDF says so on every
// sheet's record. The supervisor, on her own device and login, co-signs; the PDF is then a complete record.

// Two devices sign in, PDF.js draws every sheet twice: long on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });

const CLINICIAN_SIGNATURE = 'Clinic#77';
const SUPERVISOR_SIGNATURE = 'Cosign#58';
const GUARDIAN = 'Doe, Jane';
const squeeze = (text: string) => text.replace(/\s+/g, '');
const isTablet = (testInfo: TestInfo) => testInfo.project.name === 'tablet';

/** The client's Documents: its own page on a handheld, the face sheet's tab on a tablet. */
async function openClientDocuments(page: Page, clientId: number, testInfo: TestInfo) {
  await goTo(
    page,
    isTablet(testInfo)
      ? `/caseload/facesheet?clientId=${clientId}&tab=documents`
      : `/caseload/facesheet/documents?clientId=${clientId}`,
  );
  await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible({ timeout: 30_000 });
}

async function rowAction(page: Page, name: string, action: 'View' | 'Edit' | 'Sign') {
  await page.getByRole('button', { name: `Actions for ${name}` }).click({ timeout: 60_000 });
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * Through every page with Next to the signature page, as the clinician reviews the intake with the client: Next
 * confirms each page (the page list would leave the page it leaves unconfirmed, spec 2 §4).
 */
async function nextToSignatures(page: Page, pageNames: readonly string[]) {
  const wizard = page.getByTestId('document-wizard');
  for (const name of [...pageNames.slice(1), 'Signatures']) {
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(wizard.getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 30_000 });
  }
}

/** A signature drawn with the mouse on a pad: two strokes across it. */
async function draw(page: Page, canvas: ReturnType<Page['getByTestId']>) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  for (const [x1, y1, x2, y2] of [
    [0.15, 0.6, 0.5, 0.3],
    [0.5, 0.55, 0.85, 0.4],
  ]) {
    await page.mouse.move(box.x + box.width * x1!, box.y + box.height * y1!);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * x2!, box.y + box.height * y2!, { steps: 12 });
    await page.mouse.up();
  }
}

/**
 * The document's PDF as the viewer shows it: each sheet drawn by PDF.js (a PNG for people when asked), and the
 * PDF the server sent, read back as text per sheet.
 */
async function viewPdf(page: Page, documentName: string, label: string, testInfo: TestInfo) {
  const reply = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/evv/read/documentPdf') &&
      'resources' in ((await response.json().catch(() => ({}))) as object),
    { timeout: 120_000 },
  );
  await rowAction(page, documentName, 'View');
  const body = (await (await reply).json()) as { resources: { pdf: string }[] };
  const pdf = await parsePdf(body.resources[0]!.pdf);
  const canvas = page.getByTestId('pdf-page');
  for (let sheet = 1; sheet <= pdf.pageCount; sheet++) {
    if (sheet > 1) await page.getByRole('button', { name: 'Next page' }).click();
    await expect(canvas).toHaveAttribute('data-drawn', new RegExp(`^${sheet}:`), { timeout: 30_000 });
    await screenshotForPeople(canvas, `co-signature-${label}-sheet-${sheet}-${testInfo.project.name}`);
  }
  await page.getByRole('link', { name: 'All Documents' }).click();
  await expect(page.getByRole('button', { name: 'Create New Document' })).toBeVisible({ timeout: 30_000 });
  return pdf;
}

test('an intake signed by a guardian and the clinician waits for the supervisor, who co-signs it on her own device', async ({
  page,
  appUrl,
  server,
  browser,
}, testInfo) => {
  const documentName = `Intake ${testInfo.project.name} ${Date.now() % 100_000}`;
  const { document, pageNames, supervisor } = await insertUnsignedIntake(server, documentName);
  const stored = async () =>
    (await server.database.db.select().from(documents).where(eq(documents.id, document.id)))[0]!;

  // The clinician: the guardian signs on the pad, as Guardian; the clinician signs and names the supervisor.
  await openSignedIn(page, appUrl);
  await openClientDocuments(page, document.clientId, testInfo);
  await rowAction(page, documentName, 'Edit');
  await expect(page.getByTestId('document-wizard')).toBeVisible({ timeout: 30_000 });
  await nextToSignatures(page, pageNames);
  const pad = page.getByTestId('external-0');
  await expect(pad).toBeVisible({ timeout: 30_000 });
  await pad.getByRole('combobox', { name: /^Signing as/ }).click();
  await page.getByRole('option', { name: 'Guardian', exact: true }).click();
  await pad.getByRole('textbox', { name: 'External Signature Name' }).fill(GUARDIAN);
  await draw(page, pad.getByTestId('signature-canvas'));
  await expect(pad.getByText('Signature captured')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Staff Signature').fill(CLINICIAN_SIGNATURE);
  const next = page.getByTestId('next-staff');
  await expect(next).toContainText('Next Staff to Sign is a required field. Please select a value.');
  await next.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Staff Member' });
  await dialog
    .getByRole('button', { name: new RegExp(`${supervisor.lastName}, ${supervisor.firstName}`) })
    .click();
  await expect(next).toContainText(`${supervisor.lastName}, ${supervisor.firstName}`);
  await screenshotForPeople(page, `co-signature-author-${testInfo.project.name}`, { fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('document-wizard')).toBeHidden({ timeout: 30_000 });

  // The server keeps it waiting for the supervisor: Signed by one, not fully signed.
  await expect
    .poll(
      async () => {
        const row = await stored();
        return { status: row.documentStatus, fullySigned: row.fullySigned, next: row.nextStaffId };
      },
      { timeout: 60_000 },
    )
    .toEqual({ status: 'Signed', fullySigned: false, next: supervisor.id });

  // Its PDF: every sheet says whose record it is and its place; the guardian's role, the masked SSN, and whom
  // it still waits for.
  const waiting = await viewPdf(page, documentName, 'waiting', testInfo);
  const [year, month, day] = document.serviceDate.split('-');
  waiting.pages.forEach((sheet, i) => {
    for (const part of [
      documentName,
      `Service Date: ${month}/${day}/${year}`,
      'Date of Birth:',
      'Client ID:',
    ])
      expect(squeeze(sheet)).toContain(squeeze(part));
    expect(squeeze(sheet)).toContain(squeeze(`Page ${i + 1} of ${waiting.pageCount}`));
  });
  const waitingText = squeeze(waiting.text);
  expect(waitingText).toContain(squeeze('Social Security Number: ***-**-6789'));
  expect(waitingText).not.toContain('123-45-6789');
  expect(waitingText).toContain(squeeze(`Guardian`));
  expect(waitingText).toContain(squeeze(GUARDIAN));
  expect(waitingText).toContain(squeeze('Signed — awaiting co-signature'));
  expect(waitingText).toContain(
    squeeze(`Awaiting signature of ${supervisor.lastName}, ${supervisor.firstName}`),
  );

  // The supervisor, on a device of her own: the document is hers to sign; the pad is fixed.
  const other = await anotherDevice(browser, page, server);
  try {
    await signIn(other.page, appUrl, SUPERVISOR);
    await openClientDocuments(other.page, document.clientId, testInfo);
    await rowAction(other.page, documentName, 'Sign');
    await expect(other.page.getByTestId('document-wizard')).toBeVisible({ timeout: 30_000 });
    await openWizardPage(other.page, isTablet(testInfo), 'Signatures');
    await expect(other.page.getByTestId('recorded-signatures')).toContainText(`${GUARDIAN} — Guardian`, {
      timeout: 30_000,
    });
    // The author by name, though his primary organization is another (he works in New Jersey too).
    await expect(other.page.getByTestId('recorded-signatures')).toContainText('Daniel Reyes — Staff');
    await expect(other.page.getByTestId('external-0')).toHaveCount(0);
    await other.page.getByLabel('Staff Signature').fill(SUPERVISOR_SIGNATURE);
    await screenshotForPeople(other.page, `co-signature-cosigner-${testInfo.project.name}`, {
      fullPage: true,
    });
    await other.page.getByRole('button', { name: 'Save' }).click();
    await expect(other.page.getByTestId('document-wizard')).toBeHidden({ timeout: 30_000 });

    await expect
      .poll(
        async () => {
          const row = await stored();
          return { status: row.documentStatus, fullySigned: row.fullySigned, next: row.nextStaffId };
        },
        { timeout: 60_000 },
      )
      .toEqual({ status: 'Signed', fullySigned: true, next: null });
    const audit = await server.database.db
      .select()
      .from(signatureAudit)
      .where(eq(signatureAudit.documentId, document.id));
    // The pad as drawn (each drawing the device saved while the clinician was still signing), the author once,
    // the co-signer once.
    const meanings = audit.map((entry) => entry.meaning);
    expect(new Set(meanings)).toEqual(new Set(['guardian', 'staff', 'co-signing staff']));
    expect(meanings.filter((meaning) => meaning !== 'guardian')).toEqual(['staff', 'co-signing staff']);
    // Everyone signed the same content: the server's hash, one for all three.
    expect(new Set(audit.map((entry) => entry.contentHash)).size).toBe(1);

    const complete = await viewPdf(other.page, documentName, 'complete', testInfo);
    const completeText = squeeze(complete.text);
    expect(completeText).not.toContain(squeeze('Awaiting signature'));
    expect(completeText).not.toContain(squeeze('awaiting co-signature'));
    expect(completeText).toContain(squeeze('Co-signing Staff'));
    expect(completeText).toContain(squeeze(`${supervisor.lastName}, ${supervisor.firstName}`));
    expect(completeText).toContain(squeeze(GUARDIAN));
    expect(completeText).toContain(squeeze('***-**-6789'));
    complete.pages.forEach((sheet, i) =>
      expect(squeeze(sheet)).toContain(squeeze(`Page ${i + 1} of ${complete.pageCount}`)),
    );
  } finally {
    await other.context.close();
  }
});

import type { Page } from '@playwright/test';
import { test, expect } from './support/server.ts';
import { newDocument, openWizardPage, screenshot } from './support/new-document.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

test.use({ signedIn: CLINICIAN });

// The exploratory finding on the demo intake: a Secondary Phone typed without its country code vanished on
// Next and Previous with no message. It now stays as typed, Next stops beside the phone naming the country
// code, and the rule 'Secondary Phone not blank → Phone Contact Type required' fires. On the way: the
// Identification page's display fields show their content, a date of birth in the future is refused, and the
// address names all its missing parts at once.

const wizard = (page: Page) => page.getByTestId('document-wizard');
const group = (page: Page, name: string) => wizard(page).getByRole('group', { name: new RegExp(`^${name}`) });
const button = (page: Page, name: string) => wizard(page).getByRole('button', { name, exact: true });
const floating = (page: Page) => page.getByTestId('floating-error');

test('a secondary phone typed without its country code is kept, named as incomplete, and requires its contact type', async ({
  page,
  server,
}, info) => {
  test.setTimeout(240_000);
  await openSignedIn(page, server.appUrl);
  await newDocument(page, info.project.name === 'tablet', 'Comprehensive Intake');

  // Identification: the read-only text, the client's ID and a date of birth in the future.
  await expect(group(page, 'About this intake')).toContainText('Complete each page with the client.', {
    timeout: 30_000,
  });
  await expect(group(page, 'Client ID')).not.toHaveText(/^Client ID-?$/);
  await wizard(page)
    .getByLabel(/^Date of Birth/)
    .fill('2031-02-03');
  await expect(wizard(page).getByText('Date of Birth cannot be in the future.')).toBeVisible();
  await wizard(page)
    .getByLabel(/^Legal Name/)
    .fill('Jordan Contact');
  await wizard(page)
    .getByRole('radiogroup', { name: /^Gender/ })
    .getByLabel('Female', { exact: true })
    .check();
  await screenshot(page, 'form-identification', info);
  // A handheld's full-page picture draws the fixed header over the fields at the fold: this one is the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotForPeople(page, `form-identification-top-${info.project.name}`);
  await wizard(page)
    .getByLabel(/^Date of Birth/)
    .fill('1980-05-06');
  await button(page, 'Next').click();

  // Contact: only the secondary phone's number.
  const secondary = group(page, 'Secondary Phone');
  await secondary.getByLabel(/^Phone Number/).fill('555-0134', { timeout: 30_000 });
  await button(page, 'Next').click();
  await expect(secondary.getByText('Please enter a value for Country Code, then submit')).toBeVisible();
  await expect(
    wizard(page).getByText('Please make a selection for Phone Contact Type, then submit'),
  ).toBeVisible();
  await expect(floating(page)).toContainText('fields on this page need attention.');

  // The address names every part it lacks at once; the floating count shows again on this second Next.
  await group(page, 'Home Address')
    .getByLabel(/^Street 1/)
    .fill('12 Harbor Road');
  await button(page, 'Next').click();
  await expect(
    group(page, 'Home Address').getByText(
      'Please enter a value for City, State/Province and Zip, then submit',
    ),
  ).toBeVisible();
  await expect(floating(page)).toContainText('fields on this page need attention.');
  await screenshot(page, 'form-contact-errors', info);

  // Previous and back: nothing typed is lost.
  await button(page, 'Previous').click();
  await expect(wizard(page).getByLabel(/^Legal Name/)).toHaveValue('Jordan Contact', { timeout: 30_000 });
  await button(page, 'Next').click();
  await expect(secondary.getByLabel(/^Phone Number/)).toHaveValue('555-0134', { timeout: 30_000 });
  await expect(group(page, 'Home Address').getByLabel(/^Street 1/)).toHaveValue('12 Harbor Road');

  // Program and Staff, through the navigator: the activity counter shows its count.
  await openWizardPage(page, info.project.name === 'tablet', 'Program and Staff');
  await expect(group(page, 'Visits This Episode')).toHaveText(/^Visits This Episode\d+$/, {
    timeout: 30_000,
  });
  await screenshot(page, 'form-program', info);
});

import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/server.ts';
import { newDocument, openWizardPage } from './support/new-document.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

test.use({ signedIn: CLINICIAN });

// Issue 30: on the demo intake, '(856) 555-0195' typed into Primary Phone became Phone '85655501' and Ext '95'
// without a word, and a text field cut a longer paste at its limit. Now a number typed or pasted lands in its
// parts, every field and part shows its limit before it is reached, and a paste past a limit is kept whole
// with the field's message, for the user to edit down.

const wizard = (page: Page) => page.getByTestId('document-wizard');
const group = (page: Page, name: string) => wizard(page).getByRole('group', { name: new RegExp(`^${name}`) });
const partsOf = (field: Locator) =>
  field
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Pastes text from the system clipboard into a field, as Ctrl+V does. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test('a phone number and a long text typed or pasted keep everything the user meant, with the limits shown', async ({
  page,
  server,
}, info) => {
  test.setTimeout(240_000);
  const tablet = info.project.name === 'tablet';
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin('evv') });
  await openSignedIn(page, server.appUrl);
  await newDocument(page, tablet, 'Comprehensive Intake');

  // Identification: Pronouns takes 20 characters, and says so before anything is typed.
  const pronouns = wizard(page).getByLabel(/^Pronouns/);
  await expect(pronouns).toHaveAccessibleDescription('Max:20 characters. 0/20', { timeout: 30_000 });
  await paste(page, pronouns, 'she/her or they/them, either');
  await expect(pronouns).toHaveValue('she/her or they/them, either');
  await expect(wizard(page).getByText('Pronouns must be at most 20 characters.')).toBeVisible();
  await expect(pronouns).toHaveAccessibleDescription('Pronouns must be at most 20 characters. 28/20');
  const pronounsField = wizard(page).locator('.MuiFormControl-root', { has: page.getByLabel(/^Pronouns/) });
  await screenshotForPeople(pronounsField, `forms-typed-text-too-long-${info.project.name}`);
  for (let i = 0; i < 8; i++) await page.keyboard.press('Backspace');
  await expect(pronouns).toHaveValue('she/her or they/them');
  await expect(wizard(page).getByText('Pronouns must be at most 20 characters.')).toHaveCount(0);
  await expect(pronouns).toHaveAccessibleDescription('Max:20 characters. 20/20');

  // Contact: the number typed into Primary Phone's Phone Number, then pasted with its country code and
  // extension into Country Code.
  await openWizardPage(page, tablet, 'Contact');
  const phone = group(page, 'Primary Phone');
  const phoneNumber = phone.getByLabel(/^Phone Number/);
  await expect(phoneNumber).toHaveAccessibleDescription('0/12', { timeout: 30_000 });
  await expect(phone.getByLabel(/^Ext/)).toHaveAccessibleDescription('0/5');
  await expect(phone.getByTestId('character-count')).toHaveText(['0/3', '0/12', '0/5']);
  await screenshotForPeople(phone, `forms-typed-phone-empty-${info.project.name}`);
  await phoneNumber.click();
  await page.keyboard.type('(856) 555-0195');
  await expect.poll(() => partsOf(phone)).toEqual(['', '856-555-0195', '']);
  await expect(phone.getByTestId('character-count')).toHaveText(['0/3', '12/12', '0/5']);
  await expect(phone.getByLabel(/^Ext/)).toBeFocused();
  await screenshotForPeople(phone, `forms-typed-phone-${info.project.name}`);

  await phoneNumber.clear();
  await paste(page, phone.getByLabel(/^Country Code/), '+1 856 555 0195 x12');
  await expect.poll(() => partsOf(phone)).toEqual(['1', '856-555-0195', '12']);

  // A nine-digit zip pasted into Zip fills Zip + 4 as well.
  const address = group(page, 'Home Address');
  await paste(page, address.getByLabel(/^Zip\s*\*?$/), '08002-1234');
  await expect(address.getByLabel(/^Zip\s*\*?$/)).toHaveValue('08002');
  await expect(address.getByLabel(/^Zip \+ 4/)).toHaveValue('1234');
  await screenshotForPeople(address, `forms-typed-zip-${info.project.name}`);
});

import {
  at,
  dayFromToday,
  fillAppointment,
  openNewAppointment,
  therapy,
} from './support/appointment-dialog.ts';
import { test, expect } from './support/server.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';

test.use({ signedIn: CLINICIAN });

// Issue 20 §7: every message a user sees comes from the catalog with the spec's words, or is the server's
// message with any ERROR/~/ prefix removed (spec 1 §8), in a dialog that replaces the one it answers rather
// than stacking over it.

test('what answers Save replaces the Appointment dialog, and OK brings it back as it was', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(150_000);
  await openSignedIn(page, appUrl);
  const dialog = await openNewAppointment(page);
  // The end equals the start: an overnight question, then 24 hours, which cannot be saved (spec 1 §4, §5).
  await fillAppointment(page, therapy(dayFromToday(5), at(8, 0, 'PM'), at(8, 0, 'PM')));
  await dialog.getByRole('button', { name: 'Save' }).click();

  const overnight = page.getByRole('dialog', { name: 'Overnight Appointment' });
  await expect(overnight).toContainText(
    'The end time is before the start time. Is this an overnight appointment?',
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await overnight.getByRole('button', { name: 'Yes' }).click();

  const cannotSave = page.getByRole('dialog', { name: 'Cannot Save Appointment' });
  await expect(cannotSave).toContainText('Visits of 24 hours or more cannot be saved.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await cannotSave.getByRole('button', { name: 'OK' }).click();

  // Back, with everything chosen still there.
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByRole('combobox', { name: /^Client/ })).toHaveValue(/Carter, Jasmine/);
  await expect(dialog.getByRole('combobox', { name: /^Activity/ })).toHaveText('Individual Therapy');
});

test("the server's refusal shows in its words without the ERROR/~/ prefix", async ({ page, appUrl }) => {
  test.setTimeout(150_000);
  await openSignedIn(page, appUrl);
  await page.route('**/evv/write/currentorganization', (route) =>
    route.fulfill({
      status: 400,
      json: { errors: [{ message: 'ERROR/~/The organization is closed for changes.' }] },
    }),
  );
  await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
  await page.getByRole('button', { name: 'Change Organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Organization' });
  const current = (await page.getByTestId('header-organization').textContent()) ?? '';
  await dialog
    .getByRole('button')
    .filter({ hasText: /^Harbor/ })
    .filter({ hasNotText: current })
    .first()
    .click();
  await expect(dialog.getByRole('alert')).toHaveText('The organization is closed for changes.');
});

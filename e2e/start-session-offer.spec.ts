import { test, expect } from './support/server.ts';
import { cardOf, copyToNow, openStart, shoot, standAtHome } from './support/sessions.ts';
import { CAREGIVER, CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { templateOf } from './support/templates.ts';

// Issue 20, item 9: the card and the start dialog agree (spec 1 §4). An aggregator activity's status list leaves
// In Session out, so its card offers no Start Session (it led to a dialog that could not be saved); a start
// dialog asks for no non-billable minutes before the visit has begun (they start at 0). Each test books its own
// appointment starting this minute, and takes it away again after.

test.describe(() => {
  test.use({ signedIn: CLINICIAN });

  test('an aggregator activity of now offers no Start Session on its card', async ({
    page,
    appUrl,
    server,
  }, testInfo) => {
    test.setTimeout(120_000);
    const template = await templateOf(server, 'clinician', { isAggregator: true });
    const booking = await copyToNow(server, template.appointment);
    await openSignedIn(page, appUrl);
    const card = await cardOf(page, booking);
    await expect(card.getByText(template.activity)).toBeVisible();
    await card.getByRole('button', { name: /^Appointment actions for/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'View Appointment' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Start Session' })).toHaveCount(0);
    await shoot(page, testInfo, 'aggregator-card-menu');
  });
});

test.describe(() => {
  test.use({ signedIn: CAREGIVER });

  test("the caregiver's start dialog starts the non-billable minutes at 0 and can be saved", async ({
    page,
    context,
    appUrl,
    server,
  }, testInfo) => {
    test.setTimeout(120_000);
    const template = await templateOf(server, 'caregiver', { isAggregator: false, nonBillableMinutes: true });
    const booking = await copyToNow(server, template.appointment, { nonBillableMinutes: null });
    await standAtHome(context, booking);
    await openSignedIn(page, appUrl);
    const dialog = await openStart(page, await cardOf(page, booking));
    const minutes = dialog.getByLabel(/^Non-billable Minutes/);
    await expect(minutes).toHaveValue('0');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await shoot(page, testInfo, 'start-dialog-non-billable');
  });
});

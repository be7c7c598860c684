import { eq } from 'drizzle-orm';
import { appointments, organizations } from '../apps/server/src/db/schema/index.ts';
import { test, expect } from './support/server.ts';
import {
  at,
  choose,
  chooseClient,
  dateField,
  dayFromToday,
  newYorkInstant,
  openNewAppointment,
  setTime,
  shoot,
  staffIdOf,
  storedAt,
} from './support/appointment-dialog.ts';
import { CAREGIVER, openSignedIn } from './support/sign-in.ts';

test.use({ signedIn: CAREGIVER });

// Issue 20, item 3: the caregiver works for 'Harbor Home Care - New Jersey'; four of her caseload clients are
// enrolled with its child 'Harbor Home Care - Burlington County', which is in her scope (spec 1 §6). The
// dialog offered only New Jersey and an empty Program list. The test books at 10:30 PM six days ahead, where
// the demo schedule has nothing for her, counts only that slot, and takes its booking away again.

const BURLINGTON = 'Harbor Home Care - Burlington County';

test("books a client of the caregiver's child organization there", async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(150_000);
  const caregiver = await staffIdOf(server, 'caregiver');
  const day = dayFromToday(6);
  const start = newYorkInstant(day, at(10, 30, 'PM'));
  expect(await storedAt(server, caregiver, start)).toEqual([]);
  await openSignedIn(page, appUrl);
  const dialog = await openNewAppointment(page);
  await chooseClient(page, 'Whitaker, Ernest');
  await dateField(page).fill(day);
  await setTime(page, 'Start Time', at(10, 30, 'PM'));
  await setTime(page, 'End Time', at(11, 0, 'PM'));

  // Still on her own organization: the empty Program list says why.
  await expect(dialog.getByRole('combobox', { name: /^Organization/ })).toHaveText(
    'Harbor Home Care - New Jersey',
  );
  await expect(dialog).toContainText(
    'This client has no program in this organization on this date. Choose another organization.',
  );
  await shoot(page, testInfo, 'appointment-child-organization-hint');
  await choose(page, /^Organization/, BURLINGTON);
  await choose(page, /^Program/, /./);
  await choose(page, /^Activity/, 'Personal Care');
  await choose(page, /^Service Location/, 'Home');
  await choose(page, /^Status/, 'None');
  // New Jersey asks for the visit address of this activity (spec 1 §5): his home.
  await choose(page, /^Start Visit Address/, /Home address/);
  await shoot(page, testInfo, 'appointment-child-organization');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await storedAt(server, caregiver, start)).length, { timeout: 30_000 })
    .toBe(1);
  const [stored] = await storedAt(server, caregiver, start);
  const [organization] = await server.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, stored!.organizationId));
  expect(organization!.name).toBe(BURLINGTON);
  await server.database.db
    .update(appointments)
    .set({ deletedAt: server.clock.now() })
    .where(eq(appointments.id, stored!.id));
});

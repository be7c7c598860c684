import type { Page } from '@playwright/test';
import { eq, gt, inArray, isNull } from 'drizzle-orm';
import { appointments, clientAddresses } from '../apps/server/src/db/schema/index.ts';
import { seededTemplate } from './support/bookings.ts';
import { test, expect } from './support/server.ts';
import { cardOf, copyToNow } from './support/sessions.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';
import { screenshotForPeople } from './support/screenshots.ts';

// Issue 36: a map link leads where the visit is checked (its EVV visit address), not to the client's home, from
// the appointment card, the caseload (both sizes) and the face sheet.

test.use({ signedIn: CLINICIAN });

const HOUR_MS = 3_600_000;

/** A maps search link for a point, as core's mapsHref writes it. */
const mapsQuery = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${latitude},${longitude}`)}`;

const mapOf = (page: Page, name: string) => page.getByRole('link', { name: `Map of the address of ${name}` });

test('the map links of a client with a visit ahead lead to the visit address', async ({
  page,
  appUrl,
  server,
}, testInfo) => {
  test.setTimeout(90_000);
  const { db } = server.database;
  // A coming seeded appointment at a client's EVV visit address, copied to start now.
  const template = await seededTemplate(
    server,
    'clinician',
    inArray(
      appointments.startVisitAddressId,
      db.select({ id: clientAddresses.id }).from(clientAddresses).where(eq(clientAddresses.type, 'EVV')),
    ),
    gt(appointments.startAt, new Date(server.clock.now().getTime() + 24 * HOUR_MS)),
    isNull(appointments.deletedAt),
  );
  const booking = await copyToNow(server, template);
  const [visitAddress] = await db
    .select()
    .from(clientAddresses)
    .where(eq(clientAddresses.id, template.startVisitAddressId!));
  const visitHref = mapsQuery(visitAddress!.latitude!, visitAddress!.longitude!);
  expect(visitHref).not.toBe(mapsQuery(booking.home.latitude, booking.home.longitude));

  await openSignedIn(page, appUrl);
  const card = await cardOf(page, booking);
  await expect(mapOf(page, booking.clientName).and(card.getByRole('link'))).toHaveAttribute(
    'href',
    visitHref,
  );
  await screenshotForPeople(page, `map-links-card-${testInfo.project.name}`);

  await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
  const row = page.getByTestId('caseload-row').filter({ hasText: booking.clientName });
  await expect(row.getByRole('link', { name: `Call ${booking.clientName}` })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(
    row.getByRole('link', { name: `Map of the address of ${booking.clientName}` }),
  ).toHaveAttribute('href', visitHref);
  await screenshotForPeople(page, `map-links-caseload-${testInfo.project.name}`);

  await row.getByRole('cell').nth(1).or(row.getByRole('button')).first().click();
  const snapshot = page.getByTestId('client-snapshot');
  await expect(snapshot.getByText('Next Visit Address')).toBeVisible();
  await expect(snapshot.getByRole('link', { name: /in maps$/ })).toHaveAttribute('href', visitHref);
});

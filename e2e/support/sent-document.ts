import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { documents } from '../../apps/server/src/db/schema/index.ts';
import { madeByThisTest } from './records.ts';
import { expect, type CareVisitServer } from './server.ts';

/**
 * Back online, the device sends what waits: the one document of the client this test made, once the server has
 * stored it (a second row would be the same document counted twice).
 */
export async function sentOnce(page: Page, server: CareVisitServer, clientId: number) {
  await page.context().setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-state', 'synced', { timeout: 120_000 });
  const mine = () =>
    server.database.db
      .select()
      .from(documents)
      .where(and(madeByThisTest(documents), eq(documents.clientId, clientId)));
  await expect.poll(async () => (await mine()).length, { timeout: 60_000 }).toBe(1);
  const [row] = await mine();
  return row!;
}

import type { Page, TestInfo } from '@playwright/test';
import { expectNoEnglish } from './english-scan.ts';
import { screenshotForPeople } from './screenshots.ts';

/**
 * A screen of a test in Spanish, looked at (issue 33): its visible text holds no English of the app's catalog
 * (english-scan.ts; `agencyText` is what the agency wrote, agency-text.ts), and its picture is taken for people
 * (E2E_SCREENSHOTS): the whole page, or what the screen shows when a dialog is open.
 */
export async function lookAt(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  agencyText: readonly string[],
  { fullPage = false } = {},
) {
  await expectNoEnglish(page, screen, agencyText);
  await screenshotForPeople(page, `spanish-${screen}-${testInfo.project.name}`, {
    fullPage,
    animations: 'disabled',
  });
}

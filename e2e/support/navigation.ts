import type { Page } from '@playwright/test';
import type { MessageLanguage } from '../../packages/core/src/messages/format.ts';
import { LANGUAGE_NAMES } from '../../packages/core/src/messages/languages.ts';
import { expect } from './server.ts';
import { pageWords } from './words.ts';

/** spec 1 §2's four main pages, by their place in the navigation. */
export type MainPage = 'dashboard' | 'schedule' | 'caseload' | 'settings';

/** A main page through the navigation (the bottom bar of a handheld, the side of a tablet), in the page's language. */
export async function openPage(page: Page, main: MainPage) {
  const t = await pageWords(page);
  await page
    .getByRole('navigation', { name: t('nav.label') })
    .getByRole('link', { name: t(`nav.${main}`) })
    .click();
  await expect(page.getByRole('heading', { name: t(`pages.${main}`), level: 1 })).toBeVisible();
}

/** Settings > Language (issue 33): the app speaks the language chosen at once. */
export async function chooseInSettings(page: Page, language: MessageLanguage) {
  await openPage(page, 'settings');
  const t = await pageWords(page);
  await page
    .getByRole('group', { name: t('language.title') })
    .getByRole('button', { name: LANGUAGE_NAMES[language], exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

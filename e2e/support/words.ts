import type { Page } from '@playwright/test';
import {
  formatMessage,
  type MessageKey,
  type MessageLanguage,
  type MessageParams,
} from '../../packages/core/src/messages/format.ts';

// The app's words as a test finds them on the screen: the catalog's, in the language the page speaks (issue 33).
// Shared steps (sign-in.ts, sessions.ts, appointment-dialog.ts, new-document.ts) read the page's language, so the
// same step serves a test in English and one in Spanish.

export type Words = (key: MessageKey, params?: MessageParams) => string;

export const wordsIn =
  (language: MessageLanguage): Words =>
  (key, params) =>
    formatMessage(key, params, language);

export const english = wordsIn('en');
export const spanish = wordsIn('es');

/** The language the page speaks now: `<html lang>`, which the app sets as it switches. */
export async function pageLanguage(page: Page): Promise<MessageLanguage> {
  return (await page.locator('html').getAttribute('lang')) === 'es' ? 'es' : 'en';
}

/** The words of the language the page speaks now. */
export async function pageWords(page: Page): Promise<Words> {
  return wordsIn(await pageLanguage(page));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name that begins with the text (a required field's label ends in its asterisk). */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** A name that is exactly one of the texts. */
export const anyOf = (...texts: string[]) => new RegExp(`^(${texts.map(escapeRegExp).join('|')})$`);

/** A text that holds one of the texts. */
export const containing = (...texts: string[]) => new RegExp(texts.map(escapeRegExp).join('|'));

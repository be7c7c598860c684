import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, toI18nextResources } from '@carevisit/core';

/**
 * One catalog for every text a user sees: core's `en`, the spec's words keyed by meaning. Its parameters are
 * written {name}, so interpolation uses single braces. React escapes what it renders, so i18next does not.
 * A message with plural forms reaches i18next as `key_one`, `key_other` (and `key`), which it chooses among with
 * Intl.PluralRules when the message is called with `count` (issue 33).
 */
export async function setUpI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: toI18nextResources(en) } },
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

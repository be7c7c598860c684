import i18next from 'i18next';
import type { Localization } from '@mui/material/locale';
import { initReactI18next } from 'react-i18next';
import { en, MESSAGE_LANGUAGES, toI18nextResources, type MessageLanguage } from '@carevisit/core';
import { initialLanguage } from './language-choice.ts';

/** MUI's own texts in each language loaded but English, which is MUI's default (app/theme.ts). */
const componentTexts = new Map<MessageLanguage, Localization>();

export function componentTextsOf(language: MessageLanguage): Localization | undefined {
  return componentTexts.get(language);
}

/**
 * A language's resources: English with the first screen, Spanish from its own chunk when first needed, MUI's
 * Spanish texts with it.
 */
async function resourcesOf(language: MessageLanguage) {
  if (language === 'en') return toI18nextResources(en);
  const { spanishResources, spanishComponentTexts } = await import('./spanish-resources.ts');
  componentTexts.set(language, spanishComponentTexts);
  return spanishResources;
}

/** The page says which language it is in (screen readers, hyphenation); index.html's script said so first. */
function markPage(language: MessageLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * One catalog per language for every text a user sees: core's `en` (the spec's words, keyed by meaning) and `es`.
 * Parameters are written {name}, so interpolation uses single braces. React escapes what it renders, so i18next
 * does not. A message with plural forms reaches i18next as `key_one`, `key_other` (and `key_many`, `key`), which
 * it chooses among with Intl.PluralRules when the message is called with `count` (issue 33). The language is
 * chosen before the first render (issue 33 item 3): the device's stored choice, else its own languages.
 */
export async function setUpI18n(chosen: MessageLanguage = initialLanguage()): Promise<typeof i18next> {
  const resources = { en: { translation: toI18nextResources(en) } };
  // A catalog that cannot be loaded (a build the service worker never kept, offline) must not stop the app: it
  // starts in English, and the choice, still kept, applies at the next start.
  const other = chosen === 'en' ? null : await resourcesOf(chosen).catch(() => null);
  const language = other ? chosen : 'en';
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: MESSAGE_LANGUAGES,
    resources: other ? { ...resources, [chosen]: { translation: other } } : resources,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
  markPage(language);
  return i18next;
}

/** Speaks `language` from now on: its catalog loaded if it was not, every screen rendered again, the page marked. */
export async function switchLanguage(language: MessageLanguage): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await resourcesOf(language));
  }
  await i18next.changeLanguage(language);
  markPage(language);
}

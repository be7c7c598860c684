import type { MessageLanguage } from '@carevisit/core';
import { switchLanguage } from './i18n.ts';
import { keepLanguage } from './language-choice.ts';

/**
 * A person chose the language (the sign-in pages, Settings): the app speaks it at once, and the device keeps it,
 * marked for the server to keep for them too (session/language/language-sync.ts sends it).
 */
export async function chooseLanguage(language: MessageLanguage): Promise<void> {
  keepLanguage(language, true);
  await switchLanguage(language);
}

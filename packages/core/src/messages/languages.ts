import type { MessageLanguage } from './format.ts';

/** The languages with a catalog, English first: the one a device falls back to. */
export const MESSAGE_LANGUAGES = ['en', 'es'] as const satisfies readonly MessageLanguage[];

/**
 * Each language's name in that language, as a language picker shows it ("English", "Español"): a person looks for
 * their own language's name, so these are never translated and live outside the catalogs.
 */
export const LANGUAGE_NAMES: Readonly<Record<MessageLanguage, string>> = { en: 'English', es: 'Español' };

export function isMessageLanguage(value: unknown): value is MessageLanguage {
  return (MESSAGE_LANGUAGES as readonly unknown[]).includes(value);
}

import { isMessageLanguage, type MessageLanguage } from '@carevisit/core';

// Issue 33 item 3: the device keeps the language chosen on it in localStorage, a preference that holds nothing
// about anyone and must be readable before sign-in, offline, and by public/splash-language.js before any other
// script (which reads the same key: keep the two in step).
const LANGUAGE_KEY = 'carevisit.language';
/** A choice made on this device that the server has not kept yet: sent at the next chance (language-sync.ts). */
const UNSENT_KEY = 'carevisit.language.unsent';

export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The device's localStorage, or none where the browser refuses it (some private modes): English then. */
function deviceStorage(): PreferenceStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: PreferenceStorage | null, key: string): MessageLanguage | null {
  try {
    const value = storage?.getItem(key);
    return isMessageLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first of the device's languages (navigator.languages) the app speaks, by its primary subtag. */
export function languageOfTags(tags: readonly string[]): MessageLanguage | null {
  for (const tag of tags) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isMessageLanguage(primary)) return primary;
  }
  return null;
}

/** The language the app starts in: the one chosen on this device, else the device's own, else English. */
export function initialLanguage(
  storage: PreferenceStorage | null = deviceStorage(),
  tags: readonly string[] = navigator.languages,
): MessageLanguage {
  return read(storage, LANGUAGE_KEY) ?? languageOfTags(tags) ?? 'en';
}

/**
 * Keeps the device's language; `unsent` marks a person's own choice, which the server is to keep for them, as
 * opposed to one the server handed the device.
 */
export function keepLanguage(
  language: MessageLanguage,
  unsent: boolean,
  storage: PreferenceStorage | null = deviceStorage(),
): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language);
    if (unsent) storage?.setItem(UNSENT_KEY, language);
    else storage?.removeItem(UNSENT_KEY);
  } catch {
    // Not kept this time: the choice still holds until the page is left.
  }
}

/** The choice made on this device that the server has not kept yet, if any. */
export function unsentLanguage(storage: PreferenceStorage | null = deviceStorage()): MessageLanguage | null {
  return read(storage, UNSENT_KEY);
}

/** The server kept `language`: no longer unsent, unless the person chose another one meanwhile. */
export function markLanguageSent(
  language: MessageLanguage,
  storage: PreferenceStorage | null = deviceStorage(),
): void {
  try {
    if (read(storage, UNSENT_KEY) === language) storage?.removeItem(UNSENT_KEY);
  } catch {
    // Sent again next time: the server keeps the same value.
  }
}

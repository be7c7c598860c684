import { describe, expect, it } from 'vitest';
import type { MessageLanguage } from '@carevisit/core';
import splashLanguageScript from '../../public/splash-language.js?raw';
import {
  initialLanguage,
  keepLanguage,
  languageOfTags,
  markLanguageSent,
  unsentLanguage,
  type PreferenceStorage,
} from './language-choice.ts';

/** A device's localStorage, in memory. */
function memoryStorage(
  entries: Record<string, string> = {},
): PreferenceStorage & { entries: typeof entries } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
    removeItem: (key) => {
      delete entries[key];
    },
  };
}

/** What public/splash-language.js sets the page's language to, on a device with these storage and languages. */
function splashLanguage(stored: string | null, tags: readonly string[]): string {
  const root = { lang: 'en' };
  const window = { localStorage: memoryStorage(stored === null ? {} : { 'carevisit.language': stored }) };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the public file, run as the page runs it
  new Function('window', 'navigator', 'document', splashLanguageScript)(
    window,
    { languages: tags },
    { documentElement: root },
  );
  return root.lang;
}

const CASES: { stored: string | null; tags: string[]; expected: MessageLanguage }[] = [
  // The device's own languages: the first the app speaks, by its primary subtag.
  { stored: null, tags: ['es-US', 'en-US'], expected: 'es' },
  { stored: null, tags: ['es-419'], expected: 'es' },
  { stored: null, tags: ['ES'], expected: 'es' },
  { stored: null, tags: ['fr-CA', 'es-MX', 'en'], expected: 'es' },
  { stored: null, tags: ['fr-CA', 'en-GB', 'es'], expected: 'en' },
  { stored: null, tags: ['en-US'], expected: 'en' },
  { stored: null, tags: ['fr-FR', 'de'], expected: 'en' },
  { stored: null, tags: [], expected: 'en' },
  { stored: null, tags: ['eus', 'est'], expected: 'en' },
  // A choice kept on the device comes first.
  { stored: 'es', tags: ['en-US'], expected: 'es' },
  { stored: 'en', tags: ['es-US'], expected: 'en' },
  // A value the app cannot speak is no choice.
  { stored: 'fr', tags: ['es-US'], expected: 'es' },
  { stored: 'es-US', tags: ['en-US'], expected: 'en' },
  { stored: '', tags: [], expected: 'en' },
];

describe('the language the app starts in (issue 33 item 3)', () => {
  it("is the device's stored choice, else the first of its languages the app speaks, else English", () => {
    for (const { stored, tags, expected } of CASES) {
      const storage = memoryStorage(stored === null ? {} : { 'carevisit.language': stored });
      expect(initialLanguage(storage, tags), JSON.stringify({ stored, tags })).toBe(expected);
    }
    expect(languageOfTags(['pt-BR', 'es-AR'])).toBe('es');
    expect(languageOfTags(['pt-BR'])).toBeNull();
  });

  it('is English where the browser refuses storage', () => {
    const refusing: PreferenceStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(initialLanguage(refusing, ['en-US'])).toBe('en');
    expect(initialLanguage(null, ['es-US'])).toBe('es');
    expect(() => keepLanguage('es', true, refusing)).not.toThrow();
  });

  it('is the one the splash script picks before any other script runs, in every case', () => {
    for (const { stored, tags, expected } of CASES) {
      expect(splashLanguage(stored, tags), JSON.stringify({ stored, tags })).toBe(expected);
    }
  });
});

describe('a choice kept on the device', () => {
  it('starts the next page load in it, and is marked unsent until the server kept it', () => {
    const storage = memoryStorage();
    keepLanguage('es', true, storage);
    expect(initialLanguage(storage, ['en-US'])).toBe('es');
    expect(unsentLanguage(storage)).toBe('es');
    markLanguageSent('es', storage);
    expect(unsentLanguage(storage)).toBeNull();
    expect(initialLanguage(storage, ['en-US'])).toBe('es');
  });

  it('stays unsent when another was chosen while the first was on its way', () => {
    const storage = memoryStorage();
    keepLanguage('es', true, storage);
    keepLanguage('en', true, storage);
    markLanguageSent('es', storage);
    expect(unsentLanguage(storage)).toBe('en');
  });

  it('from the server is kept, and not marked to be sent back', () => {
    const storage = memoryStorage();
    keepLanguage('es', false, storage);
    expect(unsentLanguage(storage)).toBeNull();
    expect(initialLanguage(storage, ['en-US'])).toBe('es');
  });
});

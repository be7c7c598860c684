import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { isPluralForms, toI18nextResources, type MessageText, type PluralForms } from './catalog.ts';
import { formatMessage, lookupMessage, type MessageKey } from './format.ts';

/** Every leaf of a catalog by its dotted key; plural forms are one leaf. */
function leaves(node: unknown, prefix = ''): Map<string, MessageText> {
  const found = new Map<string, MessageText>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string' || isPluralForms(value)) found.set(path, value);
    else for (const [inner, text] of leaves(value, `${path}.`)) found.set(inner, text);
  }
  return found;
}

const english = leaves(en);
/** The Spanish messages that have an English one (the key tests name the others). */
const spanish = leaves(es);
const translated = [...spanish].filter(([key]) => english.has(key));

const paramsOf = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!));
const sorted = (names: Set<string>) => [...names].sort().join(',');
const formsOf = (text: MessageText): [string, string][] =>
  typeof text === 'string' ? [['text', text]] : Object.entries(text);
/** The English parameters every form of a message is held to: those of its text, or of its other form. */
const englishParams = (key: string) => {
  const text = english.get(key)!;
  return paramsOf(typeof text === 'string' ? text : text.other);
};

/** The forms of a message whose parameters differ from English: a one form may leave out {count}, nothing else. */
function paramMismatches(key: string, text: MessageText): string[] {
  const expected = englishParams(key);
  const withoutCount = new Set([...expected].filter((name) => name !== 'count'));
  return formsOf(text)
    .filter(([form, words]) => {
      const actual = sorted(paramsOf(words));
      return actual !== sorted(expected) && !(form === 'one' && actual === sorted(withoutCount));
    })
    .map(([form, words]) => `${key} (${form}): ${words}`);
}

/** The categories a language's plural rules give the counts a screen meets, from none to a million. */
const SAMPLE_COUNTS = [0, 1, 2, 5, 1_000_000];
function categoriesFor(language: string): Set<string> {
  const rules = new Intl.PluralRules(language);
  const categories = new Set(SAMPLE_COUNTS.map((count) => rules.select(count)));
  for (const category of categories) expect(rules.resolvedOptions().pluralCategories).toContain(category);
  return categories;
}

function missingForms(catalog: Map<string, MessageText>, language: string): string[] {
  const categories = categoriesFor(language);
  return [...catalog]
    .filter((entry): entry is [string, PluralForms] => isPluralForms(entry[1]))
    .flatMap(([key, forms]) =>
      [...categories].filter((category) => !(category in forms)).map((category) => `${key}: ${category}`),
    );
}

/**
 * Words that stay the same in Spanish: product names and standard codes, and Spanish words spelled as in English.
 * Only a text identical to its English one is checked against this list.
 */
const UNTRANSLATED = new Set(['CareVisit', 'Medicaid', 'HHAeXchange', 'Sandata', 'NKDA', 'Total', 'Error']);
const englishWords = (text: string) =>
  (text.replace(/\{\w+\}/g, ' ').match(/[A-Za-z]{4,}/g) ?? []).filter((word) => !UNTRANSLATED.has(word));

describe('the Spanish catalog against the English one (issue 33)', () => {
  it('has every key of the English catalog', () => {
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
  });

  it('has no key the English catalog lacks', () => {
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('keeps the parameters of every message, form by form', () => {
    expect(translated.flatMap(([key, text]) => paramMismatches(key, text))).toEqual([]);
    expect([...english].flatMap(([key, text]) => paramMismatches(key, text))).toEqual([]);
  });

  it('counts only with {count}, the one parameter i18next chooses plural forms by', () => {
    const counted = [...english, ...translated].filter(([, text]) => isPluralForms(text)).map(([key]) => key);
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.filter((key) => !englishParams(key).has('count'))).toEqual([]);
  });

  it('gives each plural message every form its language uses for 0, 1, 2, 5 and a million', () => {
    expect(categoriesFor('es')).toEqual(new Set(['one', 'other', 'many']));
    expect(missingForms(english, 'en')).toEqual([]);
    expect(missingForms(spanish, 'es')).toEqual([]);
  });

  it('translates every text: none is empty, none left in English', () => {
    const untranslated = translated.flatMap(([key, text]) =>
      formsOf(text)
        .filter(([form, words]) => {
          const source = english.get(key)!;
          const sourceWords =
            typeof source === 'string' ? source : (source[form as keyof PluralForms] ?? null);
          return words.trim() === '' || (words === sourceWords && englishWords(words).length > 0);
        })
        .map(([form, words]) => `${key} (${form}): '${words}'`),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('toI18nextResources', () => {
  const catalog = {
    plain: 'Visits: {count}',
    section: {
      counted: { one: '{count} record waiting', other: '{count} records waiting' },
      spanish: { one: 'Un registro', other: '{count} registros', many: '{count} de registros' },
    },
  };

  it('spreads plural forms into sibling keys, the key itself the other form, and keeps plain texts', () => {
    expect(toI18nextResources(catalog)).toEqual({
      plain: 'Visits: {count}',
      section: {
        counted: '{count} records waiting',
        counted_one: '{count} record waiting',
        counted_other: '{count} records waiting',
        spanish: '{count} registros',
        spanish_one: 'Un registro',
        spanish_other: '{count} registros',
        spanish_many: '{count} de registros',
      },
    });
  });

  it('gives i18next the suffixed key Intl.PluralRules picks for every count, in both catalogs', () => {
    for (const [language, catalog] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const resources = toI18nextResources(catalog) as Record<string, unknown>;
      const rules = new Intl.PluralRules(language);
      for (const [key, text] of leaves(catalog)) {
        if (!isPluralForms(text)) continue;
        const parts = key.split('.');
        const section = parts
          .slice(0, -1)
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources) as Record<
          string,
          unknown
        >;
        const leaf = parts.at(-1)!;
        expect(section[leaf]).toBe(text.other);
        for (const count of SAMPLE_COUNTS)
          expect(section[`${leaf}_${rules.select(count)}`]).toEqual(expect.any(String));
      }
    }
  });

  it('leaves the catalog as it was', () => {
    const before = JSON.stringify(en);
    toI18nextResources(en);
    expect(JSON.stringify(en)).toBe(before);
  });
});

describe('formatMessage with plural forms', () => {
  const key: MessageKey = 'syncStatus.waitingMany';

  it("takes the 'one' form for a count of 1 and 'other' for 0 and 2", () => {
    expect(formatMessage(key, { count: 1 })).toBe('1 record waiting to sync');
    expect(formatMessage(key, { count: 0 })).toBe('0 records waiting to sync');
    expect(formatMessage(key, { count: 2 })).toBe('2 records waiting to sync');
  });

  it("chooses by the language's rules: Spanish has a 'many' form for a million", () => {
    expect(formatMessage(key, { count: 1 }, 'es')).toBe('1 registro pendiente de sincronizar');
    expect(formatMessage(key, { count: 2 }, 'es')).toBe('2 registros pendientes de sincronizar');
    expect(formatMessage(key, { count: 1_000_000 }, 'es')).toBe(
      '1000000 de registros pendientes de sincronizar',
    );
  });

  it('names a plural message by its key, not by its forms', () => {
    // @ts-expect-error a form is not a message key
    const form: MessageKey = 'syncStatus.waitingMany.one';
    expect(lookupMessage(key)).toBe(lookupMessage(form.replace(/\.one$/, '') as MessageKey));
  });

  it('takes the other form without a count, and fills a plain text as before', () => {
    expect(formatMessage(key)).toBe('{count} records waiting to sync');
    expect(lookupMessage(key)).toBe('{count} records waiting to sync');
    expect(formatMessage('address.tooLong', { max: 5 })).toBe('Please enter no more than 5 characters.');
    expect(formatMessage('address.tooLong', { max: 5 }, 'es')).toBe('Máximo de caracteres permitido: 5.');
  });
});

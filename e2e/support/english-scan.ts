import type { Page } from '@playwright/test';
import { isPluralForms } from '../../packages/core/src/messages/catalog.ts';
import { en } from '../../packages/core/src/messages/en.ts';
import { es } from '../../packages/core/src/messages/es.ts';
import { expect } from './server.ts';
import { escapeRegExp } from './words.ts';

// Issue 33: a screen in Spanish shows no English sentence of the `en` catalog. What counts as English is taken
// from the catalogs themselves, by two rules:
// - a phrase: a piece of an English message between its {parameters}, of two words or more, found anywhere in the
//   visible text (a message whose parameters hold agency data is still caught by its own words around them);
// - a label: an English message of one word ('Save', 'Next'), found only as the whole of a text or a control's
//   label, as a button or a heading shows it (inside a sentence one word says nothing about the language).
// Neither counts where Spanish writes the same: a message whose Spanish text is the English one ('OK', 'CBC',
// '{lastName}, {firstName}'), or a phrase or label the Spanish catalog itself uses (product names, codes).

interface EnglishText {
  key: string;
  text: string;
}

interface EnglishPhrase extends EnglishText {
  /** Every place of the phrase between word boundaries. */
  pattern: RegExp;
}

/** Every text of a catalog by its dotted key; the forms of a plural message each count. */
function textsOf(node: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, [value]);
    else if (isPluralForms(value))
      found.set(path, [value.one, value.other, ...(value.many === undefined ? [] : [value.many])]);
    else for (const [inner, texts] of textsOf(value, `${path}.`)) found.set(inner, texts);
  }
  return found;
}

const PARAMETER = /\{\w+\}/;
const WORD = /\p{L}[\p{L}'’-]*/gu;
const wordCount = (text: string) => text.match(WORD)?.length ?? 0;
/** A piece between parameters, without the spaces and joining punctuation at its ends. */
const trimPiece = (piece: string) => piece.replace(/^[\s,:;·—–-]+|[\s,:;·—–-]+$/g, '');

const asPhrase = (text: string) => new RegExp(`(?<!\\p{L})${escapeRegExp(text)}(?!\\p{L})`, 'gu');

function englishTexts() {
  const english = textsOf(en);
  const spanish = textsOf(es);
  const spanishPieces = [...spanish.values()].flat().flatMap((text) => text.split(PARAMETER).map(trimPiece));
  const spanishCorpus = spanishPieces.join('\n');
  const spanishWholes = new Set(spanishPieces);
  const phrases: EnglishPhrase[] = [];
  const labels: EnglishText[] = [];
  for (const [key, texts] of english) {
    const translations = new Set(spanish.get(key));
    for (const text of texts.filter((form) => !translations.has(form))) {
      for (const piece of text.split(PARAMETER).map(trimPiece)) {
        const words = wordCount(piece);
        if (words >= 2 && !spanishCorpus.includes(piece))
          phrases.push({ key, text: piece, pattern: asPhrase(piece) });
        else if (words === 1 && piece === text && !spanishWholes.has(piece))
          labels.push({ key, text: piece });
      }
    }
  }
  return { phrases, labels };
}

const ENGLISH = englishTexts();

/** The page's visible texts: each text node of a shown element, and the names and hints of shown elements. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      !element.closest('script, style, noscript, template') &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && shown(node.parentElement)) texts.push(node.nodeValue ?? '');
    }
    const ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt'];
    for (const element of Array.from(
      document.body.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join()),
    )) {
      if (!shown(element)) continue;
      for (const name of ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
    }
    texts.push(document.title);
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

export interface EnglishFound {
  key: string;
  english: string;
  /** The visible text it was found in. */
  shown: string;
}

/** Whether the stretch of `shown` from `start` for `length` lies within one of the agency's texts there. */
function agencyWrote(shown: string, start: number, length: number, agencyText: readonly string[]): boolean {
  return agencyText.some((written) => {
    for (let at = shown.indexOf(written); at >= 0 && at <= start; at = shown.indexOf(written, at + 1)) {
      if (start + length <= at + written.length) return true;
    }
    return false;
  });
}

/**
 * The English messages of the `en` catalog visible on the page. `agencyText` is what the agency wrote (agency-text.ts):
 * shown as written, so English within it is not the app's.
 */
export async function findEnglish(page: Page, agencyText: readonly string[] = []): Promise<EnglishFound[]> {
  const found = new Map<string, EnglishFound>();
  const note = (english: EnglishText, shown: string) =>
    found.set(`${english.key}:${english.text}`, { key: english.key, english: english.text, shown });
  for (const shown of await visibleTexts(page)) {
    for (const phrase of ENGLISH.phrases) {
      for (const match of shown.matchAll(phrase.pattern)) {
        if (!agencyWrote(shown, match.index, match[0].length, agencyText)) note(phrase, shown);
      }
    }
    for (const label of ENGLISH.labels) {
      if (label.text === shown && !agencyText.includes(shown)) note(label, shown);
    }
  }
  return [...found.values()];
}

/** Fails with the list of English messages the page shows, naming the screen. */
export async function expectNoEnglish(page: Page, screen: string, agencyText: readonly string[] = []) {
  const found = await findEnglish(page, agencyText);
  const listed = found.map(({ key, english, shown }) => `${key}: "${english}" in "${shown}"`);
  expect(listed, `English on the ${screen} screen`).toEqual([]);
}

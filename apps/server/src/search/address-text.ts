/**
 * Words of an address, lower case, without punctuation, so that '123 Haddon Ave.,' and '123  haddon ave' read
 * alike. Only letters and digits survive, which also keeps every word safe inside a LIKE pattern.
 */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** USPS abbreviations people type either way: 'Haddon Avenue' must find 'Haddon Ave'. */
const ABBREVIATIONS: [short: string, long: string][] = [
  ['ave', 'avenue'],
  ['st', 'street'],
  ['rd', 'road'],
  ['dr', 'drive'],
  ['ln', 'lane'],
  ['blvd', 'boulevard'],
  ['ct', 'court'],
  ['pl', 'place'],
  ['ter', 'terrace'],
  ['cir', 'circle'],
  ['hwy', 'highway'],
  ['pkwy', 'parkway'],
  ['n', 'north'],
  ['s', 'south'],
  ['e', 'east'],
  ['w', 'west'],
  ['mt', 'mount'],
];

const SPELLINGS = new Map<string, readonly string[]>(
  ABBREVIATIONS.flatMap(([short, long]) => [
    [short, [short, long]],
    [long, [short, long]],
  ]),
);

/** The ways a word of an address may be written; the short form first. */
export function spellingsOf(word: string): readonly string[] {
  return SPELLINGS.get(word) ?? [word];
}

/** One spelling per word ('Haddon Avenue' and 'Haddon Ave' give one key), for ids and duplicates. */
export function keyOf(text: string): string {
  return wordsOf(text)
    .map((word) => spellingsOf(word)[0])
    .join('-');
}

export interface ParsedQuery {
  words: string[];
  /** A leading house number followed by more words ('123 Hadd'): Address Range results need it. */
  houseNumber: number | undefined;
  /** While typing (typeahead), the last word may be unfinished: it matches as a prefix. */
  lastIsPrefix: boolean;
}

export function parseQuery(text: string, typeahead: boolean): ParsedQuery {
  const words = wordsOf(text);
  const first = words[0];
  const houseNumber = words.length > 1 && first && /^\d{1,6}$/.test(first) ? Number(first) : undefined;
  return { words, houseNumber, lastIsPrefix: typeahead };
}

/**
 * The words any matching address must contain as written, so the database can narrow the agency's addresses
 * before they are ranked. Abbreviations are left out ('avenue' finds 'Ave'), and so is an unfinished last word
 * that may grow into one ('aven').
 */
export function literalWords(query: ParsedQuery): string[] {
  const lastIndex = query.words.length - 1;
  return query.words.filter((word, index) =>
    query.lastIsPrefix && index === lastIndex
      ? ![...SPELLINGS.keys()].some((spelling) => spelling.startsWith(word))
      : !SPELLINGS.has(word),
  );
}

import { describe, expect, it } from 'vitest';
import { keyOf, literalWords, parseQuery, spellingsOf, wordsOf } from './address-text.ts';

describe('wordsOf', () => {
  it('lower-cases and drops commas, dots and extra spaces', () => {
    expect(wordsOf('  123 Haddon Ave.,  Collingswood,NJ 08108 ')).toEqual([
      '123',
      'haddon',
      'ave',
      'collingswood',
      'nj',
      '08108',
    ]);
    expect(wordsOf("O'Neil % _ \\")).toEqual(['o', 'neil']);
    expect(wordsOf(' ,, ')).toEqual([]);
  });
});

describe('spellings and keys', () => {
  it('knows both spellings of the usual abbreviations, short form first', () => {
    expect(spellingsOf('avenue')).toEqual(['ave', 'avenue']);
    expect(spellingsOf('ave')).toEqual(['ave', 'avenue']);
    expect(spellingsOf('haddon')).toEqual(['haddon']);
  });

  it('gives one key for an address however it is written', () => {
    expect(keyOf('123 Haddon Avenue, Collingswood, NJ 08108')).toBe(
      keyOf('123 haddon ave collingswood nj 08108'),
    );
    expect(keyOf('123 Haddon Ave, Collingswood, NJ 08108')).toBe('123-haddon-ave-collingswood-nj-08108');
  });
});

describe('parseQuery', () => {
  it('takes a leading number followed by more words as the house number', () => {
    expect(parseQuery('123 Hadd', true)).toEqual({
      words: ['123', 'hadd'],
      houseNumber: 123,
      lastIsPrefix: true,
    });
    expect(parseQuery('123', true).houseNumber).toBeUndefined();
    expect(parseQuery('Route 9', false).houseNumber).toBeUndefined();
    expect(parseQuery('12B Main St', false).houseNumber).toBeUndefined();
  });
});

describe('literalWords', () => {
  it('keeps the words an address must contain as written', () => {
    expect(literalWords(parseQuery('123 Haddon Avenue Collingswood', false))).toEqual([
      '123',
      'haddon',
      'collingswood',
    ]);
  });

  it('leaves out an unfinished last word that may grow into an abbreviation', () => {
    expect(literalWords(parseQuery('123 Haddon Aven', true))).toEqual(['123', 'haddon']);
    expect(literalWords(parseQuery('123 Hadd', true))).toEqual(['123', 'hadd']);
    expect(literalWords(parseQuery('123 Haddon Aven', false))).toEqual(['123', 'haddon', 'aven']);
  });
});

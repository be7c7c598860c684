import { describe, expect, it } from 'vitest';
import { matchesClientSearch, searchClients } from './client-search.ts';

const ana = { firstName: 'Ana', lastName: 'Rivera', idNumber: 'C10045' };
const jose = { firstName: 'José', lastName: 'Ortiz', idNumber: 'C20010' };

describe('matchesClientSearch (spec 1 §2: Search Client Name/ID)', () => {
  it('matches the start of the first name or the last name, ignoring case and spaces around', () => {
    expect(matchesClientSearch(ana, 'an')).toBe(true);
    expect(matchesClientSearch(ana, '  RIV ')).toBe(true);
    expect(matchesClientSearch(ana, 'vera')).toBe(false);
  });

  it("matches 'first last' and 'last, first'", () => {
    expect(matchesClientSearch(ana, 'Ana Riv')).toBe(true);
    expect(matchesClientSearch(ana, 'Rivera, An')).toBe(true);
    expect(matchesClientSearch(ana, 'rivera,ana')).toBe(true);
    expect(matchesClientSearch(ana, 'Rivera   Ana')).toBe(true);
    expect(matchesClientSearch(ana, 'Ana Ortiz')).toBe(false);
  });

  it('matches the start of the ID, in any case', () => {
    expect(matchesClientSearch(ana, 'C10045')).toBe(true);
    expect(matchesClientSearch(ana, 'c100')).toBe(true);
    expect(matchesClientSearch(ana, '10045')).toBe(false);
  });

  it('ignores accents', () => {
    expect(matchesClientSearch(jose, 'jose')).toBe(true);
    expect(matchesClientSearch({ ...ana, firstName: 'Jose' }, 'José')).toBe(true);
  });

  it('matches no one on an empty or blank query', () => {
    expect(matchesClientSearch(ana, '')).toBe(false);
    expect(matchesClientSearch(ana, '   ')).toBe(false);
  });
});

describe('searchClients', () => {
  const clients = [
    { firstName: 'Cara', lastName: 'Cole', idNumber: 'CO7' },
    { firstName: 'Colin', lastName: 'Adams', idNumber: 'A1' },
    { firstName: 'Bea', lastName: 'Coleman', idNumber: 'B2' },
    { firstName: 'Abe', lastName: 'cole', idNumber: 'C3' },
    { firstName: 'Dan', lastName: 'Young', idNumber: 'CO' },
  ];

  it('ranks the exact ID first, then last names starting with the query, then the rest', () => {
    expect(searchClients(clients, 'co').map(({ idNumber }) => idNumber)).toEqual([
      'CO',
      'C3',
      'CO7',
      'B2',
      'A1',
    ]);
  });

  it('keeps at most the limit, 5 by default (spec 1 §9 autocomplete)', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      firstName: 'Ann',
      lastName: `Lee${i}`,
      idNumber: `L${i}`,
    }));
    expect(searchClients(many, 'lee')).toHaveLength(5);
    expect(searchClients(many, 'lee', 2).map(({ idNumber }) => idNumber)).toEqual(['L0', 'L1']);
  });

  it('finds no one for an empty query or no match', () => {
    expect(searchClients(clients, ' ')).toEqual([]);
    expect(searchClients(clients, 'zz')).toEqual([]);
  });
});

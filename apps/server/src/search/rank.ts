import type { AddressSearchResult } from '@carevisit/core';
import { spellingsOf, type ParsedQuery } from './address-text.ts';
import type { AddressResultType, Candidate } from './candidate.ts';

/** Exact houses first, then interpolated houses, streets and towns, as search providers order them. */
const TYPE_RANK: Record<AddressResultType, number> = {
  'Point Address': 0,
  'Address Range': 1,
  Street: 2,
  Geography: 3,
};

interface Match {
  /** Query words equal to a word of the place (the rest matched as the unfinished last word). */
  exact: number;
  /** Words of the place the query did not mention: fewer means a closer match. */
  unmatched: number;
}

/** Streets and towns have no house numbers: a number typed before the street is not theirs to match. */
function wordsFor(candidate: Candidate, query: ParsedQuery): string[] {
  const type = candidate.result.type;
  const numbered = type === 'Point Address' || type === 'Address Range';
  return query.houseNumber === undefined || numbered ? query.words : query.words.slice(1);
}

/**
 * Every query word must be a word of the place (in any spelling), the last one only begun while typing, and
 * at least one must name the place itself: 'Collingswood' finds the town, not every street in it.
 */
function matchCandidate(candidate: Candidate, query: ParsedQuery): Match | undefined {
  const words = wordsFor(candidate, query);
  const placeWords = [...candidate.primary, ...candidate.context];
  const hit = new Set<number>();
  let exact = 0;
  for (const [index, word] of words.entries()) {
    let found = placeWords.findIndex((placeWord) => spellingsOf(placeWord).includes(word));
    if (found >= 0) exact++;
    else if (query.lastIsPrefix && index === words.length - 1)
      found = placeWords.findIndex((placeWord) => spellingsOf(placeWord).some((s) => s.startsWith(word)));
    if (found < 0) return undefined;
    hit.add(found);
  }
  const namesPlace = [...hit].some((index) => index < candidate.primary.length);
  return namesPlace ? { exact, unmatched: placeWords.length - hit.size } : undefined;
}

/** The matching places, best first, each place once, at most `limit`. */
export function rankCandidates(
  candidates: readonly Candidate[],
  query: ParsedQuery,
  limit: number,
): AddressSearchResult[] {
  const matches = candidates.flatMap((candidate) => {
    const match = matchCandidate(candidate, query);
    return match ? [{ candidate, ...match }] : [];
  });
  matches.sort(
    (a, b) =>
      TYPE_RANK[a.candidate.result.type] - TYPE_RANK[b.candidate.result.type] ||
      b.exact - a.exact ||
      a.unmatched - b.unmatched ||
      a.candidate.result.address.freeformAddress.localeCompare(b.candidate.result.address.freeformAddress),
  );
  const taken = new Set<string>();
  const results: AddressSearchResult[] = [];
  for (const { candidate } of matches) {
    if (results.length === limit) break;
    if (taken.has(candidate.key)) continue;
    taken.add(candidate.key);
    if (candidate.streetKey) taken.add(candidate.streetKey);
    results.push(candidate.result);
  }
  return results;
}

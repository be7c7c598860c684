import { AUTOCOMPLETE_MAX_OPTIONS } from '../constants.ts';
import type { Client } from '../entities/client.ts';

// spec 1 §2: the header's client search, 'Search Client Name/ID'.

export type ClientSearchFields = Pick<Client, 'firstName' | 'lastName' | 'idNumber'>;

/**
 * Case and accents ignored (a typed 'jose' finds José), commas read as spaces so 'Rivera, Ana' and
 * 'Rivera Ana' are the same query, runs of spaces collapsed.
 */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function nameForms({ firstName, lastName }: ClientSearchFields): string[] {
  const first = normalize(firstName);
  const last = normalize(lastName);
  return [first, last, `${first} ${last}`, `${last} ${first}`];
}

function matchesNormalized(client: ClientSearchFields, query: string): boolean {
  if (query === '') return false;
  return (
    normalize(client.idNumber).startsWith(query) || nameForms(client).some((form) => form.startsWith(query))
  );
}

/**
 * The query is the start of the first name, the last name, 'first last', 'last, first' or the ID. An empty
 * query matches no one: the list opens once the user types.
 */
export function matchesClientSearch(client: ClientSearchFields, query: string): boolean {
  return matchesNormalized(client, normalize(query));
}

/** 0: the exact ID, 1: the last name starts with the query, 2: any other match. */
function rank(client: ClientSearchFields, query: string): number {
  if (normalize(client.idNumber) === query) return 0;
  return normalize(client.lastName).startsWith(query) ? 1 : 2;
}

// Issue 33: the agency's own text, in one order whatever language a device speaks (a list reads alike on every
// device and where the server sorts); English collation with 'base' strength already files á and ñ beside a and n.
const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * The matching clients, best first: the exact ID, then last names starting with the query, then the rest;
 * by last name, first name and ID within each. At most `limit` (spec 1 §9: autocomplete shows 5 options).
 */
export function searchClients<T extends ClientSearchFields>(
  clients: readonly T[],
  query: string,
  limit: number = AUTOCOMPLETE_MAX_OPTIONS,
): T[] {
  const normalized = normalize(query);
  return clients
    .filter((client) => matchesNormalized(client, normalized))
    .map((client) => ({ client, rank: rank(client, normalized) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        compareText(a.client.lastName, b.client.lastName) ||
        compareText(a.client.firstName, b.client.firstName) ||
        compareText(a.client.idNumber, b.client.idNumber),
    )
    .slice(0, limit)
    .map(({ client }) => client);
}

import type { Caseload, Client } from '../entities/client.ts';

export type CaseloadEntry = Pick<Caseload, 'clientId' | 'belongs'>;
export type NamedClient = Partial<Pick<Client, 'lastName' | 'firstName'>> & Pick<Client, 'clientId'>;

/** spec 2 §3 Caseload entry: the clients on the caseload are those whose entry says they belong. */
export function caseloadClientIds(entries: readonly CaseloadEntry[]): number[] {
  return [...new Set(entries.filter((entry) => entry.belongs).map((entry) => entry.clientId))];
}

// Issue 33: the agency's own text, in one order whatever language a device speaks (a list reads alike on every
// device and where the server sorts); English collation with 'base' strength already files á and ñ beside a and n.
const compareText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base' });

/**
 * spec 2 §2 /caseload: the user's clients by last name, then first name; the id keeps the order stable for
 * namesakes. A client whose record has not arrived yet (no name) goes last.
 */
export function sortClientsByName<T extends NamedClient>(clients: readonly T[]): T[] {
  return [...clients].sort(
    (a, b) =>
      Number(!a.lastName) - Number(!b.lastName) ||
      compareText(a.lastName, b.lastName) ||
      compareText(a.firstName, b.firstName) ||
      a.clientId - b.clientId,
  );
}

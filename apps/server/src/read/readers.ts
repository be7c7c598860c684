import type { TableReader } from './table-reader.ts';
import { clientReaders } from './tables/clients.ts';
import { documentReaders } from './tables/documents.ts';
import { referenceReaders } from './tables/reference.ts';
import { scheduleReaders } from './tables/schedule.ts';

/** The allowlist: a table name from a URL is only ever a key into this map. */
const readers: Record<string, TableReader> = {
  ...referenceReaders,
  ...clientReaders,
  ...scheduleReaders,
  ...documentReaders,
};

export function readerFor(table: string): TableReader | undefined {
  return Object.hasOwn(readers, table) ? readers[table] : undefined;
}

export const readerNames = Object.keys(readers);

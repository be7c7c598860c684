import { isServedTable, type ServedTable } from '@carevisit/core';
import type { TableReader } from './table-reader.ts';
import { clientReaders } from './tables/clients.ts';
import { documentReaders } from './tables/documents.ts';
import { evvSubmissionReaders } from './tables/evv-submissions.ts';
import { referenceReaders } from './tables/reference.ts';
import { scheduleReaders } from './tables/schedule.ts';
import { visitCorrectionReaders } from './tables/visit-corrections.ts';

/**
 * The allowlist: one reader for each table of core's read contract, and nothing else (a table missing here, or
 * one the contract does not name, fails the type check). A table name from a URL is only ever a key into it.
 */
const readers: { readonly [T in ServedTable]: TableReader<T> } = {
  ...referenceReaders,
  ...clientReaders,
  ...scheduleReaders,
  ...documentReaders,
  ...evvSubmissionReaders,
  ...visitCorrectionReaders,
};

export function readerFor(table: string): TableReader<ServedTable> | undefined {
  return isServedTable(table) ? readers[table] : undefined;
}

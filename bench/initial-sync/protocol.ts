// What the page (page.ts, in Chromium) and the driver (../initial-sync.bench.ts, in Node) say to each other.

/** The server reads of an initial sync of clients, appointments and visits, in the order the engine runs them. */
export const SERVER_TABLES = [
  'client',
  'picture',
  'email',
  'telephone',
  'address',
  'appointment',
  'visit',
] as const;
export type ServerTable = (typeof SERVER_TABLES)[number];

/** The local tables they land in: a client's picture, emails, phones and addresses merge into its record. */
export const LOCAL_TABLES = ['client', 'appointment', 'visit'] as const;
export type LocalTable = (typeof LOCAL_TABLES)[number];

export const LOCAL_OF: Record<ServerTable, LocalTable> = {
  client: 'client',
  picture: 'client',
  email: 'client',
  telephone: 'client',
  address: 'client',
  appointment: 'appointment',
  visit: 'visit',
};

export interface CaseloadSize {
  clients: number;
  appointments: number;
  visits: number;
}

export interface CaseloadSummary {
  rows: Record<ServerTable, number>;
  /** Mean JSON size of one row as the server sends it. */
  meanJsonBytes: Record<ServerTable, number>;
}

/** One SyncEngine.syncTables run into a fresh encrypted EvvDB. */
export interface EncryptedRun {
  totalMs: number;
  tableMs: Record<LocalTable, number>;
  /** Records in each local table afterwards (checked against the caseload). */
  records: Record<LocalTable, number>;
}

/** One plain bulkPut per server table into a fresh unencrypted database. */
export interface RawRun {
  totalMs: number;
  tableMs: Record<ServerTable, number>;
}

/** The appointment and visit reads taken apart (breakdown.ts), in the order they run. */
export const BREAKDOWN_STEPS = {
  read: 'read pages: ApiClient, fake server, JSON both ways',
  sealSequential: 'seal, one await per row (as RowWriter does)',
  sealConcurrent: 'seal, a page at once (Promise.all)',
  writeSealed: 'write sealed rows as RowWriter (tx per 2,000 rows)',
  writeSealedRelaxed: '  the same, durability relaxed',
  writeSealedBare: '  the same, a bare bulkPut (no index read)',
  writeSealedPerPage: '  as RowWriter, a tx per page of 100',
  sealedOneBulkPut: '  one bulkPut per table',
  rawPaged: 'raw rows, a bare bulkPut per page',
} as const;
export type BreakdownStep = keyof typeof BREAKDOWN_STEPS;

export interface BreakdownRun {
  rows: number;
  steps: Record<BreakdownStep, number>;
}

interface InitialSyncBench {
  /** Generates the caseload (deterministic) that every later call uses. */
  prepare(size: CaseloadSize): CaseloadSummary;
  encrypted(run: number): Promise<EncryptedRun>;
  raw(run: number): Promise<RawRun>;
  breakdown(run: number): Promise<BreakdownRun>;
}

export interface BenchGlobal {
  initialSyncBench: InitialSyncBench;
}

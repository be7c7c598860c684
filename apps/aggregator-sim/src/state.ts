// What the simulator remembers: known clients and employees, each visit's sequence ids and accepted calls, every
// transaction with its results, and every record received. Kept in one JSON file under the data dir, written
// whole to a temporary file, flushed and renamed over the old one, so a restart (or a crash mid-write) finds
// either the state before a batch or the state after it.
import fs from 'node:fs';
import path from 'node:path';
import type { AcceptedCalls } from './check-visit.ts';
import type { FieldError } from './check-fields.ts';

export type RecordKind = 'clients' | 'employees' | 'visits';

export interface RecordResult {
  /** The record's key under its own name: VisitOtherID, ClientID or EmployeeIdentifier. */
  [key: string]: unknown;
  SequenceID: string | null;
  Result: 'Accepted' | 'Rejected';
  Exceptions: { ExceptionID: string; ExceptionDescription: string }[];
  FieldErrors: FieldError[];
}

export interface Transaction {
  id: string;
  kind: RecordKind;
  /** When the batch was taken (ms since the epoch); its results are "not ready" until notReadyMs after. */
  receivedAt: number;
  results: RecordResult[];
}

interface ReceivedRecord {
  kind: RecordKind;
  key: string | null;
  ProviderID: string | null;
  SequenceID: string | null;
  transactionId: string;
  receivedAt: string;
  result: 'Accepted' | 'Rejected';
  /** The same (key, SequenceID) was received before. */
  duplicate: boolean;
}

interface RecordHistory {
  /** Every well-formed SequenceID received for this key, in order. */
  sequenceIds: string[];
  accepted: boolean;
  /** Visits only: the calls of the accepted records. */
  calls?: AcceptedCalls;
}

export interface SimulatorState {
  /** By kind, then by "ProviderID|key". */
  records: Record<RecordKind, Record<string, RecordHistory>>;
  transactions: Record<string, Transaction>;
  received: ReceivedRecord[];
}

const fileName = 'aggregator-sim-state.json';

function emptyState(): SimulatorState {
  return { records: { clients: {}, employees: {}, visits: {} }, transactions: {}, received: [] };
}

export function loadState(dataDir: string | undefined): SimulatorState {
  if (!dataDir) return emptyState();
  const file = path.join(dataDir, fileName);
  if (!fs.existsSync(file)) return emptyState();
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SimulatorState;
}

export function saveState(dataDir: string | undefined, state: SimulatorState): void {
  if (!dataDir) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = fs.openSync(temporary, 'w');
  try {
    fs.writeFileSync(handle, JSON.stringify(state));
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(temporary, file);
}

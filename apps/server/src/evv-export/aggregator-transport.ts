import type { EvvOutboxKind, StoredEvvException } from '../db/schema/index.ts';

/** Where the aggregator is and how the agency signs in to it (config.ts: AGGREGATOR_URL, _USER, _PASSWORD). */
export interface AggregatorEndpoint {
  url: string;
  user: string;
  password: string;
}

/** The aggregator's answer to a batch: its transaction id, a refusal of the whole batch, or no answer at all. */
export type BatchOutcome =
  | { taken: true; transactionId: string }
  /** An answer without a transaction id (503 down, 401, 400 group rejected): nothing was taken. */
  | { taken: false; refusal: string; wholeBatchInvalid: boolean }
  /** No answer (connection refused or cut, timeout): the aggregator may or may not have taken it. */
  | { taken: 'unknown' };

/** One record's result, as the aggregator names it: its key field, its SequenceID, and what it found. */
export interface AggregatorResult {
  key: string | null;
  sequenceId: string | null;
  accepted: boolean;
  exceptions: StoredEvvException[];
}

export type StatusOutcome =
  | { ready: true; results: AggregatorResult[] }
  /** "Not ready yet" (data null), or no usable answer: asked again later. */
  | { ready: false };

/** The Sandata transport's paths for each kind of record (CT v1.5 §2.3). */
const PATHS: Record<EvvOutboxKind, string> = { client: 'clients', employee: 'employees', visit: 'visits' };

/** Each call gives up after this long: a batch posted then counts as unanswered. */
const CALL_TIMEOUT_MS = 60_000;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

function resultOf(raw: unknown, keyField: string): AggregatorResult {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const exceptions = Array.isArray(record.Exceptions) ? (record.Exceptions as Record<string, unknown>[]) : [];
  const fieldErrors = Array.isArray(record.FieldErrors)
    ? (record.FieldErrors as Record<string, unknown>[])
    : [];
  return {
    key: textOf(record[keyField]),
    sequenceId: textOf(record.SequenceID),
    accepted: record.Result === 'Accepted',
    exceptions: [
      ...exceptions.map((e) => ({
        id: textOf(e.ExceptionID) ?? '',
        description: textOf(e.ExceptionDescription) ?? '',
      })),
      ...fieldErrors.map((e) => ({
        id: 'field',
        description: `${textOf(e.Field) ?? ''} ${textOf(e.Message) ?? ''}`.trim(),
      })),
    ],
  };
}

/**
 * The Sandata alternate-EVV transport (issue 32 item 5): POST a batch of one kind of record, answered with a
 * transaction id; GET its status by that id, "not ready yet" until the aggregator has processed it.
 */
export function sandataTransport(endpoint: AggregatorEndpoint, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${endpoint.user}:${endpoint.password}`).toString('base64')}`;
  const call = (path: string, init: RequestInit = {}) =>
    fetchImpl(`${endpoint.url}/${path}`, {
      ...init,
      headers: {
        Authorization: authorization,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });

  async function sendBatch(kind: EvvOutboxKind, records: readonly unknown[]): Promise<BatchOutcome> {
    let response: Response;
    let body: Record<string, unknown>;
    try {
      response = await call(PATHS[kind], { method: 'POST', body: JSON.stringify(records) });
      body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    } catch {
      return { taken: 'unknown' };
    }
    const transactionId = textOf(body.id);
    if (response.ok && transactionId !== null) return { taken: true, transactionId };
    return {
      taken: false,
      refusal: `${response.status} ${textOf(body.messageSummary) ?? response.statusText}`.trim(),
      wholeBatchInvalid: response.status === 400 || response.status === 413,
    };
  }

  async function batchStatus(
    kind: EvvOutboxKind,
    transactionId: string,
    keyField: string,
  ): Promise<StatusOutcome> {
    try {
      const response = await call(`${PATHS[kind]}/status?uuid=${encodeURIComponent(transactionId)}`);
      if (!response.ok) return { ready: false };
      const body = (await response.json()) as { data?: unknown };
      if (!Array.isArray(body.data)) return { ready: false };
      return { ready: true, results: body.data.map((raw) => resultOf(raw, keyField)) };
    } catch {
      return { ready: false };
    }
  }

  return { sendBatch, batchStatus };
}

export type AggregatorTransport = ReturnType<typeof sandataTransport>;

// The simulated aggregator's HTTP service: the Sandata alternate-EVV transport (POST a batch → transaction id,
// GET its status → "not ready yet", then per-record results), HTTP Basic auth, the test controls under /_sim/,
// and a page at / that says it is a simulation. Every reply carries `X-Simulation: true` and every
// messageSummary starts with "[Simulation] ".
import { randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { isPlainObject } from './check-fields.ts';
import { changeFaults, type Faults } from './faults.ts';
import { readFieldTable } from './field-table.ts';
import { homePage } from './home-page.ts';
import { loadState, saveState, type RecordKind, type Transaction } from './state.ts';
import { takeBatch } from './take-batch.ts';

interface SimulatorOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** Where the state file is kept; without it the state lives in memory only. */
  dataDir?: string;
  /** How long results read "not ready yet" (default 5 seconds); a fault switch can change it later. */
  notReadyMs?: number;
  user?: string;
  password?: string;
  /**
   * Medicaid ids (a client's ClientIdentifier) the state's eligibility file does not hold: a client record or a
   * visit naming one is rejected as exception 0 Unknown Client (eligibility.ts). None by default.
   */
  unknownMedicaidIds?: readonly string[];
}

export interface RunningSimulator {
  url: string;
  close(): Promise<void>;
}

/** The demo credentials (README): the server's AGGREGATOR_USER / AGGREGATOR_PASSWORD defaults match. */
export const demoCredentials = { user: 'carevisit', password: 'simulated-aggregator' };

/** transport.format: 1..5000 records per transaction; a group over the limit is rejected whole. */
const maxBatchSize = 5000;
const maxBodyBytes = 64 * 1024 * 1024;
const label = '[Simulation] ';
const kinds: readonly RecordKind[] = ['clients', 'employees', 'visits'];

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const fail = (status: number, summary: string, errors: string[] = []): Reply => ({
  status,
  body: { status: 'FAIL', messageSummary: label + summary, ...(errors.length > 0 ? { errors } : {}) },
});

class BodyTooLarge extends Error {}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function authorized(header: string | undefined, user: string, password: string): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return (
    colon >= 0 && sameText(decoded.slice(0, colon), user) && sameText(decoded.slice(colon + 1), password)
  );
}

function parseBatch(body: string): { records: Record<string, unknown>[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { problem: 'The body is not JSON.' };
  }
  if (!Array.isArray(parsed)) return { problem: 'The body must be a JSON array of records.' };
  if (parsed.length === 0) return { problem: 'The group is empty: send 1 to 5000 records.' };
  if (parsed.length > maxBatchSize)
    return {
      problem: `The group has ${parsed.length} records, over the limit of ${maxBatchSize}: rejected whole.`,
    };
  if (!parsed.every(isPlainObject)) return { problem: 'Every record must be a JSON object.' };
  return { records: parsed };
}

export async function startAggregatorSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const table = readFieldTable();
  const state = loadState(options.dataDir);
  const user = options.user ?? demoCredentials.user;
  const password = options.password ?? demoCredentials.password;
  const unknownMedicaidIds = new Set((options.unknownMedicaidIds ?? []).map((id) => id.trim()));
  let faults: Faults = {
    down: false,
    delayMs: 0,
    loseNextReplies: 0,
    notReadyMs: options.notReadyMs ?? 5000,
  };

  function status(kind: RecordKind, uuid: string | null): Reply {
    const transaction: Transaction | undefined = uuid ? state.transactions[uuid] : undefined;
    if (!transaction || transaction.kind !== kind)
      return fail(404, `No ${kind} transaction has the UUID ${uuid ?? '(none given)'}.`);
    if (Date.now() < transaction.receivedAt + faults.notReadyMs)
      return {
        status: 200,
        body: {
          id: transaction.id,
          status: 'SUCCESS',
          messageSummary: `${label}The result for the input UUID is not ready yet. Please try again`,
          data: null,
        },
      };
    const rejected = transaction.results.filter((result) => result.Result === 'Rejected').length;
    return {
      status: 200,
      body: {
        id: transaction.id,
        status: 'SUCCESS',
        messageSummary: `${label}The result for the input UUID is ready: ${transaction.results.length - rejected} accepted, ${rejected} rejected.`,
        data: transaction.results,
      },
    };
  }

  function batch(kind: RecordKind, body: string): Reply {
    const parsed = parseBatch(body);
    if ('problem' in parsed) return fail(400, 'The group was rejected.', [parsed.problem]);
    const transaction = takeBatch(
      state,
      table,
      kind,
      parsed.records,
      { id: randomUUID(), receivedAt: Date.now() },
      unknownMedicaidIds,
    );
    saveState(options.dataDir, state);
    return {
      status: 200,
      body: {
        id: transaction.id,
        status: 'SUCCESS',
        messageSummary: `${label}The data has been received and will be processed shortly.`,
      },
    };
  }

  function simControl(method: string, path: string, body: string): Reply {
    if (path === '/_sim/received' && method === 'GET') return { status: 200, body: state.received };
    if (path === '/_sim/faults' && method === 'GET') return { status: 200, body: faults };
    if (path === '/_sim/faults' && method === 'POST') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return fail(400, 'The faults were not changed.', ['The body is not JSON.']);
      }
      const changed = changeFaults(faults, parsed);
      if ('errors' in changed) return fail(400, 'The faults were not changed.', changed.errors);
      faults = changed.faults;
      return { status: 200, body: faults };
    }
    return fail(404, `No test control at ${method} ${path}.`);
  }

  async function aggregatorCall(
    request: http.IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: string,
  ) {
    if (faults.down) return fail(503, 'The aggregator is down (simulated outage).');
    if (!authorized(request.headers.authorization, user, password))
      return {
        ...fail(401, 'The user name or password is wrong.'),
        headers: { 'WWW-Authenticate': 'Basic realm="aggregator-sim"' },
      };
    if (faults.delayMs > 0) await sleep(faults.delayMs);
    const [, kind, rest] = /^\/([a-z]+)(\/status)?$/.exec(path) ?? [];
    if (!kinds.includes(kind as RecordKind)) return fail(404, `Nothing at ${path}.`);
    if (rest === '/status' && request.method === 'GET') return status(kind as RecordKind, query.get('uuid'));
    if (rest === undefined && request.method === 'POST') return batch(kind as RecordKind, body);
    return fail(405, `${request.method} ${path} is not a call of this aggregator.`);
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://simulator');
      const method = request.method ?? 'GET';
      let reply: Reply;
      let loseReply = false;
      try {
        const body = await readBody(request);
        if (url.pathname === '/' && method === 'GET') {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Simulation': 'true' });
          response.end(homePage(state, unknownMedicaidIds.size));
          return;
        }
        if (url.pathname.startsWith('/_sim/')) reply = simControl(method, url.pathname, body);
        else {
          reply = await aggregatorCall(request, url.pathname, url.searchParams, body);
          if (!faults.down && faults.loseNextReplies > 0) {
            faults = { ...faults, loseNextReplies: faults.loseNextReplies - 1 };
            loseReply = true;
          }
        }
      } catch (error) {
        reply =
          error instanceof BodyTooLarge
            ? fail(413, `The body is over ${maxBodyBytes} bytes.`)
            : fail(500, 'The simulator failed to handle the call.');
      }
      if (loseReply) {
        request.socket.destroy();
        return;
      }
      response.writeHead(reply.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Simulation': 'true',
        ...reply.headers,
      });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// A simulator on a free port over a temporary data dir, and the calls a test makes to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoCredentials, startAggregatorSimulator, type RunningSimulator } from '../src/index.ts';

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const demoAuth = basicAuth(demoCredentials.user, demoCredentials.password);

export interface Harness {
  simulator: RunningSimulator;
  dataDir: string;
  /** POST a batch; the reply's status and JSON body. */
  post(
    kind: string,
    body: unknown,
    authorization?: string,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** GET a transaction's status. */
  status(kind: string, uuid: string): Promise<{ status: number; body: any }>;
  /** POST a batch and read its results (the harness's simulator has no "not ready" time unless asked). */
  send(kind: string, records: unknown[]): Promise<any[]>;
  faults(change: Record<string, unknown>): Promise<{ status: number; body: any }>;
  received(): Promise<any[]>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(
  options: { notReadyMs?: number; dataDir?: string; unknownMedicaidIds?: string[] } = {},
): Promise<Harness> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'aggregator-sim-'));
  const start = () =>
    startAggregatorSimulator({
      port: 0,
      dataDir,
      notReadyMs: options.notReadyMs ?? 0,
      ...(options.unknownMedicaidIds ? { unknownMedicaidIds: options.unknownMedicaidIds } : {}),
    });
  let simulator = await start();
  const call = async (method: string, url: string, body?: unknown, authorization = demoAuth) => {
    const response = await fetch(simulator.url + url, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any, headers: response.headers };
  };
  const harness: Harness = {
    get simulator() {
      return simulator;
    },
    dataDir,
    post: (kind, body, authorization) => call('POST', `/${kind}`, body, authorization),
    status: (kind, uuid) => call('GET', `/${kind}/status?uuid=${uuid}`),
    async send(kind, records) {
      const taken = await harness.post(kind, records);
      if (taken.status !== 200) throw new Error(`POST /${kind} answered ${taken.status}`);
      const { body } = await harness.status(kind, taken.body.id);
      if (!Array.isArray(body.data)) throw new Error(`status of ${taken.body.id}: ${body.messageSummary}`);
      return body.data;
    },
    faults: (change) => call('POST', '/_sim/faults', change),
    received: async () => (await call('GET', '/_sim/received')).body,
    async restart() {
      await simulator.close();
      simulator = await start();
    },
    async close() {
      await simulator.close();
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

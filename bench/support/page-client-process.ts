// The read benchmark's HTTP client, in a process of its own (bench/support/page-client.ts starts it): it asks
// for pages as a device does (kept-alive connection, compressed replies, each reply unpacked and parsed), so
// that the server process's CPU time is the server's alone, as it is behind a real network.
import { jsonClient } from './http-client.ts';

export interface PageRun {
  url: string;
  path: string;
  token: string;
  /** Sent in turn, once each: the first `warmUp` before the measured run starts. */
  bodies: unknown[];
  warmUp: number;
  /** How many rows every reply must hold. */
  rows: number;
}

/** To the client: a run to make, or the word to start its measured part. */
export type ToClient = { kind: 'run'; run: PageRun } | { kind: 'go' };
/** From the client: warmed up (the server side reads its CPU now), then done. */
export type FromClient = { kind: 'warm' } | { kind: 'done'; seconds: number; cpuSeconds: number };

const send = (message: FromClient) => process.send!(message);
const nextMessage = () => new Promise<ToClient>((resolve) => process.once('message', resolve));

async function runPages(run: PageRun) {
  const client = jsonClient(run.url);
  const ask = async (body: unknown) => {
    const { status, body: reply } = await client.post(run.path, body, run.token);
    const resources = (reply as { resources?: unknown[] }).resources;
    if (status !== 200 || resources?.length !== run.rows) throw new Error(`reply ${status}: not a full page`);
  };
  for (const body of run.bodies.slice(0, run.warmUp)) await ask(body);
  send({ kind: 'warm' });
  await nextMessage();
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  for (const body of run.bodies.slice(run.warmUp)) await ask(body);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  client.close();
  send({ kind: 'done', seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 });
}

/** Runs until the parent disconnects. */
async function serve() {
  for (;;) {
    const message = await nextMessage();
    if (message.kind === 'run') await runPages(message.run);
  }
}

process.once('disconnect', () => process.exit(0));
serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Runs the read benchmark's HTTP client in a process of its own (page-client-process.ts) and measures each
// run from this side: wall time, the client's own CPU, and this process's and the database's CPU in between.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../../apps/server/src/db/connection.ts';
import { cpuSpent, readCpu, type CpuReading } from './cpu-time.ts';
import type { FromClient, PageRun, ToClient } from './page-client-process.ts';

const entry = fileURLToPath(new URL('./page-client-process.ts', import.meta.url));

export interface ClientRun {
  /** Requests in the measured run, one after the other. */
  requests: number;
  seconds: number;
  /** CPU seconds of the client process. */
  clientCpu: number;
  /** CPU seconds of this process (the server) and the database's processes, null where out of sight. */
  serverCpu: number | null;
}

export function startPageClient(database: DatabaseHandle) {
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (message: ToClient) => child.send(message);
  const next = () =>
    new Promise<FromClient>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the page client exited (${code})`));
      child.once('exit', exited);
      child.once('message', (message: FromClient) => {
        child.off('exit', exited);
        resolve(message);
      });
    });
  return {
    async run(run: PageRun): Promise<ClientRun> {
      send({ kind: 'run', run });
      await next();
      const before: CpuReading = await readCpu(database);
      send({ kind: 'go' });
      const done = await next();
      if (done.kind !== 'done') throw new Error('the page client is out of step');
      return {
        requests: run.bodies.length - run.warmUp,
        seconds: done.seconds,
        clientCpu: done.cpuSeconds,
        serverCpu: cpuSpent(before, await readCpu(database)),
      };
    },
    close: () => child.disconnect(),
  };
}

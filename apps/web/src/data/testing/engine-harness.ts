import { ApiClient } from '../api-client.ts';
import { AppointmentsRepository } from '../appointments-repository.ts';
import { FakeEvvServer } from './fake-evv-server.ts';
import { T0 } from './samples.ts';
import { freshStore } from './test-db.ts';
import { SyncEngine } from '../sync/sync-engine.ts';

/** An engine over a fresh database and the in-memory fake server, on a clock the test moves. */
export async function engineHarness() {
  const time = { now: T0 };
  const clock = () => time.now;
  const server = new FakeEvvServer();
  const store = await freshStore();
  const api = new ApiClient(server.clientOptions({ now: clock }));
  const engine = new SyncEngine({ api, store, deviceId: 'device-test-0001', clock, random: () => 0 });
  const repository = new AppointmentsRepository({ store, clock });
  const rows = (syncState?: string) =>
    syncState
      ? store.table('appointment').where('syncState').equals(syncState).toArray()
      : store.table('appointment').toArray();
  return { time, clock, server, store, api, engine, repository, rows };
}

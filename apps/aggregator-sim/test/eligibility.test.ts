// The state's eligibility file (MMIS), as the simulator plays it: a client record whose Medicaid id
// (ClientIdentifier) the state does not hold is rejected as exception 0 Unknown Client, in the simulator's own
// words, and so is a visit of that client; every other Medicaid id is held.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './simulator-harness.ts';
import { client, employee, visit } from './records.ts';

const UNKNOWN = '900800700';
const unknownClient = {
  ExceptionID: '0',
  ExceptionDescription:
    "Unknown Client: the state's Medicaid eligibility file (MMIS) holds no client with this ClientIdentifier",
};

let sim: Harness | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

describe("the state's eligibility file", () => {
  it('rejects a client record whose Medicaid id the state does not hold, with exception 0', async () => {
    sim = await startHarness({ unknownMedicaidIds: [UNKNOWN, '111222333'] });
    const results = await sim.send('clients', [
      client({ ClientID: UNKNOWN, ClientIdentifier: UNKNOWN }),
      client(),
    ]);
    expect(results).toEqual([
      {
        ClientID: UNKNOWN,
        SequenceID: '1',
        Result: 'Rejected',
        Exceptions: [unknownClient],
        FieldErrors: [],
      },
      { ClientID: 'C-100', SequenceID: '1', Result: 'Accepted', Exceptions: [], FieldErrors: [] },
    ]);
    expect((await sim.received()).map((entry) => [entry.key, entry.result])).toEqual([
      [UNKNOWN, 'Rejected'],
      ['C-100', 'Accepted'],
    ]);
  });

  it('rejects a visit of that client as Unknown Client, and never takes a later record of it', async () => {
    sim = await startHarness({ unknownMedicaidIds: [UNKNOWN] });
    await sim.send('employees', [employee()]);
    await sim.send('clients', [client({ ClientID: UNKNOWN, ClientIdentifier: UNKNOWN })]);
    const [again] = await sim.send('clients', [
      client({ ClientID: UNKNOWN, ClientIdentifier: UNKNOWN, SequenceID: '2' }),
    ]);
    expect(again).toMatchObject({ Result: 'Rejected', Exceptions: [unknownClient] });
    const [result] = await sim.send('visits', [visit({ ClientID: UNKNOWN, ClientIdentifier: UNKNOWN })]);
    expect(result).toMatchObject({ Result: 'Rejected', Exceptions: [unknownClient], FieldErrors: [] });
  });

  it('rejects a visit naming such a Medicaid id even under a client the simulator took before', async () => {
    // A state file from before the id was listed: the client was taken then.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aggregator-sim-'));
    try {
      sim = await startHarness({ dataDir });
      await sim.send('employees', [employee()]);
      await sim.send('clients', [client()]);
      await sim.close();
      sim = await startHarness({ dataDir, unknownMedicaidIds: ['100200300'] });
      const [result] = await sim.send('visits', [visit()]);
      expect(result.Exceptions).toEqual([unknownClient]);
    } finally {
      await sim?.close();
      sim = undefined;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('holds every Medicaid id when none is listed, and says on its page how many it lacks', async () => {
    sim = await startHarness();
    const [result] = await sim.send('clients', [client({ ClientIdentifier: UNKNOWN })]);
    expect(result.Result).toBe('Accepted');
    expect(await (await fetch(sim.simulator.url)).text()).toContain(
      'AGGREGATOR_SIM_UNKNOWN_MEDICAID_IDS</code> (0 now',
    );
  });
});

// A restart keeps what the simulator knew: clients, employees, sequence ids, accepted calls, transactions.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoCredentials, startAggregatorSimulator } from '../src/index.ts';
import { basicAuth, startHarness } from './simulator-harness.ts';
import { call, client, employee, visit } from './records.ts';

describe('state under the data dir', () => {
  it('survives a restart', async () => {
    const sim = await startHarness();
    await sim.send('clients', [client()]);
    await sim.send('employees', [employee()]);
    await sim.send('visits', [visit()]);
    const taken = await sim.post('visits', [visit({ VisitOtherID: 'V-2' })]);
    await sim.restart();

    expect((await sim.status('visits', taken.body.id)).body.data[0]).toMatchObject({
      VisitOtherID: 'V-2',
      Result: 'Accepted',
    });
    expect((await sim.received()).length).toBe(4);
    expect((await sim.send('visits', [visit()]))[0].FieldErrors[0].Message).toMatch(/duplicate/);
    const [changedCalls] = await sim.send('visits', [
      visit({
        SequenceID: '20260304170000',
        Calls: [call('Time In'), call('Time Out', { CallDateTime: '2026-03-04T16:00:00Z' })],
      }),
    ]);
    expect(changedCalls.FieldErrors.map((error: any) => error.Field)).toEqual(['Calls[1]']);
    expect(fs.readdirSync(sim.dataDir)).toEqual(['aggregator-sim-state.json']);
    await sim.close();
  });

  it('keeps nothing without a data dir', async () => {
    const auth = { authorization: basicAuth(demoCredentials.user, demoCredentials.password) };
    const received = async (url: string) => (await (await fetch(`${url}/_sim/received`)).json()) as unknown[];
    const first = await startAggregatorSimulator({ port: 0 });
    await fetch(`${first.url}/clients`, { method: 'POST', headers: auth, body: JSON.stringify([client()]) });
    expect(await received(first.url)).toHaveLength(1);
    await first.close();
    const second = await startAggregatorSimulator({ port: 0 });
    expect(await received(second.url)).toEqual([]);
    await second.close();
  });
});

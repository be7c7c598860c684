// The faults a test switches on: down, slow, a reply lost after the batch was taken, how long "not ready" lasts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './simulator-harness.ts';
import { client } from './records.ts';

let sim: Harness;
beforeEach(async () => {
  sim = await startHarness();
});
afterEach(() => sim.close());

describe('faults', () => {
  it('down: every aggregator call answers 503 and takes nothing, until switched off', async () => {
    expect((await sim.faults({ down: true })).body).toMatchObject({ down: true });
    const reply = await sim.post('clients', [client()]);
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({
      status: 'FAIL',
      messageSummary: '[Simulation] The aggregator is down (simulated outage).',
    });
    expect(await sim.received()).toEqual([]);
    await sim.faults({ down: false });
    expect((await sim.post('clients', [client()])).status).toBe(200);
  });

  it('slow: a call waits delayMs before it is handled', async () => {
    await sim.faults({ delayMs: 300 });
    const started = performance.now();
    const reply = await sim.post('clients', [client()]);
    expect(reply.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    // A caller that gives up before then still leaves the batch taken.
    await sim.faults({ delayMs: 400 });
    const abandoned = fetch(`${sim.simulator.url}/clients`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('carevisit:simulated-aggregator').toString('base64')}` },
      body: JSON.stringify([client({ SequenceID: '2' })]),
      signal: AbortSignal.timeout(50),
    });
    await expect(abandoned).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await sim.received()).map((record) => record.SequenceID)).toEqual(['1', '2']);
  });

  it('reply lost: the batch is taken, the connection is cut, the next call answers again', async () => {
    await sim.faults({ loseNextReplies: 1 });
    await expect(sim.post('clients', [client()])).rejects.toThrow();
    expect(await sim.received()).toMatchObject([{ key: 'C-100', SequenceID: '1', result: 'Accepted' }]);
    // The caller's resend of the same record is seen as a duplicate, and answered.
    const resend = await sim.send('clients', [client()]);
    expect(resend[0].Result).toBe('Rejected');
    expect((await sim.received()).map((record) => record.duplicate)).toEqual([false, true]);
    expect((await sim.faults({})).body.loseNextReplies).toBe(0);
  });

  it('not ready: results wait notReadyMs after the batch, and show once it has passed', async () => {
    await sim.faults({ notReadyMs: 400 });
    const taken = await sim.post('clients', [client()]);
    expect((await sim.status('clients', taken.body.id)).body.data).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await sim.status('clients', taken.body.id)).body.data).toHaveLength(1);
  });

  it('refuses an unknown fault or a wrong value, changing nothing', async () => {
    for (const change of [{ slow: true }, { down: 'yes' }, { delayMs: -1 }, { notReadyMs: 1.5 }]) {
      const reply = await sim.faults(change);
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toHaveLength(1);
    }
    expect((await sim.faults({})).body).toEqual({
      down: false,
      delayMs: 0,
      loseNextReplies: 0,
      notReadyMs: 0,
    });
  });
});

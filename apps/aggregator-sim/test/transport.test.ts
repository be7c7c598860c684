// The Sandata transport as the simulator speaks it: POST a batch → transaction id, GET the status → "not ready
// yet", then per-record results; Basic auth; 1..5000 records, a group over the limit rejected whole; and the
// simulation label on every reply.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoCredentials } from '../src/index.ts';
import { basicAuth, startHarness, type Harness } from './simulator-harness.ts';
import { client, employee, visit } from './records.ts';

let sim: Harness;
beforeEach(async () => {
  sim = await startHarness({ notReadyMs: 60_000 });
});
afterEach(() => sim.close());

describe('the transport', () => {
  it('takes a batch, answers "not ready yet" while queued, then the per-record results', async () => {
    const taken = await sim.post('clients', [client()]);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      status: 'SUCCESS',
      messageSummary: '[Simulation] The data has been received and will be processed shortly.',
    });
    expect((await sim.status('clients', taken.body.id)).body).toEqual({
      id: taken.body.id,
      status: 'SUCCESS',
      messageSummary: '[Simulation] The result for the input UUID is not ready yet. Please try again',
      data: null,
    });
    await sim.faults({ notReadyMs: 0 });
    const ready = await sim.status('clients', taken.body.id);
    expect(ready.body).toMatchObject({
      id: taken.body.id,
      status: 'SUCCESS',
      messageSummary: expect.stringMatching(/^\[Simulation\] /),
    });
    expect(ready.body.data).toEqual([
      { ClientID: 'C-100', SequenceID: '1', Result: 'Accepted', Exceptions: [], FieldErrors: [] },
    ]);
  });

  it('answers results in the order of the batch, keyed by each kind of record', async () => {
    await sim.faults({ notReadyMs: 0 });
    expect(
      await sim.send('employees', [employee(), employee({ EmployeeIdentifier: '987654321' })]),
    ).toMatchObject([
      { EmployeeIdentifier: '123456789', Result: 'Accepted' },
      { EmployeeIdentifier: '987654321', Result: 'Accepted' },
    ]);
    const [result] = await sim.send('visits', [visit()]);
    expect(result).toMatchObject({ VisitOtherID: 'V-1', SequenceID: '20260304153100' });
  });

  it('knows a transaction only under its own kind of record', async () => {
    const taken = await sim.post('clients', [client()]);
    expect((await sim.status('visits', taken.body.id)).status).toBe(404);
    expect((await sim.status('clients', 'not-a-uuid')).body).toMatchObject({ status: 'FAIL' });
  });

  it('asks for Basic auth on every aggregator call', async () => {
    const wrong = await sim.post('visits', [visit()], basicAuth('carevisit', 'wrong'));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Basic realm="aggregator-sim"');
    expect(wrong.body).toMatchObject({ status: 'FAIL' });
    expect((await sim.post('visits', [visit()], '')).status).toBe(401);
    expect((await sim.post('visits', [visit()], 'Bearer abc')).status).toBe(401);
    const status = await fetch(`${sim.simulator.url}/visits/status?uuid=x`);
    expect(status.status).toBe(401);
    expect(await sim.received()).toEqual([]);
  });

  it('takes 1 to 5000 records and rejects a larger group whole', async () => {
    const visits = (count: number) =>
      Array.from({ length: count }, (_, index) => visit({ VisitOtherID: `V-${index}` }));
    expect((await sim.post('visits', visits(5000))).status).toBe(200);
    expect((await sim.received()).length).toBe(5000);
    const over = await sim.post('visits', visits(5001));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      status: 'FAIL',
      messageSummary: '[Simulation] The group was rejected.',
      errors: ['The group has 5001 records, over the limit of 5000: rejected whole.'],
    });
    expect((await sim.received()).length).toBe(5000);
  });

  it('rejects a body that is not a non-empty array of objects', async () => {
    for (const body of ['[]', '{"VisitOtherID":"V-1"}', 'not json', '[1]']) {
      const reply = await sim.post('visits', body);
      expect(reply.status).toBe(400);
      expect(reply.body.status).toBe('FAIL');
    }
    expect(await sim.received()).toEqual([]);
  });

  it('labels itself a simulation: a header on every reply, and a page at /', async () => {
    const replies = [
      await sim.post('clients', [client()]),
      await sim.post('clients', [client()], ''),
      await sim.post('clients', '[]'),
    ];
    for (const reply of replies) expect(reply.headers.get('x-simulation')).toBe('true');
    const page = await fetch(sim.simulator.url);
    expect(page.headers.get('x-simulation')).toBe('true');
    expect(await page.text()).toContain('a simulation');
    const control = await fetch(`${sim.simulator.url}/_sim/received`);
    expect(control.headers.get('x-simulation')).toBe('true');
    const signedIn = {
      headers: { authorization: basicAuth(demoCredentials.user, demoCredentials.password) },
    };
    expect((await fetch(`${sim.simulator.url}/nothing`, signedIn)).status).toBe(404);
    expect((await fetch(`${sim.simulator.url}/visits`, signedIn)).status).toBe(405);
  });
});

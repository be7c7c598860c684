import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { engineHarness } from '../testing/engine-harness.ts';
import { ManualTimers } from '../testing/manual-timers.ts';
import { appointmentInput } from '../testing/samples.ts';
import { StartRoutine } from './start-routine.ts';

const SCHEDULE_READS = [
  '/evv/read/appointment',
  '/evv/read/visit',
  '/evv/read/evvdocuments',
  '/evv/read/evvsubmission',
  '/evv/read/visitcorrection',
];
const DOCUMENT_READS = [
  '/evv/read/svcdoc',
  '/evv/read/cfconfig',
  '/evv/read/documentcrosswalk',
  '/evv/read/referral',
  '/evv/read/goaladdressed-txplan',
  '/evv/read/goaladdressed-pgoi',
  '/evv/read/goaladdressed-pgomap',
  '/evv/read/goaladdressed-pgointmap',
  '/evv/read/impactconfig',
];
const CLINICAL_READS = [
  '/evv/read/allergy',
  '/evv/read/diagnosis',
  '/evv/read/medication',
  '/evv/read/vitals',
  '/evv/read/message',
];

let close: () => void = () => undefined;
afterEach(() => close());

async function setup() {
  const h = await engineHarness();
  close = () => h.store.db.close();
  const timers = new ManualTimers((ms) => (h.time.now += ms));
  const routine = new StartRoutine({
    engine: h.engine,
    db: h.store.db,
    timers,
    clock: h.clock,
    initialTables: ['program', 'client'],
  });
  const advance = (ms: number) => timers.advance(ms, () => routine.settled());
  const paths = () => h.server.calls.map((c) => c.path);
  return { ...h, timers, routine, advance, paths };
}

describe('start routine (spec 1 §4)', () => {
  it('ticks every second until clients are loaded, then writes dirty data, then refetches the schedule, document references and clinical records', async () => {
    const { routine, advance, paths, repository, server, timers, engine, rows } = await setup();
    await repository.create(appointmentInput());
    server.failNext(/read\/program/, 'network');
    routine.start();
    await advance(999);
    expect(paths()).toEqual([]);
    await advance(1);
    // First tick: the initial load fails; the backoff (1 s with this random) holds the next ticks.
    expect(engine.status.get('program').status).toBe('error');
    const afterFirst = paths().length;
    await advance(500);
    expect(paths().length).toBe(afterFirst);
    await advance(1000);
    expect(await routine.clientsLoaded()).toBe(true);
    expect(routine.running()).toBe(false);
    expect(timers.count()).toBe(0);
    const reads = paths().filter((p) => p.startsWith('/evv/read/'));
    const later = [...SCHEDULE_READS, ...DOCUMENT_READS, ...CLINICAL_READS];
    expect(reads.slice(-later.length)).toEqual(later);
    // Dirty data went first: the only write precedes the schedule reads.
    const write = paths().indexOf('/evv/write/appointment');
    expect(write).toBeGreaterThan(-1);
    expect(write).toBeLessThan(paths().indexOf('/evv/read/appointment'));
    expect((await rows('clean')).length).toBe(1);
  });

  it('skips the initial load when clients were loaded before (after a reload)', async () => {
    const { routine, advance, paths, store } = await setup();
    await store.db.syncInfo.put({
      tableName: 'client',
      lastSync: '2030-01-01T00:00:00.000Z',
      lastSyncMillis: 1,
    });
    routine.start();
    await advance(1000);
    expect(paths()).toEqual([...SCHEDULE_READS, ...DOCUMENT_READS, ...CLINICAL_READS]);
  });

  it('after a transient failure retries on its own after the backoff; records stay dirty meanwhile', async () => {
    const { routine, advance, server, repository, rows } = await setup();
    await repository.create(appointmentInput());
    server.failNext(/write/, { status: 500 });
    const outcome = await routine.syncNow();
    expect(outcome).toEqual({ kind: 'retrying', inMs: 1000 });
    expect((await rows('dirty')).length).toBe(1);
    await advance(999);
    expect((await rows('dirty')).length).toBe(1);
    await advance(1);
    expect((await rows('clean')).length).toBe(1);
  });

  it('after a local write whose send fails for a moment, sends it with the sync scheduled after the backoff', async () => {
    const { routine, advance, server, repository, rows, timers } = await setup();
    await repository.create(appointmentInput());
    server.failNext(/write/, 'network');
    expect(await routine.sendNow()).toEqual({ kind: 'retrying', inMs: 1000 });
    // A second write failing meanwhile does not schedule a second sync.
    server.failNext(/write/, { status: 503 });
    expect((await routine.sendNow()).kind).toBe('retrying');
    expect(timers.count()).toBe(1);
    expect((await rows('dirty')).length).toBe(1);
    await advance(2000);
    expect((await rows('clean')).length).toBe(1);
    expect(timers.count()).toBe(0);
  });

  it('reports a pause and schedules nothing when the session cannot be renewed', async () => {
    const { routine, server, timers } = await setup();
    server.refreshWorks = false;
    server.accessToken = 'rotated';
    expect(await routine.syncNow()).toEqual({ kind: 'paused', reason: 'refreshFailed' });
    expect(timers.count()).toBe(0);
    routine.start();
    routine.stop();
    expect(timers.count()).toBe(0);
  });
});

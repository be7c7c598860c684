// EVV export benchmark (issue 32): 100,000 verified visits made into their Cures Act records and Sandata visit
// records, serialized in transactions of 5,000 as the outbox sends them; beside it, the baseline, JSON.stringify of
// the same Cures Act records. Both in this process, batch by batch, alternating which goes first. Visits are the
// demo's shape (70% signed, 20% with edited times, 10% community visits a mile off with a reason) from a fixed
// seed, so every run measures the same work. Peak memory: the heap after each batch above the heap before the
// run, and the process's peak resident size. No assertions; not part of `npm test`.
import {
  aggregatorProfiles,
  curesRecord,
  nextSequenceId,
  type CuresRecord,
  type VisitEvidence,
} from '@carevisit/core';
import { DEMO_EMPLOYEE_IDENTIFIER, demoEvidence } from '@carevisit/core/testing';
import { createRandom } from '../apps/server/src/seed/random.ts';
import { row } from './support/browser-bench.ts';

const VISITS = Math.max(5000, Number(process.env.BENCH_VISITS ?? 100_000));
const sandata = aggregatorProfiles.sandata;
const BATCH = sandata.maxBatchSize;
const SERVER_ONLY = { employeeIdentifier: DEMO_EMPLOYEE_IDENTIFIER };
const DAY_ONE = Date.parse('2026-01-05T13:00:00Z');
const MINUTE = 60_000;

const rng = createRandom(32);
const iso = (ms: number): string => new Date(ms).toISOString();

/** One demo-shaped verified visit: the i-th of the run. */
function visitEvidence(i: number): VisitEvidence {
  const begin = DAY_ONE + Math.floor(i / 8) * 86_400_000 + (i % 8) * 90 * MINUTE + rng.int(-4, 6) * MINUTE;
  const end = begin + rng.int(45, 120) * MINUTE;
  const signed = rng.chance(0.7);
  const edited = rng.chance(0.2);
  const away = rng.chance(0.1) ? 0.012 : 0;
  const base = demoEvidence();
  const lat = (base.homeAddress?.addressLatitude ?? 0) + away + rng.float(-0.0002, 0.0002);
  const lon = (base.homeAddress?.addressLongitude ?? 0) - away + rng.float(-0.0002, 0.0002);
  return demoEvidence({
    visit: {
      evvVisitId: 100_000 + i,
      appointmentId: 500_000 + i,
      clientId: 300 + (i % 400),
      staffId: 40 + (i % 120),
      beginActualDateTime: iso(begin),
      endActualDateTime: iso(end),
      startDateTime: iso(begin),
      endDateTime: iso(end),
      startLatitude: lat,
      startLongitude: lon,
      endLatitude: lat,
      endLongitude: lon,
      hasSignature: signed,
      addressDistanceReason: away ? 31 : null,
      addressDistanceComments: away ? 'Accompanied the client to the pharmacy.' : null,
      ...(edited
        ? {
            editTimesEventType: 'EditTimes',
            editTimesReason: 13,
            editTimesComments: 'Client asked to start a little later than scheduled.',
            adjustedBeginDateTime: iso(begin + 5 * MINUTE),
            adjustedEndDateTime: iso(end),
          }
        : {}),
      changedDate: iso(end + 2 * MINUTE),
    },
  });
}

let sequenceId: string | null = null;
/** What the outbox does for one transaction: record, map, serialize. */
function exportBatch(batch: readonly VisitEvidence[]): string {
  sequenceId = nextSequenceId(sequenceId, new Date(DAY_ONE));
  const id = sequenceId;
  return JSON.stringify(batch.map((evidence) => sandata.toPayload(curesRecord(evidence), SERVER_ONLY, id)));
}

const heapBefore = process.memoryUsage().heapUsed;
let peakHeap = 0;
let exportMs = 0;
let baselineMs = 0;
let exportBytes = 0;
let baselineBytes = 0;
for (let first = 0; first < VISITS; first += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, VISITS - first) }, (_, k) => visitEvidence(first + k));
  const records: CuresRecord[] = batch.map(curesRecord);
  const runExport = () => {
    const start = performance.now();
    exportBytes += exportBatch(batch).length;
    exportMs += performance.now() - start;
  };
  const runBaseline = () => {
    const start = performance.now();
    baselineBytes += JSON.stringify(records).length;
    baselineMs += performance.now() - start;
  };
  if ((first / BATCH) % 2) {
    runBaseline();
    runExport();
  } else {
    runExport();
    runBaseline();
  }
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed - heapBefore);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `\nEVV export: ${VISITS} verified visits to the Sandata profile, transactions of ${BATCH}, Node ${process.version}\n`,
);
const widths = [52, 14, 12, 10];
console.log(row(['', 'records/s', 'total ms', 'JSON MB'], widths));
console.log(
  row(
    [
      'record + Sandata mapping + JSON.stringify',
      Math.round(VISITS / (exportMs / 1000)).toString(),
      exportMs.toFixed(0),
      mb(exportBytes),
    ],
    widths,
  ),
);
console.log(
  row(
    [
      'baseline: JSON.stringify of the Cures Act records',
      Math.round(VISITS / (baselineMs / 1000)).toString(),
      baselineMs.toFixed(0),
      mb(baselineBytes),
    ],
    widths,
  ),
);
console.log(
  row(['ratio (export time / baseline time)', `${(exportMs / baselineMs).toFixed(2)}x`, '', ''], widths),
);
console.log(
  `peak heap above the start, sampled after each transaction: ${mb(peakHeap)} MB; ` +
    `peak resident size of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);

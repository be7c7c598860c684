import { percentile } from '../support/statistics.ts';

/** One request the load test made: how long it took and whether it failed (and why, for the summary). */
export interface Sample {
  step: string;
  ms: number;
  error: string | null;
}

/** The figures the issue asks for, per step and in all. */
export function summarize(samples: Sample[], seconds: number) {
  const lines: string[] = [];
  const row = (name: string, of: Sample[]) => {
    const times = of.map((s) => s.ms);
    const errors = of.filter((s) => s.error !== null).length;
    lines.push(
      [
        name.padEnd(22),
        String(of.length).padStart(7),
        String(errors).padStart(7),
        percentile(times, 50).toFixed(0).padStart(8),
        percentile(times, 95).toFixed(0).padStart(8),
        percentile(times, 99).toFixed(0).padStart(8),
      ].join(' '),
    );
  };
  lines.push(
    ['step'.padEnd(22), 'reqs'.padStart(7), 'errors'.padStart(7), 'p50 ms', 'p95 ms', 'p99 ms']
      .map((c, i) => (i > 2 ? c.padStart(8) : c))
      .join(' '),
  );
  for (const step of [...new Set(samples.map((s) => s.step))]) {
    row(
      step,
      samples.filter((s) => s.step === step),
    );
  }
  row('all', samples);
  lines.push(`${(samples.length / seconds).toFixed(1)} req/s over ${seconds.toFixed(1)} s`);
  const reasons = new Map<string, number>();
  for (const s of samples) if (s.error) reasons.set(s.error, (reasons.get(s.error) ?? 0) + 1);
  for (const [reason, count] of reasons) lines.push(`  error ×${count}: ${reason}`);
  return lines.join('\n');
}

// CPU seconds spent by this process and by the PostgreSQL server processes serving one database: on a shared
// machine, wall-clock rates measure what the others leave over; pages per CPU-second measure the work itself.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/connection.ts';
import { queryRows } from '../../apps/server/src/db/query-rows.ts';

/** Linux clock ticks per second (getconf CLK_TCK), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds, or null where /proc does not show it (another host). */
async function processCpuSeconds(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export type CpuReading = Map<number | 'self', number> | null;

/**
 * CPU seconds so far per process: this one, plus, on PostgreSQL on this host, every server process connected to
 * the database. Null when the server's processes are out of sight.
 */
export async function readCpu(database: DatabaseHandle): Promise<CpuReading> {
  const own = process.cpuUsage();
  const reading: CpuReading = new Map([['self', (own.user + own.system) / 1e6]]);
  if (database.engine === 'pglite') return reading;
  const backends = await queryRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  for (const { pid } of backends) {
    const seconds = await processCpuSeconds(Number(pid));
    if (seconds === null) return null;
    reading.set(Number(pid), seconds);
  }
  return reading;
}

/** CPU seconds spent between two readings (a server process that started between them counts whole). */
export function cpuSpent(before: CpuReading, after: CpuReading): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [process, seconds] of after) total += seconds - (before.get(process) ?? 0);
  return total;
}

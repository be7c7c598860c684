/** The timestamp Sandata recommends for a SequenceID: YYYYMMDDHHMMSS in UTC (CT v1.5 §5). */
function timestampId(now: Date): bigint {
  return BigInt(now.toISOString().slice(0, 19).replace(/\D/g, ''));
}

/**
 * The SequenceID of the next send of a visit: the time of sending, or one more than the previous one when the
 * clock has not moved past it (two sends in one second, or a clock set back), so it always increases: the
 * aggregator rejects a SequenceID not higher than the last one it accepted.
 */
export function nextSequenceId(previous: string | null, now: Date): string {
  const candidate = timestampId(now);
  if (previous === null) return candidate.toString();
  const last = BigInt(previous);
  return (candidate > last ? candidate : last + 1n).toString();
}

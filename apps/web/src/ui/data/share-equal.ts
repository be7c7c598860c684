import { bytesEqual } from '../../data/crypto/bytes.ts';

/**
 * `next`, with every part equal to the same part of `previous` replaced by that part of `previous`: the whole of
 * `previous` when nothing changed. A live query answers again whenever a table it reads is written, and sync writes
 * whole pages of rows that are mostly unchanged; with the earlier objects kept, React sees the same references and
 * renders nothing again (TanStack Query calls this structural sharing). Arrays, plain objects, dates and byte arrays
 * are compared; anything else is kept only when it is the same object.
 */
export function shareEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) return shareArray(previous, next) as T;
  if (isPlainObject(previous) && isPlainObject(next)) return shareObject(previous, next) as T;
  if (previous instanceof Date && next instanceof Date)
    return previous.getTime() === next.getTime() ? (previous as T) : next;
  if (previous instanceof Uint8Array && next instanceof Uint8Array)
    return bytesEqual(previous, next) ? (previous as T) : next;
  return next;
}

function shareArray(previous: unknown[], next: unknown[]): unknown[] {
  let same = previous.length === next.length;
  const shared = next.map((item, index) => {
    const kept = shareEqual(previous[index], item);
    if (kept !== previous[index]) same = false;
    return kept;
  });
  return same ? previous : shared;
}

function shareObject(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(previous).length;
  const shared: Record<string, unknown> = {};
  for (const key of keys) {
    const kept = Object.hasOwn(previous, key) ? shareEqual(previous[key], next[key]) : next[key];
    if (kept !== previous[key] || !Object.hasOwn(previous, key)) same = false;
    shared[key] = kept;
  }
  return same ? previous : shared;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

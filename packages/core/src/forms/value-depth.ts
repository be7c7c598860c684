/**
 * Whether a JSON value nests arrays or objects more than `max` levels deep ('x' is 0 levels, ['x'] one). It walks
 * with a stack of its own, never by recursion, so a value nested thousands deep is measured, not a stack overflow
 * (issue 30); it stops at the first node past `max`.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { node: unknown; level: number }[] = [{ node: value, level: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.node !== 'object' || next.node === null) continue;
    if (next.level + 1 > max) return true;
    for (const child of Object.values(next.node)) pending.push({ node: child, level: next.level + 1 });
  }
  return false;
}

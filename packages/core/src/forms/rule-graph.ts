interface GraphRule {
  readonly index: number;
  readonly actions: readonly { readonly field: number; readonly action: string }[];
}
interface GraphField {
  readonly readingRules: readonly number[];
}

export type RuleOrder = { ok: true; order: number[] } | { ok: false; cycle: number[] };

/**
 * The rule dependency graph: a rule that hides a field feeds every rule whose conditions read that field (a
 * hidden field reads as blank). Returns the rules in an order where each comes after the rules it depends on,
 * ties kept in rule order, or one cycle of rules when there is no such order.
 */
export function orderRules(rules: readonly GraphRule[], fields: readonly GraphField[]): RuleOrder {
  const feeds = rules.map((rule) => {
    const next = new Set<number>();
    for (const a of rule.actions)
      if (a.action === 'Hide') for (const r of fields[a.field]!.readingRules) next.add(r);
    return [...next].sort((a, b) => a - b);
  });
  const waitingOn = rules.map(() => 0);
  for (const next of feeds) for (const r of next) waitingOn[r]!++;
  const ready = rules.filter((r) => waitingOn[r.index] === 0).map((r) => r.index);
  const order: number[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => a - b);
    const rule = ready.shift()!;
    order.push(rule);
    for (const r of feeds[rule]!) if (--waitingOn[r]! === 0) ready.push(r);
  }
  if (order.length === rules.length) return { ok: true, order };
  return {
    ok: false,
    cycle: findCycle(feeds, new Set(rules.map((r) => r.index).filter((r) => !order.includes(r)))),
  };
}

/**
 * One cycle among the rules the topological sort left over: each of them still waits on another left-over
 * rule, so walking back from any of them must come round to a rule already on the path.
 */
function findCycle(feeds: readonly number[][], left: ReadonlySet<number>): number[] {
  const fedBy = new Map<number, number>();
  feeds.forEach((next, rule) => {
    if (left.has(rule)) for (const r of next) if (left.has(r)) fedBy.set(r, rule);
  });
  const path: number[] = [];
  const onPath = new Map<number, number>();
  let rule = Math.min(...left);
  while (!onPath.has(rule)) {
    onPath.set(rule, path.length);
    path.push(rule);
    rule = fedBy.get(rule)!;
  }
  return path.slice(onPath.get(rule)).sort((a, b) => a - b);
}

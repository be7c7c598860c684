import type { PlanItem, PlanMapping, TreatmentPlan } from '../entities/treatment-plan.ts';

type PlanLayer = PlanItem['type'];
type LayerConfig = TreatmentPlan['layers'][PlanLayer];

/** One accordion of the goals addressed page: an item, how its layer shows, and what nests under it. */
export interface PlanNode {
  item: PlanItem;
  layer: LayerConfig;
  children: PlanNode[];
}

export interface PlanRows {
  items: readonly PlanItem[];
  /** goaladdressed-pgomap: problem → goal → objective */
  goalMaps: readonly PlanMapping[];
  /** goaladdressed-pgointmap: the same chain down to an intervention */
  interventionMaps: readonly PlanMapping[];
}

const LAYER_ORDER: Record<PlanLayer, number> = { P: 0, G: 1, O: 2, I: 3 };

/** spec 2 §4: an item completed before the date of service is hidden unless the plan includes completed items. */
export function isPlanItemShown(item: PlanItem, plan: TreatmentPlan, serviceDate: string): boolean {
  return plan.includeCompleted || item.completedDate === null || item.completedDate >= serviceDate;
}

/** spec 2 §3: a layer's priority label defaults to 'Priority' (the catalog's goalsAddressed.priorityDefault). */
export function priorityLabelOf(layer: LayerConfig, defaultLabel: string): string {
  return layer.priorityLabel.trim() === '' ? defaultLabel : layer.priorityLabel;
}

/**
 * spec 2 §2, §3: problems, goals, objectives and interventions nested as the mapping rows chain them. With
 * linkIntervention Y an intervention sits under its objective, otherwise under its goal. An item hidden on the
 * date of service hides what nests under it; a layer whose configuration does not show it hands its children to
 * the layer above.
 */
export function planTree(plan: TreatmentPlan, rows: PlanRows, serviceDate: string): PlanNode[] {
  const items = new Map(
    rows.items
      .filter((item) => item.treatmentPlanId === plan.treatmentPlanId && item.deletedDate === null)
      .map((item) => [item.pgoiId, item]),
  );
  const ofPlan = (map: PlanMapping) =>
    map.treatmentPlanId === plan.treatmentPlanId && map.deletedDate === null;
  const linked = plan.linkIntervention === 'Y';
  const chains = [
    ...rows.goalMaps.filter(ofPlan).map((m) => [m.problemId, m.goalId, m.objectiveId]),
    ...rows.interventionMaps
      .filter(ofPlan)
      .map((m) => [m.problemId, m.goalId, linked ? m.objectiveId : null, m.interventionId]),
  ];
  const roots: PlanNode[] = [];
  const nodes = new Map<string, PlanNode>();
  for (const chain of chains) {
    let siblings = roots;
    let path = '';
    for (const id of chain) {
      if (id === null) continue;
      const item = items.get(id);
      if (!item || !isPlanItemShown(item, plan, serviceDate)) break;
      path += `/${id}`;
      let node = nodes.get(path);
      if (!node) {
        node = { item, layer: plan.layers[item.type], children: [] };
        nodes.set(path, node);
        siblings.push(node);
      }
      siblings = node.children;
    }
  }
  return liftHiddenLayers(roots);
}

function liftHiddenLayers(nodes: PlanNode[]): PlanNode[] {
  const lifted = nodes.flatMap((node) => {
    const children = liftHiddenLayers(node.children);
    return node.layer.show ? [{ ...node, children }] : children;
  });
  // An item reached through two hidden parents shows once, with the children of both.
  const merged = new Map<number, PlanNode>();
  for (const node of lifted) {
    const seen = merged.get(node.item.pgoiId);
    merged.set(
      node.item.pgoiId,
      seen ? { ...seen, children: liftHiddenLayers([...seen.children, ...node.children]) } : node,
    );
  }
  return [...merged.values()].sort(byLayerAndPriority);
}

function byLayerAndPriority(a: PlanNode, b: PlanNode): number {
  return (
    LAYER_ORDER[a.item.type] - LAYER_ORDER[b.item.type] ||
    (a.item.priorityDsc ?? '').localeCompare(b.item.priorityDsc ?? '', undefined, { numeric: true }) ||
    a.item.pgoiId - b.item.pgoiId
  );
}

/** The nodes whose items may be marked addressed, in the page's order: shown, in a layer that allows selection. */
export function selectablePlanNodes(tree: readonly PlanNode[]): PlanNode[] {
  return tree.flatMap((node) => [
    ...(node.layer.allowSelection ? [node] : []),
    ...selectablePlanNodes(node.children),
  ]);
}

/** The items that may be marked addressed. */
export function selectablePlanItems(tree: readonly PlanNode[]): PlanItem[] {
  return selectablePlanNodes(tree).map((node) => node.item);
}

import {
  formatMessage,
  goalsAddressedView,
  readGoalsAnswers,
  type GoalDetail,
  type GoalsAddressedContext,
  type GoalsAddressedView,
  type ModuleData,
  type PlanNode,
  type TreatmentPlan,
} from '@carevisit/core';
import type { PdfLine } from './render-pdf.ts';

/**
 * A goals addressed page as the PDF prints it, nested as the page nests it (spec 2 §2, §3): the treatment plan by
 * name, then each item marked addressed under the problem, goal and objective it belongs to, each as
 * '{layer}: {description}' one step further in, with 'Addressed: Yes', its status by the descriptor's name and its
 * comment under the plan's own labels; then the goals comment (that alone when no plan of the client can be read).
 */
export function goalsPageLines(data: ModuleData, context: GoalsAddressedContext): PdfLine[] {
  const view = goalsAddressedView(data, context);
  const answers = readGoalsAnswers(data.fieldData);
  const comment = answers.goalComment
    ? [{ label: formatMessage('goalsAddressed.goalComment'), value: answers.goalComment }]
    : [];
  const { plan } = view;
  if (!plan) return comment;
  const details = new Map(answers.details.map((detail) => [detail.pgoId, detail]));
  const statusName = (id: number | null) =>
    id === null ? '' : (context.descriptors.find((d) => d.descriptorId === id)?.name ?? String(id));
  const branch = (node: PlanNode, depth: number): PdfLine[] => {
    const below = node.children.flatMap((child) => branch(child, depth + 1));
    const detail = node.layer.allowSelection ? details.get(node.item.pgoiId) : undefined;
    const addressed = detail?.isAddressed ? detailLines(view, plan, detail, statusName, depth + 1) : [];
    if (addressed.length === 0 && below.length === 0) return [];
    return [
      { label: node.layer.layerLabel, value: node.item.description, indent: depth },
      ...addressed,
      ...below,
    ];
  };
  return [
    { label: formatMessage('goalsAddressed.treatmentPlan'), value: plan.name },
    ...view.tree.flatMap((node) => branch(node, 0)),
    ...comment,
  ];
}

/** What an addressed item records: the mark itself, and its status and comment where the plan shows them. */
function detailLines(
  view: Pick<GoalsAddressedView, 'showStatus' | 'showComment'>,
  plan: Pick<TreatmentPlan, 'statusLabel' | 'commentLabel'>,
  detail: GoalDetail,
  statusName: (id: number | null) => string,
  indent: number,
): PdfLine[] {
  return [
    { label: formatMessage('goalsAddressed.addressed'), value: formatMessage('common.yes'), indent },
    ...(view.showStatus ? [{ label: plan.statusLabel, value: statusName(detail.status), indent }] : []),
    ...(view.showComment ? [{ label: plan.commentLabel, value: detail.comment, indent }] : []),
  ];
}

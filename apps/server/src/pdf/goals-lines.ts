import {
  addressedPlanNodes,
  formatMessage,
  goalsAddressedView,
  readGoalsAnswers,
  type GoalsAddressedContext,
  type ModuleData,
} from '@carevisit/core';
import type { PdfLine } from './render-pdf.ts';

/**
 * A goals addressed page as the PDF prints it, labelled as the page labels it (spec 2 §2, §3): the treatment
 * plan by name, each item marked addressed as '{layer}: {description}' with its status by the descriptor's name
 * and its comment under the plan's own labels, then the goals comment (that alone when no plan of the client can be read).
 */
export function goalsPageLines(data: ModuleData, context: GoalsAddressedContext): PdfLine[] {
  const view = goalsAddressedView(data, context);
  const { goalComment } = readGoalsAnswers(data.fieldData);
  const comment = goalComment
    ? [{ label: formatMessage('goalsAddressed.goalComment'), value: goalComment }]
    : [];
  const { plan } = view;
  if (!plan) return comment;
  const statusName = (id: number | null) =>
    id === null ? '' : (context.descriptors.find((d) => d.descriptorId === id)?.name ?? String(id));
  const items = addressedPlanNodes(view, data).flatMap(({ node, detail }): PdfLine[] => [
    { label: node.layer.layerLabel, value: node.item.description },
    ...(view.showStatus ? [{ label: plan.statusLabel, value: statusName(detail.status), indent: 1 }] : []),
    ...(view.showComment ? [{ label: plan.commentLabel, value: detail.comment, indent: 1 }] : []),
  ]);
  return [{ label: formatMessage('goalsAddressed.treatmentPlan'), value: plan.name }, ...items, ...comment];
}

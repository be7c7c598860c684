import { LONG_TEXT_MAX } from '../constants.ts';
import type { ModuleData } from '../entities/document.ts';
import type { Descriptor } from '../entities/organization.ts';
import type { TreatmentPlan } from '../entities/treatment-plan.ts';
import type { Message } from '../messages/format.ts';
import { goalsFieldData, goalTarget, readGoalsAnswers, type GoalDetail } from './goals-answers.ts';
import {
  goalStatusChoices,
  noActivePlansMessage,
  plansOnServiceDate,
  requiresControl,
  showsControl,
} from './goals-plans.ts';
import {
  planTree,
  selectablePlanItems,
  selectablePlanNodes,
  type PlanNode,
  type PlanRows,
} from './goals-tree.ts';
import { moduleCheckOf, type ModuleCheck, type ModuleIssue } from './module-check.ts';

/** What the goals addressed page and its checks read besides the module data (all from the local database). */
export interface GoalsAddressedContext extends PlanRows {
  serviceDate: string;
  clientId: number;
  organizationId: number;
  plans: readonly TreatmentPlan[];
  descriptors: readonly Descriptor[];
}

/** The page as the rules see it on the date of service: the plans to pick from, the chosen one, its tree. */
export interface GoalsAddressedView {
  plans: TreatmentPlan[];
  plan: TreatmentPlan | null;
  tree: PlanNode[];
  statusChoices: Descriptor[];
  showStatus: boolean;
  showComment: boolean;
}

/** The chosen plan, or the first in effect when none is chosen or the chosen one is not in effect. */
export function goalsAddressedView(data: ModuleData, context: GoalsAddressedContext): GoalsAddressedView {
  const plans = plansOnServiceDate(context.plans, context.clientId, context.serviceDate);
  const chosen = readGoalsAnswers(data.fieldData).treatmentPlanId;
  const plan = plans.find((p) => p.treatmentPlanId === chosen) ?? plans[0] ?? null;
  return {
    plans,
    plan,
    tree: plan ? planTree(plan, context, context.serviceDate) : [],
    statusChoices: goalStatusChoices(context.descriptors, context.serviceDate, context.organizationId),
    showStatus: plan !== null && showsControl(plan.showHideStatus),
    showComment: plan !== null && showsControl(plan.showHideComment),
  };
}

const tooLong = (text: string) => text.length > LONG_TEXT_MAX;

/** spec 2 §5: the goals addressed page's requirements, checked on Next and on the signature page. */
export function checkGoalsAddressed(data: ModuleData, context: GoalsAddressedContext): ModuleCheck {
  const view = goalsAddressedView(data, context);
  if (!view.plan)
    return moduleCheckOf([{ ...noActivePlansMessage(context.serviceDate), target: goalTarget.plan }]);
  const { plan } = view;
  const answers = readGoalsAnswers(data.fieldData);
  const addressed = addressedDetails(answers.details, view);
  const messages: ModuleIssue[] = [];
  if (addressed.length === 0) messages.push({ key: 'goalsAddressed.addressedRequired' });
  const choiceIds = new Set(view.statusChoices.map((d) => d.descriptorId));
  for (const detail of addressed) {
    if (requiresControl(plan.showHideStatus) && (detail.status === null || !choiceIds.has(detail.status)))
      messages.push(required(plan.statusLabel, goalTarget.status(detail.pgoId)));
    if (requiresControl(plan.showHideComment) && detail.comment.trim() === '')
      messages.push(required(plan.commentLabel, goalTarget.comment(detail.pgoId)));
    if (view.showComment && tooLong(detail.comment))
      messages.push({ key: 'goalsAddressed.commentMax', target: goalTarget.comment(detail.pgoId) });
  }
  if (tooLong(answers.goalComment))
    messages.push({ key: 'goalsAddressed.commentMax', target: goalTarget.goalComment });
  return moduleCheckOf(messages);
}

const required = (label: string, target: string): ModuleIssue => ({
  key: 'goalsAddressed.required',
  params: { label },
  target,
});

function addressedDetails(details: readonly GoalDetail[], view: GoalsAddressedView): GoalDetail[] {
  const selectable = new Set(selectablePlanItems(view.tree).map((item) => item.pgoiId));
  return details.filter((detail) => detail.isAddressed && selectable.has(detail.pgoId));
}

/** What a record of the page lists: the items marked addressed, in the page's order, each with its answers. */
export function addressedPlanNodes(
  view: GoalsAddressedView,
  data: ModuleData,
): { node: PlanNode; detail: GoalDetail }[] {
  const details = new Map(readGoalsAnswers(data.fieldData).details.map((d) => [d.pgoId, d]));
  return selectablePlanNodes(view.tree).flatMap((node) => {
    const detail = details.get(node.item.pgoiId);
    return detail?.isAddressed ? [{ node, detail }] : [];
  });
}

/** spec 2 §5: more than one problem gives the count; one gives itself. The floating message after Next. */
export function goalsAddressedSummary(check: ModuleCheck): Message | null {
  if (check.errorCount > 1)
    return { key: 'goalsAddressed.missingInformation', params: { n: check.errorCount } };
  return check.messages[0] ?? null;
}

/**
 * What is written: the plan in effect, the items addressed that are shown on the date of service, a status only
 * when the plan shows statuses and it is still offered, a comment only when the plan shows comments.
 */
export function goalsAddressedForStorage(data: ModuleData, context: GoalsAddressedContext): ModuleData {
  const view = goalsAddressedView(data, context);
  const answers = readGoalsAnswers(data.fieldData);
  const choiceIds = new Set(view.statusChoices.map((d) => d.descriptorId));
  const details = addressedDetails(answers.details, view).map((detail) => ({
    pgoId: detail.pgoId,
    isAddressed: true,
    status: view.showStatus && detail.status !== null && choiceIds.has(detail.status) ? detail.status : null,
    comment: view.showComment ? detail.comment : '',
  }));
  const fieldData = goalsFieldData({
    treatmentPlanId: view.plan?.treatmentPlanId ?? null,
    details: view.plan ? details : [],
    goalComment: answers.goalComment,
  });
  return { ...data, moduleType: 'goals-addressed', fieldData };
}

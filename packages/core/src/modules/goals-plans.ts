import type { Descriptor } from '../entities/organization.ts';
import type { TreatmentPlan } from '../entities/treatment-plan.ts';
import type { Message } from '../messages/format.ts';
import { calendarDateText } from '../time/central.ts';

/** spec 2 §3: the descriptor type whose entries are the goals addressed status choices. */
export const GOAL_STATUS_TYPE = 'Tx Plan Goals Addressed Status';

/** spec 2 §4: the client's treatment plans in effect on the date of service (all dates yyyy-MM-dd). */
export function plansOnServiceDate(
  plans: readonly TreatmentPlan[],
  clientId: number,
  serviceDate: string,
): TreatmentPlan[] {
  return plans
    .filter(
      (plan) =>
        plan.deletedDate === null &&
        plan.clientId === clientId &&
        plan.beginDate <= serviceDate &&
        (plan.endDate === null || plan.endDate >= serviceDate),
    )
    .sort((a, b) => b.beginDate.localeCompare(a.beginDate) || a.treatmentPlanId - b.treatmentPlanId);
}

/** spec 2 §8: the date of service follows the message in LL/dd/yyyy form. */
export function noActivePlansMessage(serviceDate: string): Message {
  return { key: 'goalsAddressed.noActivePlans', params: { date: calendarDateText(serviceDate) } };
}

/**
 * spec 2 §4: status choices are offered only when their end date is empty or after the service date; like every
 * descriptor list (spec 2 §3), only entries of the current organization or of none.
 */
export function goalStatusChoices(
  descriptors: readonly Descriptor[],
  serviceDate: string,
  organizationId: number,
): Descriptor[] {
  return descriptors
    .filter(
      (d) =>
        d.type === GOAL_STATUS_TYPE &&
        d.deletedDate === null &&
        (d.endDate === null || d.endDate === '' || d.endDate.slice(0, 10) > serviceDate) &&
        (d.organizationId === null || d.organizationId === organizationId),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** spec 2 §3, §5: showHideStatus and showHideComment: S shows the control, R requires it, anything else hides it. */
export const showsControl = (setting: string): boolean => setting === 'S' || setting === 'R';
export const requiresControl = (setting: string): boolean => setting === 'R';

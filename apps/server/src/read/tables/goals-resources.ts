import type { ServedResource } from '@carevisit/core';
import type { planGoalMaps, planItems, treatmentPlans } from '../../db/schema/index.ts';
import { oneOf, YES_NO } from '../../db/text-values.ts';

// A treatment plan's rows as the goaladdressed-* reads serve them (sync fields aside). The document write reads
// the same rows to re-check a goals addressed page, so both see a plan alike.

export const treatmentPlanResource = (
  r: typeof treatmentPlans.$inferSelect,
): ServedResource<'goaladdressed-txplan'> => ({
  treatmentPlanId: r.id,
  clientId: r.clientId,
  name: r.name,
  beginDate: r.beginDate,
  endDate: r.endDate,
  linkIntervention: oneOf(YES_NO, r.linkIntervention),
  includeCompleted: r.includeCompleted,
  showHideStatus: r.showHideStatus,
  showHideComment: r.showHideComment,
  statusLabel: r.statusLabel,
  commentLabel: r.commentLabel,
  layers: r.layers,
});

export const planItemResource = (r: typeof planItems.$inferSelect): ServedResource<'goaladdressed-pgoi'> => ({
  pgoiId: r.id,
  treatmentPlanId: r.treatmentPlanId,
  type: oneOf(['P', 'G', 'O', 'I'], r.type),
  description: r.description,
  priorityDsc: r.priorityDsc,
  completedDate: r.completedDate,
  endDate: r.endDate,
});

/** goaladdressed-pgomap and goaladdressed-pgointmap rows share their shape (each reader checks it against its contract). */
export const planMapResource = (r: typeof planGoalMaps.$inferSelect) => ({
  pgoMapId: r.id,
  treatmentPlanId: r.treatmentPlanId,
  problemId: r.problemId,
  goalId: r.goalId,
  objectiveId: r.objectiveId,
  interventionId: r.interventionId,
});

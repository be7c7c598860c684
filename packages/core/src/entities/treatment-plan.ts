import { z } from 'zod';
import { serverId, syncedFields, isoDate, yesNo } from './common.ts';

/** spec 2 §3: S shows a control, R shows and requires it, any other value hides it. */
const showHide = z.string().max(10);

const layerConfig = z.object({
  show: z.boolean(),
  allowSelection: z.boolean(),
  priorityLabel: z.string(),
  layerLabel: z.string(),
});

/** goaladdressed-txplan */
export const treatmentPlan = z.object({
  treatmentPlanId: serverId,
  clientId: serverId,
  name: z.string(),
  beginDate: isoDate,
  endDate: isoDate.nullable(),
  linkIntervention: yesNo,
  includeCompleted: z.boolean(),
  showHideStatus: showHide,
  showHideComment: showHide,
  statusLabel: z.string(),
  commentLabel: z.string(),
  layers: z.object({ P: layerConfig, G: layerConfig, O: layerConfig, I: layerConfig }),
  ...syncedFields,
});
export type TreatmentPlan = z.infer<typeof treatmentPlan>;

/** goaladdressed-pgoi: a problem, goal, objective or intervention. */
export const planItem = z.object({
  pgoiId: serverId,
  treatmentPlanId: serverId,
  type: z.enum(['P', 'G', 'O', 'I']),
  description: z.string(),
  priorityDsc: z.string().nullable(),
  completedDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  ...syncedFields,
});
export type PlanItem = z.infer<typeof planItem>;

/** goaladdressed-pgomap and goaladdressed-pgointmap */
export const planMapping = z.object({
  pgoMapId: serverId,
  treatmentPlanId: serverId,
  problemId: serverId,
  goalId: serverId.nullable(),
  objectiveId: serverId.nullable(),
  interventionId: serverId.nullable(),
  ...syncedFields,
});
export type PlanMapping = z.infer<typeof planMapping>;

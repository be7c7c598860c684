import { eq, inArray } from 'drizzle-orm';
import { servedFormDefinition } from '@carevisit/core';
import {
  configurableForms,
  documentCrosswalks,
  documents,
  impactMeasures,
  planGoalMaps,
  planInterventionMaps,
  planItems,
  serviceDocumentVersions,
  treatmentPlans,
} from '../../db/schema/index.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReadContext, TableReader } from '../table-reader.ts';
import { documentResource } from '../../documents/document-resource.ts';
import { documentScope } from '../../documents/document-scope.ts';
import { defineReader, ofAccount, ofAccountOrScope, ofVisibleClient, visibleClientIds } from './define.ts';

type R = Record<string, unknown>;

/** Plan rows belong to a visible client's treatment plan. */
function ofVisiblePlan(ctx: ReadContext) {
  return ctx.db
    .select({ id: treatmentPlans.id })
    .from(treatmentPlans)
    .where(inArray(treatmentPlans.clientId, visibleClientIds(ctx)));
}

/** A read's clientId keeps the rows of that client's plans. */
const ofClientPlans = (column: PgColumn) => (ctx: ReadContext, clientId: number) =>
  inArray(
    column,
    ctx.db
      .select({ id: treatmentPlans.id })
      .from(treatmentPlans)
      .where(eq(treatmentPlans.clientId, clientId)),
  );

const mapResource = (r: R) => ({
  pgoMapId: r.id,
  treatmentPlanId: r.treatmentPlanId,
  problemId: r.problemId,
  goalId: r.goalId,
  objectiveId: r.objectiveId,
  interventionId: r.interventionId,
});

export const documentReaders: Record<string, TableReader> = {
  evvdocuments: defineReader(documents, {
    keyName: 'id',
    keyParameter: 'documentId',
    clientColumn: documents.clientId,
    holdsClientData: true,
    scope: documentScope,
    toResource: (r) => documentResource(r as typeof documents.$inferSelect),
  }),
  // One resource per (id, version): a draft keeps the template version it was started on.
  svcdoc: defineReader(serviceDocumentVersions, {
    keyName: 'id',
    scope: ofAccountOrScope(serviceDocumentVersions.accountId, serviceDocumentVersions.organizationId),
    tombstone: (r) => ({ id: r.serviceDocumentId, version: r.version }),
    toResource: (r) => ({
      id: r.serviceDocumentId,
      version: r.version,
      setupId: r.setupId,
      description: r.description,
      code: r.code,
      modules: r.modules,
      signatureConfiguration: r.signatureConfiguration,
      isClientProgram: r.isClientProgram,
      canAddDocumentInErc: r.canAddDocumentInErc,
      isIncludeCarelogicEvv: r.isIncludeCarelogicEvv,
      ageFrom: r.ageFrom,
      ageTo: r.ageTo,
      organizationId: r.organizationId,
    }),
  }),
  cfconfig: defineReader(configurableForms, {
    keyName: 'formId',
    scope: ofAccount(configurableForms.accountId),
    // A definition the engine cannot compile is not served: the device gets its id, name and the reasons.
    toResource: (r) =>
      servedFormDefinition({
        formId: r.id as number,
        name: r.name as string,
        fields: r.fields,
        rules: r.rules,
      }),
  }),
  documentcrosswalk: defineReader(documentCrosswalks, {
    keyName: 'documentCrosswalkId',
    scope: ofAccountOrScope(documentCrosswalks.accountId, documentCrosswalks.organizationId),
    toResource: (r) => ({
      documentCrosswalkId: r.id,
      activityId: r.activityId,
      serviceDocumentId: r.serviceDocumentId,
      programId: r.programId,
      organizationId: r.organizationId,
    }),
  }),
  'goaladdressed-txplan': defineReader(treatmentPlans, {
    keyName: 'treatmentPlanId',
    clientColumn: treatmentPlans.clientId,
    holdsClientData: true,
    scope: ofVisibleClient(treatmentPlans.clientId),
    toResource: (r) => ({
      treatmentPlanId: r.id,
      clientId: r.clientId,
      name: r.name,
      beginDate: r.beginDate,
      endDate: r.endDate,
      linkIntervention: r.linkIntervention,
      includeCompleted: r.includeCompleted,
      showHideStatus: r.showHideStatus,
      showHideComment: r.showHideComment,
      statusLabel: r.statusLabel,
      commentLabel: r.commentLabel,
      layers: r.layers,
    }),
  }),
  'goaladdressed-pgoi': defineReader(planItems, {
    keyName: 'pgoiId',
    holdsClientData: true,
    scope: (ctx) => inArray(planItems.treatmentPlanId, ofVisiblePlan(ctx)),
    ofClient: ofClientPlans(planItems.treatmentPlanId),
    toResource: (r) => ({
      pgoiId: r.id,
      treatmentPlanId: r.treatmentPlanId,
      type: r.type,
      description: r.description,
      priorityDsc: r.priorityDsc,
      completedDate: r.completedDate,
      endDate: r.endDate,
    }),
  }),
  'goaladdressed-pgomap': defineReader(planGoalMaps, {
    keyName: 'pgoMapId',
    scope: (ctx) => inArray(planGoalMaps.treatmentPlanId, ofVisiblePlan(ctx)),
    ofClient: ofClientPlans(planGoalMaps.treatmentPlanId),
    toResource: mapResource,
  }),
  'goaladdressed-pgointmap': defineReader(planInterventionMaps, {
    keyName: 'pgoMapId',
    scope: (ctx) => inArray(planInterventionMaps.treatmentPlanId, ofVisiblePlan(ctx)),
    ofClient: ofClientPlans(planInterventionMaps.treatmentPlanId),
    toResource: mapResource,
  }),
  impactconfig: defineReader(impactMeasures, {
    keyName: 'id',
    keyParameter: 'referenceId',
    scope: ofAccount(impactMeasures.accountId),
    toResource: (r) => ({
      id: r.id,
      longName: r.longName,
      shortName: r.shortName,
      instructions: r.instructions,
      sections: r.sections,
      subTotals: r.subTotals,
      expression: r.expression,
      newLogical: r.newLogical,
    }),
  }),
};

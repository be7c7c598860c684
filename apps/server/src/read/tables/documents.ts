import { and, eq, inArray } from 'drizzle-orm';
import {
  configurableForms,
  documentCrosswalks,
  documents,
  impactMeasures,
  planGoalMaps,
  planInterventionMaps,
  planItems,
  serviceDocuments,
  treatmentPlans,
} from '../../db/schema/index.ts';
import type { ReadContext, TableReader } from '../table-reader.ts';
import {
  defineReader,
  iso,
  ofAccount,
  ofAccountOrScope,
  ofVisibleClient,
  visibleClientIds,
} from './define.ts';

type R = Record<string, unknown>;

/** Plan rows belong to a visible client's treatment plan. */
function ofVisiblePlan(ctx: ReadContext) {
  return ctx.db
    .select({ id: treatmentPlans.id })
    .from(treatmentPlans)
    .where(inArray(treatmentPlans.clientId, visibleClientIds(ctx)));
}

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
    clientColumn: documents.clientId,
    holdsClientData: true,
    scope: (ctx) =>
      and(
        eq(documents.accountId, ctx.principal.accountId),
        inArray(documents.organizationId, ctx.scopeIds),
        inArray(documents.clientId, visibleClientIds(ctx)),
      ),
    toResource: (r) => ({
      id: r.id,
      serviceDocumentId: r.serviceDocumentId,
      appointmentId: r.appointmentId,
      clientId: r.clientId,
      staffId: r.staffId,
      organizationId: r.organizationId,
      clientProgramId: r.clientProgramId,
      serviceDate: r.serviceDate,
      documentName: r.documentName,
      documentCode: r.documentCode,
      description: r.description,
      documentStatus: r.documentStatus,
      fullySigned: r.fullySigned,
      moduleData: r.moduleData,
      signature: r.signature,
      pdfUrl: r.pdfUrl,
      uploadDate: iso(r.uploadDate),
    }),
  }),
  svcdoc: defineReader(serviceDocuments, {
    keyName: 'id',
    scope: ofAccountOrScope(serviceDocuments.accountId, serviceDocuments.organizationId),
    toResource: (r) => ({
      id: r.id,
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
    toResource: (r) => ({ formId: r.id, name: r.name, fields: r.fields, rules: r.rules }),
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
    toResource: mapResource,
  }),
  'goaladdressed-pgointmap': defineReader(planInterventionMaps, {
    keyName: 'pgoMapId',
    scope: (ctx) => inArray(planInterventionMaps.treatmentPlanId, ofVisiblePlan(ctx)),
    toResource: mapResource,
  }),
  impactconfig: defineReader(impactMeasures, {
    keyName: 'id',
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

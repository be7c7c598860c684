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
import { defineReader, type ReadContext } from '../table-reader.ts';
import { documentResource } from '../../documents/document-resource.ts';
import { documentScope } from '../../documents/document-scope.ts';
import { ofAccount, ofAccountOrScope, ofVisibleClient, visibleClientIds } from './define.ts';
import { planItemResource, planMapResource, treatmentPlanResource } from './goals-resources.ts';

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

export const documentReaders = {
  evvdocuments: defineReader('evvdocuments', documents, {
    keyParameter: 'documentId',
    clientColumn: documents.clientId,
    holdsClientData: true,
    scope: documentScope,
    toResource: documentResource,
  }),
  // One resource per (id, version): a draft keeps the template version it was started on.
  svcdoc: defineReader('svcdoc', serviceDocumentVersions, {
    scope: ofAccountOrScope(serviceDocumentVersions.accountId, serviceDocumentVersions.organizationId),
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
      ...(r.coding ? { coding: r.coding } : {}),
    }),
  }),
  cfconfig: defineReader('cfconfig', configurableForms, {
    scope: ofAccount(configurableForms.accountId),
    // A definition the engine cannot compile is not served: the device gets its id, name and the reasons.
    toResource: (r) =>
      servedFormDefinition({
        formId: r.id,
        name: r.name,
        fields: r.fields,
        rules: r.rules,
      }),
  }),
  documentcrosswalk: defineReader('documentcrosswalk', documentCrosswalks, {
    scope: ofAccountOrScope(documentCrosswalks.accountId, documentCrosswalks.organizationId),
    toResource: (r) => ({
      documentCrosswalkId: r.id,
      activityId: r.activityId,
      serviceDocumentId: r.serviceDocumentId,
      programId: r.programId,
      organizationId: r.organizationId,
    }),
  }),
  'goaladdressed-txplan': defineReader('goaladdressed-txplan', treatmentPlans, {
    clientColumn: treatmentPlans.clientId,
    holdsClientData: true,
    scope: ofVisibleClient(treatmentPlans.clientId),
    toResource: treatmentPlanResource,
  }),
  'goaladdressed-pgoi': defineReader('goaladdressed-pgoi', planItems, {
    holdsClientData: true,
    scope: (ctx) => inArray(planItems.treatmentPlanId, ofVisiblePlan(ctx)),
    ofClient: ofClientPlans(planItems.treatmentPlanId),
    toResource: planItemResource,
  }),
  'goaladdressed-pgomap': defineReader('goaladdressed-pgomap', planGoalMaps, {
    scope: (ctx) => inArray(planGoalMaps.treatmentPlanId, ofVisiblePlan(ctx)),
    ofClient: ofClientPlans(planGoalMaps.treatmentPlanId),
    toResource: planMapResource,
  }),
  'goaladdressed-pgointmap': defineReader('goaladdressed-pgointmap', planInterventionMaps, {
    scope: (ctx) => inArray(planInterventionMaps.treatmentPlanId, ofVisiblePlan(ctx)),
    ofClient: ofClientPlans(planInterventionMaps.treatmentPlanId),
    toResource: planMapResource,
  }),
  impactconfig: defineReader('impactconfig', impactMeasures, {
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
      ...(r.fhirpathTotal ? { fhirpathTotal: r.fhirpathTotal } : {}),
    }),
  }),
};

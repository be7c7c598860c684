import { and, eq, inArray } from 'drizzle-orm';
import {
  ageOn,
  impactMeasure,
  loadFhirpath,
  writtenImpactModule,
  withoutScores,
  type DocumentWrite,
  type ImpactMeasure,
  type ModuleIssue,
  type RefusalMessage,
  type TemplateModule,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { clients, impactMeasures } from '../db/schema/index.ts';
import { rewritePages, type CheckedFormPages } from './document-forms.ts';

/** An issue, led by the question it belongs to. */
function issueMessage(measure: ImpactMeasure, issue: ModuleIssue): RefusalMessage {
  const question = measure.sections
    .flatMap((section) => section.questions)
    .find((q) => q.questionId === issue.target);
  const message = { key: issue.key, params: issue.params };
  return question
    ? { key: 'documentWrite.impactIssue', params: { question: question.questionText, message } }
    : message;
}

/**
 * The account's impact measures of these ids, as core reads them; a measure core refuses is left out. FHIRPath is
 * loaded first when one has a FHIRPath total (an imported Questionnaire's), so every score made with them is its.
 */
export async function measuresOf(db: Database, accountId: number, ids: number[]): Promise<ImpactMeasure[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(impactMeasures)
    .where(and(eq(impactMeasures.accountId, accountId), inArray(impactMeasures.id, ids)));
  if (rows.some((row) => row.fhirpathTotal)) await loadFhirpath();
  return rows.flatMap(({ fhirpathTotal, ...row }) => {
    const parsed = impactMeasure.safeParse({
      ...row,
      ...(fhirpathTotal ? { fhirpathTotal } : {}),
      changedDate: row.changedAt.toISOString(),
      deletedDate: null,
    });
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Re-checks and re-scores each impact page of a write with the measure its page in the document's template
 * version names, as core's writtenImpactModule says: the stored sub-totals and total are always the server's,
 * worked out from the answers and the client's age on the date of service (spec 2 §3). A page whose template
 * page names no readable measure of the account keeps its answers and loses the device's figures.
 */
export async function checkImpactPages(
  db: Database,
  accountId: number,
  checked: CheckedFormPages,
  modules: readonly TemplateModule[],
  signing: boolean,
): Promise<CheckedFormPages> {
  const input: DocumentWrite = checked.written;
  const measureOf = new Map(
    modules.flatMap((m) => (m.moduleType === 'impact' ? [[m.moduleId, m.referenceId]] : [])),
  );
  const pages = input.moduleData.filter((d) => d.moduleType === 'impact' && measureOf.has(d.moduleId));
  if (pages.length === 0) return checked;
  const ids = pages.flatMap((d) => measureOf.get(d.moduleId) ?? []);
  const measures = await measuresOf(db, accountId, ids);
  const [client] = await db
    .select({ birthDate: clients.birthDate })
    .from(clients)
    .where(and(eq(clients.id, input.clientId), eq(clients.accountId, accountId)));
  const clientAge = ageOn(client?.birthDate, input.serviceDate);
  return rewritePages(checked, (data) => {
    if (data.moduleType !== 'impact' || !measureOf.has(data.moduleId)) return null;
    const measure = measures.find((m) => m.id === measureOf.get(data.moduleId));
    // Nothing to score against: the answers are kept as sent, the device's figures are not.
    if (!measure) return { data: withoutScores(data), issues: [] };
    const page = writtenImpactModule(data, { measure, clientAge }, signing);
    return { data: page.data, issues: page.issues.map((issue) => issueMessage(measure, issue)) };
  });
}

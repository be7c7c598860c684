import { ageOn, documentSafetyAlerts, formatMessage, type TemplateModule } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import type { documents } from '../db/schema/index.ts';
import { measuresOf } from '../documents/document-impact.ts';

type DocumentRow = typeof documents.$inferSelect;

/**
 * Beyond the spec (issue 15): the safety alerts of a document's impact pages as printed, e.g. a PHQ-9 item 9
 * answered above 0 (Kroenke et al. 2001), worked out by core's documentSafetyAlerts from the stored answers with
 * the measures the document's pinned template names and the client's age on the date of service.
 */
export async function pdfSafetyAlerts(
  db: Database,
  row: DocumentRow,
  modules: readonly TemplateModule[],
  birthDate: string | null | undefined,
): Promise<string[]> {
  const measureOf = new Map(
    modules.flatMap((m) => (m.moduleType === 'impact' && m.referenceId ? [[m.moduleId, m.referenceId]] : [])),
  );
  if (measureOf.size === 0) return [];
  const measures = await measuresOf(db, row.accountId, [...new Set(measureOf.values())]);
  // The page's measure is the one its template page names, whatever the stored data says.
  const pages = row.moduleData.flatMap((data) => {
    const measureId = data.moduleType === 'impact' ? measureOf.get(data.moduleId) : undefined;
    return measureId === undefined ? [] : [{ ...data, measureId }];
  });
  const clientAge = ageOn(birthDate, row.serviceDate);
  return documentSafetyAlerts(pages, measures, { clientAge }).map((alert) =>
    formatMessage(alert.key, alert.params),
  );
}

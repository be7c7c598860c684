import { and, eq, inArray } from 'drizzle-orm';
import { compileForm, impactMeasure, type ImportedPage, type ImportedTemplate } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { configurableForms } from '../db/schema/index.ts';
import { measuresOf } from '../documents/document-impact.ts';
import type { TemplateVersion } from '../documents/template-versions.ts';

/** A stored measure as it was defined: without the id and dates the server gave it. */
const measureDefinition = impactMeasure.omit({ id: true, changedDate: true, deletedDate: true });

/**
 * A stored template version as core's FHIR mapping reads one (issue 34): its form pages with their forms, its
 * impact page with its measure. Goals pages have no Questionnaire counterpart and are left out; a template with more
 * than one measure, or a page whose form or measure is gone, gives null (it cannot be told as one Questionnaire).
 */
export async function storedTemplate(
  db: Database,
  version: TemplateVersion,
): Promise<ImportedTemplate | null> {
  const modules = [...version.modules].sort((a, b) => a.order - b.order);
  const formIds = modules.flatMap((m) => (m.moduleType === 'cf' && m.referenceId ? [m.referenceId] : []));
  const measureIds = modules.flatMap((m) =>
    m.moduleType === 'impact' && m.referenceId ? [m.referenceId] : [],
  );
  if (measureIds.length > 1) return null;
  const forms =
    formIds.length === 0
      ? []
      : await db
          .select()
          .from(configurableForms)
          .where(
            and(eq(configurableForms.accountId, version.accountId), inArray(configurableForms.id, formIds)),
          );
  const [measure] = await measuresOf(db, version.accountId, measureIds);
  if (measureIds.length > 0 && !measure) return null;
  const pages: ImportedPage[] = [];
  for (const module of modules) {
    if (module.moduleType === 'impact') pages.push({ moduleType: 'impact', name: module.name });
    if (module.moduleType !== 'cf') continue;
    const row = forms.find((form) => form.id === module.referenceId);
    const compiled =
      row && compileForm({ formId: row.id, name: row.name, fields: row.fields, rules: row.rules });
    if (!compiled?.ok) return null;
    pages.push({
      moduleType: 'cf',
      name: module.name,
      linkId: module.linkId ?? null,
      ...(module.code ? { code: module.code } : {}),
      ...(module.system ? { system: module.system } : {}),
      form: compiled.form.definition,
    });
  }
  return {
    name: version.questionnaireName ?? version.code,
    title: version.description,
    url: version.questionnaireUrl,
    coding: version.coding ?? null,
    pages,
    measure: measure ? measureDefinition.parse(measure) : null,
  };
}

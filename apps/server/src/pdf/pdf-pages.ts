import { and, eq, inArray } from 'drizzle-orm';
import { ageOn, EMPTY_CHOICE_LISTS, type ModuleData, type TemplateModule } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { configurableForms, type documents } from '../db/schema/index.ts';
import { goalsContext } from '../documents/document-goals.ts';
import { measuresOf } from '../documents/document-impact.ts';
import { formFields, formPageLines } from './form-lines.ts';
import { goalsPageLines } from './goals-lines.ts';
import { impactPageLines } from './impact-lines.ts';
import { documentChoiceLists } from './pdf-choice-lists.ts';
import type { PdfPage } from './render-pdf.ts';

type DocumentRow = typeof documents.$inferSelect;

const referencesOf = (modules: readonly TemplateModule[], type: TemplateModule['moduleType']) =>
  modules.flatMap((m) => (m.moduleType === type && m.referenceId ? [m.referenceId] : []));

/**
 * One PDF page per template page, in the template's order, each in words as its screen shows it: a form page by
 * its fields, a goals addressed page by its plan and addressed items, an impact page by its answers and scores.
 * A page whose form, plan or measure cannot be read prints its values by key rather than not at all.
 */
export async function documentPages(
  db: Database,
  row: DocumentRow,
  modules: readonly TemplateModule[],
  birthDate: string | null | undefined,
): Promise<PdfPage[]> {
  const formIds = referencesOf(modules, 'cf');
  const forms = formIds.length
    ? await db
        .select()
        .from(configurableForms)
        .where(and(eq(configurableForms.accountId, row.accountId), inArray(configurableForms.id, formIds)))
    : [];
  const lists = formIds.length ? await documentChoiceLists(db, row) : EMPTY_CHOICE_LISTS;
  const measures = await measuresOf(db, row.accountId, referencesOf(modules, 'impact'));
  const goals = modules.some((m) => m.moduleType === 'goals-addressed')
    ? await goalsContext(db, row.accountId, row)
    : null;
  const clientAge = ageOn(birthDate, row.serviceDate);
  const data = row.moduleData as ModuleData[];
  return modules.map((module) => {
    const values = data.find((entry) => entry.moduleId === module.moduleId);
    if (!values) return { name: module.name, lines: [] };
    const measure = measures.find((m) => m.id === module.referenceId);
    if (module.moduleType === 'impact' && measure)
      return { name: measure.longName, lines: impactPageLines(values, measure, { clientAge }) };
    if (module.moduleType === 'goals-addressed' && goals)
      return { name: module.name, lines: goalsPageLines(values, goals) };
    const form = forms.find((f) => f.id === module.referenceId);
    return { name: module.name, lines: formPageLines(values, formFields(form?.fields), lists) };
  });
}

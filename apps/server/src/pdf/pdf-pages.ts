import { and, eq, inArray } from 'drizzle-orm';
import {
  ageOn,
  EMPTY_CHOICE_LISTS,
  formatMessage,
  type ModuleData,
  type TemplateModule,
} from '@carevisit/core';
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
 * One section per template page, in the template's order, each in words as its screen shows it: a form page by
 * its fields (and its read-only texts, printed even before any value is entered), a goals addressed page by its
 * plan and addressed items, an impact page by its answers and scores. A page whose form, plan or measure cannot be
 * read prints its values by key rather than not at all.
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
    const page = pageOf(
      module,
      data.find((entry) => entry.moduleId === module.moduleId),
    );
    // A page with nothing on it says so: its heading alone would read as a page cut off.
    return page.lines.length > 0
      ? page
      : { ...page, lines: [{ label: '', text: formatMessage('documentPdf.pageEmpty') }] };
  });

  function pageOf(module: TemplateModule, values: ModuleData | undefined): PdfPage {
    const measure = measures.find((m) => m.id === module.referenceId);
    if (module.moduleType === 'impact' && measure)
      return { name: measure.longName, lines: values ? impactPageLines(values, measure, { clientAge }) : [] };
    if (module.moduleType === 'goals-addressed' && goals)
      return { name: module.name, lines: values ? goalsPageLines(values, goals) : [] };
    // A form page, or a page whose plan or measure cannot be read: its values by label, or else by key.
    const form = module.moduleType === 'cf' ? forms.find((f) => f.id === module.referenceId) : undefined;
    return {
      name: module.name,
      lines: formPageLines(values ?? { fieldData: [] }, formFields(form?.fields), lists),
    };
  }
}

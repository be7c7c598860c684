import { measureItems, codeList } from './export-measure.ts';
import { formItems } from './export-forms.ts';
import type { ImportedTemplate, QuestionnaireProblem } from './imported-template.ts';
import { questionnaire, type Questionnaire, type QuestionnaireItem } from './resources.ts';
import { QUESTIONNAIRE } from './import-context.ts';

export type QuestionnaireExport =
  | { readonly ok: true; readonly questionnaire: Questionnaire }
  | { readonly ok: false; readonly problems: readonly QuestionnaireProblem[] };

/**
 * A template as a FHIR R4 (SDC) Questionnaire (issue 34), the inverse of importQuestionnaire: importing what it
 * gives yields the same template. Form pages: the first page with no group is the items outside any group, every
 * other page a group; an impact page is its measure's items. A template made here (not imported) exports as far
 * as a Questionnaire can say what it does: fields whose answers come from the app's lists, rules other than Hide,
 * and business rules on age are reported, and then no Questionnaire is given.
 */
export function exportQuestionnaire(template: ImportedTemplate): QuestionnaireExport {
  const problems: QuestionnaireProblem[] = [];
  const report = (problem: QuestionnaireProblem) => problems.push(problem);
  const items = template.pages.flatMap((page, i): QuestionnaireItem[] => {
    if (page.moduleType === 'impact') {
      if (template.measure) return measureItems(template.measure, report);
      report({ item: QUESTIONNAIRE, reason: `the impact page ${page.name} has no measure` });
      return [];
    }
    const pageItems = formItems(page.form, report);
    if (page.linkId === null && i === 0) return pageItems;
    return [
      {
        linkId: page.linkId ?? `page${i + 1}`,
        ...codeList(page),
        ...(page.name ? { text: page.name } : {}),
        type: 'group',
        item: pageItems,
      },
    ];
  });
  const description = template.measure?.instructions;
  const coding = template.coding;
  const result = questionnaire.safeParse({
    resourceType: 'Questionnaire',
    ...(template.url === null ? {} : { url: template.url }),
    ...(template.name ? { name: template.name } : {}),
    ...(template.title ? { title: template.title } : {}),
    status: 'active',
    ...(description ? { description } : {}),
    ...(coding ? { code: [coding] } : {}),
    item: items,
  });
  if (!result.success)
    problems.push({
      item: QUESTIONNAIRE,
      reason: `not a Questionnaire (${result.error.issues[0]!.message})`,
    });
  if (problems.length > 0 || !result.success) return { ok: false, problems };
  return { ok: true, questionnaire: result.data };
}

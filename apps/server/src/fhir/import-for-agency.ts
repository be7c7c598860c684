import { and, eq, inArray } from 'drizzle-orm';
import { importQuestionnaire, loadFhirpath, type QuestionnaireProblem } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { activities } from '../db/schema/index.ts';
import { storeImportedTemplate, type StoredTemplate, type TemplateHome } from './store-questionnaire.ts';

export type AgencyImport =
  | { readonly ok: true; readonly stored: StoredTemplate }
  | { readonly ok: false; readonly problems: readonly QuestionnaireProblem[] };

/** The activities named that are not the account's, as problems. */
async function unknownActivities(db: Database, home: TemplateHome): Promise<QuestionnaireProblem[]> {
  if (home.activityIds.length === 0) return [];
  const known = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.accountId, home.accountId), inArray(activities.id, [...home.activityIds])));
  return home.activityIds
    .filter((id) => !known.some((row) => row.id === id))
    .map((id) => ({ item: `activity ${id}`, reason: 'it is not an activity of this agency' }));
}

/**
 * A Questionnaire (its JSON text, or the value parsed from it) imported for an agency (issue 34), the command
 * line's and the call's one way in: mapped by core, refused whole with every problem, else stored in one
 * transaction as a template, or as the next version of the one an earlier import of it made.
 */
export async function importQuestionnaireFor(
  db: Database,
  home: TemplateHome,
  input: unknown,
): Promise<AgencyImport> {
  await loadFhirpath();
  const mapped = importQuestionnaire(input);
  const problems = [...(mapped.ok ? [] : mapped.problems), ...(await unknownActivities(db, home))];
  if (!mapped.ok || problems.length > 0) return { ok: false, problems };
  return { ok: true, stored: await storeImportedTemplate(db, home, mapped.template) };
}

import type { DocumentWrite, TemplateModule } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { checkFormPages, isSigning, type CheckedFormPages } from './document-forms.ts';
import { checkGoalsPages } from './document-goals.ts';
import { checkImpactPages } from './document-impact.ts';

/**
 * Every page of a write as the server stores it: configurable forms re-validated by the form engine, goals
 * addressed pages re-checked against the client's treatment plans, impact pages re-checked and re-scored from
 * their answers. The first refusal found is the write's.
 */
export async function checkModulePages(
  db: Database,
  accountId: number,
  input: DocumentWrite,
  modules: readonly TemplateModule[],
  now: Date,
): Promise<CheckedFormPages> {
  const signing = isSigning(input);
  const forms = await checkFormPages(db, accountId, input, modules, now);
  const goals = await checkGoalsPages(db, accountId, forms, modules, signing);
  return checkImpactPages(db, accountId, goals, modules, signing);
}

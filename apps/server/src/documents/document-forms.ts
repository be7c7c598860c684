import { and, eq, inArray } from 'drizzle-orm';
import {
  writtenFormModule,
  type DocumentWrite,
  type RefusalMessage,
  type TemplateModule,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { configurableForms } from '../db/schema/index.ts';
import { DocumentRefused } from './document-refusal.ts';

/** A write that signs: a staff signature with its date, or external pads claimed complete. */
export const isSigning = (input: DocumentWrite) =>
  input.fullySigned || (input.signature?.signedBy != null && input.signature.signedDate != null);

export interface CheckedFormPages {
  /** The write with each configurable-form page as it is stored. */
  written: DocumentWrite;
  /** Why the pages refuse the write (every error's message), or null. */
  refusal: DocumentRefused | null;
}

type Page = DocumentWrite['moduleData'][number];

/**
 * Rewrites each page of a write that `rewrite` answers for (the rest stay as sent); the issues it finds refuse
 * the write, unless an earlier check refused it already.
 */
export function rewritePages(
  checked: CheckedFormPages,
  rewrite: (data: Page) => { data: Page; issues: readonly RefusalMessage[] } | null,
): CheckedFormPages {
  const issues: RefusalMessage[] = [];
  const moduleData = checked.written.moduleData.map((data) => {
    const page = rewrite(data);
    if (!page) return data;
    issues.push(...page.issues);
    return page.data;
  });
  const refusal = checked.refusal ?? (issues.length > 0 ? DocumentRefused.rejectedWith(issues) : null);
  return { written: { ...checked.written, moduleData }, refusal };
}

/**
 * Re-validates each configurable-form page of a write with the form its page in the document's template
 * version shows, as core's writtenFormModule says (docs/forms.md), on the server's clock. A page whose template page names no form
 * of the account has nothing to be checked against and is kept as sent.
 */
export async function checkFormPages(
  db: Database,
  accountId: number,
  input: DocumentWrite,
  modules: readonly TemplateModule[],
  now: Date,
): Promise<CheckedFormPages> {
  const formOf = new Map(
    modules.flatMap((m) =>
      m.moduleType === 'cf' && m.referenceId !== null ? [[m.moduleId, m.referenceId]] : [],
    ),
  );
  const formIds = input.moduleData.flatMap((d) => {
    const formId = d.moduleType === 'cf' ? formOf.get(d.moduleId) : undefined;
    return formId === undefined ? [] : [formId];
  });
  const forms = formIds.length
    ? await db
        .select()
        .from(configurableForms)
        .where(and(eq(configurableForms.accountId, accountId), inArray(configurableForms.id, formIds)))
    : [];
  const signing = isSigning(input);
  return rewritePages({ written: input, refusal: null }, (data) => {
    const form = data.moduleType === 'cf' ? forms.find((f) => f.id === formOf.get(data.moduleId)) : undefined;
    if (!form) return null;
    const definition = { formId: form.id, name: form.name, fields: form.fields, rules: form.rules };
    const page = writtenFormModule(definition, data, signing, now);
    return { data: page.data, issues: page.errors.map((e) => e.message) };
  });
}

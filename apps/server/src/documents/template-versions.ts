import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { serviceDocuments, serviceDocumentVersions } from '../db/schema/index.ts';

type TemplateInsert = Omit<typeof serviceDocuments.$inferInsert, 'id' | 'version'>;
export type TemplateVersion = typeof serviceDocumentVersions.$inferSelect;
/** What the agency may change in a template; a change publishes a new version. */
export type TemplateChange = Partial<Omit<TemplateInsert, 'accountId' | 'setupId'>>;

/** A version row: the template's content as it is now (its own sync fields start fresh). */
const contentOf = (template: typeof serviceDocuments.$inferSelect) => ({
  accountId: template.accountId,
  serviceDocumentId: template.id,
  version: template.version,
  setupId: template.setupId,
  description: template.description,
  code: template.code,
  modules: template.modules,
  signatureConfiguration: template.signatureConfiguration,
  isClientProgram: template.isClientProgram,
  canAddDocumentInErc: template.canAddDocumentInErc,
  isIncludeCarelogicEvv: template.isIncludeCarelogicEvv,
  ageFrom: template.ageFrom,
  ageTo: template.ageTo,
  organizationId: template.organizationId,
  coding: template.coding,
  questionnaireUrl: template.questionnaireUrl,
  questionnaireName: template.questionnaireName,
});

/** A new template, published as version 1. */
export async function createTemplate(db: Database, values: TemplateInsert): Promise<number> {
  const [template] = await db.insert(serviceDocuments).values(values).returning();
  await db.insert(serviceDocumentVersions).values(contentOf(template!));
  return template!.id;
}

/**
 * The agency changes a template: the change becomes the newest version, which new documents take. Earlier
 * versions stay, so a draft started on one still opens, shows and validates with it.
 */
export async function publishTemplateVersion(
  db: Database,
  serviceDocumentId: number,
  change: TemplateChange,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(serviceDocuments)
      .where(eq(serviceDocuments.id, serviceDocumentId))
      .for('update');
    if (!current) throw new Error(`no service document ${serviceDocumentId}`);
    const [next] = await tx
      .update(serviceDocuments)
      .set({ ...change, version: current.version + 1 })
      .where(eq(serviceDocuments.id, serviceDocumentId))
      .returning();
    await tx.insert(serviceDocumentVersions).values(contentOf(next!));
    return next!.version;
  });
}

type TemplateCaller = { accountId: number; scopeIds: number[] };

/** Every version of a template the caller may use: the account's, for all organizations or one in scope. */
export async function templateVersionsOf(
  db: Database,
  caller: TemplateCaller,
  serviceDocumentId: number,
): Promise<TemplateVersion[]> {
  return db
    .select()
    .from(serviceDocumentVersions)
    .where(
      and(
        eq(serviceDocumentVersions.serviceDocumentId, serviceDocumentId),
        eq(serviceDocumentVersions.accountId, caller.accountId),
        isNull(serviceDocumentVersions.deletedAt),
        or(
          isNull(serviceDocumentVersions.organizationId),
          inArray(serviceDocumentVersions.organizationId, caller.scopeIds),
        ),
      ),
    );
}

/** One version of a template the caller may use, and whether the caller may use any version of it. */
export async function findTemplateVersion(
  db: Database,
  caller: TemplateCaller,
  serviceDocumentId: number,
  version: number,
): Promise<{ template: TemplateVersion | undefined; templateExists: boolean }> {
  const rows = await templateVersionsOf(db, caller, serviceDocumentId);
  return { template: rows.find((row) => row.version === version), templateExists: rows.length > 0 };
}

import { and, eq, isNull, max } from 'drizzle-orm';
import type { ImportedTemplate, TemplateModule } from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import { isUniqueViolation } from '../db/sql-state.ts';
import {
  configurableForms,
  documentCrosswalks,
  impactMeasures,
  serviceDocuments,
} from '../db/schema/index.ts';
import {
  createTemplate,
  publishTemplateVersion,
  type TemplateChange,
} from '../documents/template-versions.ts';

/** Where an imported template goes: the account, one organization of it or all (null), the activities offering it. */
export interface TemplateHome {
  readonly accountId: number;
  readonly organizationId: number | null;
  readonly activityIds: readonly number[];
}

export interface StoredTemplate {
  readonly serviceDocumentId: number;
  readonly version: number;
}

/** An imported template's pages as template modules, each naming the form or measure stored for it. */
async function storePages(
  tx: Database,
  accountId: number,
  template: ImportedTemplate,
): Promise<TemplateModule[]> {
  const modules: TemplateModule[] = [];
  for (const [i, page] of template.pages.entries()) {
    let referenceId: number;
    if (page.moduleType === 'cf') {
      const { name, fields, rules } = page.form;
      const [form] = await tx
        .insert(configurableForms)
        .values({ accountId, name, fields, rules })
        .returning({ id: configurableForms.id });
      referenceId = form!.id;
    } else {
      if (!template.measure) throw new Error('an impact page without its measure');
      const { fhirpathTotal, ...measure } = template.measure;
      const [row] = await tx
        .insert(impactMeasures)
        .values({ accountId, ...measure, fhirpathTotal: fhirpathTotal ?? null })
        .returning({ id: impactMeasures.id });
      referenceId = row!.id;
    }
    modules.push({
      moduleId: i + 1,
      name: page.name,
      order: i + 1,
      moduleType: page.moduleType,
      referenceId,
      ...(page.moduleType === 'cf' && page.linkId !== null ? { linkId: page.linkId } : {}),
      ...(page.moduleType === 'cf' && page.code ? { code: page.code } : {}),
      ...(page.moduleType === 'cf' && page.system ? { system: page.system } : {}),
    });
  }
  return modules;
}

/** The template an earlier import of the same Questionnaire made in this place, if any. */
async function earlierImport(tx: Database, home: TemplateHome, url: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: serviceDocuments.id })
    .from(serviceDocuments)
    .where(
      and(
        eq(serviceDocuments.accountId, home.accountId),
        home.organizationId === null
          ? isNull(serviceDocuments.organizationId)
          : eq(serviceDocuments.organizationId, home.organizationId),
        eq(serviceDocuments.questionnaireUrl, url),
      ),
    );
  return row?.id;
}

async function nextSetupId(tx: Database, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ highest: max(serviceDocuments.setupId) })
    .from(serviceDocuments)
    .where(eq(serviceDocuments.accountId, accountId));
  return (row?.highest ?? 1000) + 1;
}

async function offerIn(tx: Database, home: TemplateHome, serviceDocumentId: number): Promise<void> {
  for (const activityId of home.activityIds) {
    const offered = await tx
      .select({ id: documentCrosswalks.id })
      .from(documentCrosswalks)
      .where(
        and(
          eq(documentCrosswalks.serviceDocumentId, serviceDocumentId),
          eq(documentCrosswalks.activityId, activityId),
          isNull(documentCrosswalks.programId),
          home.organizationId === null
            ? isNull(documentCrosswalks.organizationId)
            : eq(documentCrosswalks.organizationId, home.organizationId),
        ),
      );
    if (offered.length > 0) continue;
    await tx.insert(documentCrosswalks).values({
      accountId: home.accountId,
      activityId,
      serviceDocumentId,
      programId: null,
      organizationId: home.organizationId,
    });
  }
}

async function storeOnce(
  db: Database,
  home: TemplateHome,
  template: ImportedTemplate,
): Promise<StoredTemplate> {
  return db.transaction(async (tx) => {
    const content = {
      description: template.title,
      // The short code lists show under the name: the concept's code (LOINC 44249-1), else the Questionnaire's name.
      code: template.coding?.code ?? template.name,
      questionnaireName: template.name,
      modules: await storePages(tx, home.accountId, template),
      coding: template.coding,
      questionnaireUrl: template.url,
    } satisfies TemplateChange;
    const earlier = template.url === null ? undefined : await earlierImport(tx, home, template.url);
    let stored: StoredTemplate;
    if (earlier === undefined) {
      const serviceDocumentId = await createTemplate(tx, {
        accountId: home.accountId,
        setupId: await nextSetupId(tx, home.accountId),
        organizationId: home.organizationId,
        // The clinician who fills it signs it; an agency that wants a co-signer says so on the template.
        signatureConfiguration: {
          numberOfExternalSignatures: 0,
          numberOfStaffSignatures: 1,
          minimumNumberOfStaffSignatures: 1,
          multipleSignature: false,
        },
        ...content,
      });
      stored = { serviceDocumentId, version: 1 };
    } else {
      stored = { serviceDocumentId: earlier, version: await publishTemplateVersion(tx, earlier, content) };
    }
    await offerIn(tx, home, stored.serviceDocumentId);
    return stored;
  });
}

/**
 * Stores an imported Questionnaire (issue 34) in one transaction: a form per form page, the measure of a scored
 * one, and the template naming them, offered in the given activities. A Questionnaire imported before in the same
 * place (by its url) becomes that template's next version, so documents started on the earlier one keep it. When
 * two imports of one Questionnaire race, the one that lost finds the winner's template and adds a version to it.
 */
export async function storeImportedTemplate(
  db: Database,
  home: TemplateHome,
  template: ImportedTemplate,
): Promise<StoredTemplate> {
  try {
    return await storeOnce(db, home, template);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return storeOnce(db, home, template);
  }
}

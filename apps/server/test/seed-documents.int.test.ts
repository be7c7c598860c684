import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  ageOn,
  documentStatuses,
  documentStatusOf,
  moduleProgressOf,
  validateFormModule,
  type DocumentStatus,
  type ModuleData,
  type TemplateModule,
} from '@carevisit/core';
import * as s from '../src/db/schema/index.ts';
import type { Database, DatabaseHandle } from '../src/db/connection.ts';
import { seedDemoAgency } from '../src/seed/index.ts';
import { testIdentifierCipher } from './identifier-key.ts';
import { openSeededTestDatabase, openTestDatabase } from './test-database.ts';
import { NOW, SEEDS_TWICE_MS, TODAY } from './seed-fixture.ts';

async function documentsOf(db: Database) {
  return db.select().from(s.documents).orderBy(asc(s.documents.id));
}

describe('the demo agency’s service documents (issue 13 item 4)', () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());

  const templateNamed = async (description: string) => {
    const [template] = await db
      .select()
      .from(s.serviceDocuments)
      .where(eq(s.serviceDocuments.description, description));
    return { ...template!, modules: template!.modules as TemplateModule[] };
  };

  it('has the five templates, each published as version 1', async () => {
    const progressNote = await templateNamed('Progress Note');
    expect(progressNote.modules.map((m) => m.moduleType)).toEqual(['cf']);
    const intake = await templateNamed('Comprehensive Intake');
    expect(intake.modules.length).toBeGreaterThan(8);
    expect(intake.modules.every((m) => m.moduleType === 'cf' && m.referenceId !== null)).toBe(true);
    const treatmentPlanNote = await templateNamed('Individual Therapy Progress Note');
    expect(treatmentPlanNote.modules.map((m) => m.moduleType)).toContain('goals-addressed');
    const assessment = await templateNamed('Behavioral Health Assessment');
    expect(assessment.modules.filter((m) => m.moduleType === 'impact').map((m) => m.name)).toContain('PHQ-9');
    const consent = await templateNamed('Consent for Treatment');
    expect(consent.signatureConfiguration.numberOfExternalSignatures).toBe(2);

    const templates = await db.select().from(s.serviceDocuments);
    const versions = await db.select().from(s.serviceDocumentVersions);
    expect(versions.map((v) => [v.serviceDocumentId, v.version]).sort()).toEqual(
      templates.map((t) => [t.id, 1]).sort(),
    );
  });

  it('offers age-limited templates that include some caseload clients and exclude others', async () => {
    const intake = await templateNamed('Comprehensive Intake');
    const clients = await db.select({ birthDate: s.clients.birthDate }).from(s.clients);
    const ages = clients.map((c) => ageOn(c.birthDate, TODAY) ?? -1);
    expect(ages.some((age) => age < intake.ageFrom)).toBe(true);
    expect(ages.some((age) => age >= intake.ageFrom)).toBe(true);
    const crosswalks = await db
      .select()
      .from(s.documentCrosswalks)
      .where(eq(s.documentCrosswalks.serviceDocumentId, intake.id));
    expect(crosswalks.length).toBeGreaterThan(0);
  });

  it('has documents in every status, each on a past appointment of its client', async () => {
    const documents = await documentsOf(db);
    expect(new Set(documents.map((d) => d.documentStatus))).toEqual(new Set(documentStatuses));
    for (const document of documents) {
      const [appointment] = await db
        .select()
        .from(s.appointments)
        .where(eq(s.appointments.id, document.appointmentId!));
      expect(appointment!.clientId).toBe(document.clientId);
      expect(appointment!.endAt.getTime()).toBeLessThan(NOW.getTime());
      expect(document.serviceDate <= TODAY).toBe(true);
    }
    const byStatus = (status: DocumentStatus) => documents.filter((d) => d.documentStatus === status);
    const treatmentPlanNote = await templateNamed('Individual Therapy Progress Note');
    const plans = await db.select().from(s.treatmentPlans);
    for (const note of documents.filter((d) => d.serviceDocumentId === treatmentPlanNote.id)) {
      expect(
        plans.some((plan) => plan.clientId === note.clientId && plan.beginDate <= note.serviceDate),
      ).toBe(true);
    }
    expect(byStatus('Signed').every((d) => d.fullySigned)).toBe(true);
    expect(byStatus('PDF').every((d) => d.fullySigned && d.pdfUrl)).toBe(true);
    expect(byStatus('External Signature Needed').every((d) => !d.fullySigned && d.pdfUrl)).toBe(true);
  });

  it('stores the status core computes for every wizard document', async () => {
    const wizardStatuses: DocumentStatus[] = ['Unsigned', 'Incomplete', 'Complete'];
    for (const document of await documentsOf(db)) {
      if (!wizardStatuses.includes(document.documentStatus as DocumentStatus)) continue;
      const [template] = await db
        .select()
        .from(s.serviceDocuments)
        .where(eq(s.serviceDocuments.id, document.serviceDocumentId));
      const computed = documentStatusOf({
        previousStatus: null,
        signatureConfiguration: template!.signatureConfiguration,
        modules: moduleProgressOf(template!.modules, document.moduleData),
        staffSignatureValidated: false,
        signature: document.signature,
      });
      expect(computed).toBe(document.documentStatus);
    }
  });

  it('fills validated form pages with values the engine accepts, hidden ones left out', async () => {
    const forms = await db.select().from(s.configurableForms);
    let validatedPages = 0;
    for (const document of await documentsOf(db)) {
      const [template] = await db
        .select()
        .from(s.serviceDocuments)
        .where(eq(s.serviceDocuments.id, document.serviceDocumentId));
      for (const page of document.moduleData as ModuleData[]) {
        if (page.moduleType !== 'cf' || !page.formValidated) continue;
        const module = (template!.modules as TemplateModule[]).find((m) => m.moduleId === page.moduleId);
        const form = forms.find((f) => f.id === module!.referenceId)!;
        const definition = { formId: form.id, name: form.name, fields: form.fields, rules: form.rules };
        const checked = validateFormModule(definition, page);
        expect(checked.errors).toEqual([]);
        expect(checked.stored).toEqual(page);
        validatedPages++;
      }
    }
    expect(validatedPages).toBeGreaterThan(3);
  });

  it('is the same from the same now', { timeout: SEEDS_TWICE_MS }, async () => {
    const other = await openTestDatabase();
    try {
      await seedDemoAgency(other.db, NOW, await testIdentifierCipher(other.db));
      const shape = (rows: Awaited<ReturnType<typeof documentsOf>>) =>
        rows.map((d) => [d.documentName, d.documentStatus, d.serviceDate, JSON.stringify(d.moduleData)]);
      expect(shape(await documentsOf(other.db))).toEqual(shape(await documentsOf(db)));
    } finally {
      await other.close();
    }
  });
});

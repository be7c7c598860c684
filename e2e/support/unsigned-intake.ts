import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { validateFormModule, type ModuleData, type TemplateModule } from '@carevisit/core';
import * as s from '../../apps/server/src/db/schema/index.ts';
import { filledIntakeForms } from '../../apps/server/test/filled-document-fixture.ts';
import type { CareVisitServer } from './server.ts';

const staffOf = async (server: CareVisitServer, username: string) => {
  const { db } = server.database;
  const [row] = await db
    .select({ id: s.staff.id, firstName: s.staff.firstName, lastName: s.staff.lastName })
    .from(s.users)
    .innerJoin(s.staff, eq(s.staff.id, s.users.staffId))
    .where(eq(s.users.username, username));
  return row!;
};

/**
 * Values of the filled intake a clinician would not leave so: a date of birth in the past (the fixture's date may
 * be after the run's day) and no thoughts of self-harm (which refuse a Low risk level, the first one offered).
 */
const AS_A_CLINICIAN_WOULD: Record<string, string> = { birthDate: '1980-05-06', selfHarm: 'N' };

/**
 * A Comprehensive Intake (the demo's template: a pad and two staff signatures) by the clinician, every page
 * filled and confirmed and nothing signed yet: Unsigned. Its client is on the clinician's caseload in the New
 * Jersey organization, where the supervisor, who co-signs it, may see the client too. Named `documentName` so
 * the test finds its own; `pageNames` are its pages in order.
 */
export async function insertUnsignedIntake(server: CareVisitServer, documentName: string) {
  const { db } = server.database;
  const author = await staffOf(server, 'clinician');
  const [nj] = await db
    .select()
    .from(s.organizations)
    .where(and(eq(s.organizations.evvState, 'NJ'), eq(s.organizations.useCheckedIn, true)));
  const caseload = db
    .select({ id: s.caseloads.clientId })
    .from(s.caseloads)
    .where(eq(s.caseloads.staffId, author.id));
  const [clientProgram] = await db
    .select()
    .from(s.clientPrograms)
    .where(
      and(
        eq(s.clientPrograms.organizationId, nj!.id),
        inArray(s.clientPrograms.clientId, caseload),
        isNull(s.clientPrograms.endDate),
      ),
    )
    .orderBy(s.clientPrograms.id);
  const [template] = await db
    .select()
    .from(s.serviceDocumentVersions)
    .where(eq(s.serviceDocumentVersions.code, 'CI'))
    .orderBy(desc(s.serviceDocumentVersions.version));
  const serviceDate = server.clock.now().toISOString().slice(0, 10);
  const intake = await filledIntakeForms(db, {
    accountId: nj!.accountId,
    organizationId: nj!.id,
    serviceDate,
    author,
  });
  const forms = await db.select().from(s.configurableForms);
  const moduleData: ModuleData[] = (template!.modules as TemplateModule[]).map((module) => {
    const form = forms.find((row) => row.id === module.referenceId)!;
    const definition = { formId: form.id, name: form.name, fields: form.fields, rules: form.rules };
    const names = new Map(
      (form.fields as { id: string; name: string }[]).map((field) => [field.id, field.name]),
    );
    const fieldData = intake.forms
      .find((filled) => filled.formId === form.id)!
      .fieldData.map((entry) => {
        const name = names.get(entry.key) ?? '';
        return name in AS_A_CLINICIAN_WOULD ? { ...entry, value: AS_A_CLINICIAN_WOULD[name]! } : entry;
      });
    const page: ModuleData = { moduleId: module.moduleId, moduleType: 'cf', fieldData, formValidated: true };
    const checked = validateFormModule(definition, page);
    if (checked.errors.length > 0 || !checked.stored)
      throw new Error(`${form.name}: ${checked.errors.map((error) => error.message.key).join('; ')}`);
    return checked.stored;
  });
  const [row] = await db
    .insert(s.documents)
    .values({
      accountId: nj!.accountId,
      serviceDocumentId: template!.serviceDocumentId,
      serviceDocumentVersion: template!.version,
      clientId: clientProgram!.clientId,
      clientProgramId: clientProgram!.id,
      staffId: author.id,
      organizationId: nj!.id,
      serviceDate,
      documentName,
      documentCode: template!.code,
      documentStatus: 'Unsigned',
      moduleData,
    })
    .returning();
  const pageNames = (template!.modules as TemplateModule[]).map((module) => module.name);
  return { document: row!, pageNames, supervisor: await staffOf(server, 'supervisor') };
}

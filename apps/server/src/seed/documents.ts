import {
  configurableForms,
  documentCrosswalks,
  impactMeasures,
  serviceDocuments,
} from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { SeedContext } from './context.ts';
import { FORMS, formFields, formRules } from './forms.ts';
import { IMPACT_MEASURE } from './impact-measure.ts';
import type { OrgIds, OrgKey } from './organizations.ts';
import type { ReferenceIds } from './reference-data.ts';
import type { ActivityKey, ProgramCode } from './reference-lists.ts';

type TemplateKey = 'personalCareNote' | 'therapyNote' | 'assessment';

const signatures = (external: number, staff: number, minimum: number) => ({
  numberOfExternalSignatures: external,
  numberOfStaffSignatures: staff,
  minimumNumberOfStaffSignatures: minimum,
  multipleSignature: staff > 1,
});

/** Which templates each activity offers (some only in one program or organization). */
const CROSSWALK: [ActivityKey, TemplateKey, { program?: ProgramCode; org?: OrgKey }?][] = [
  ['personalCare', 'personalCareNote'],
  ['homemaker', 'personalCareNote'],
  ['companion', 'personalCareNote'],
  ['respite', 'personalCareNote'],
  ['aideVisit', 'personalCareNote', { org: 'nj' }],
  ['individualTherapy', 'therapyNote'],
  ['familyTherapy', 'therapyNote'],
  ['groupTherapy', 'therapyNote', { program: 'CBH' }],
  ['behavioralAssessment', 'assessment'],
  ['individualTherapy', 'assessment', { program: 'OPMH' }],
];

/** Service document templates (spec 2): configurable forms, goals addressed, an impact measure, crosswalks. */
export async function seedDocumentTemplates(
  ctx: SeedContext,
  orgs: OrgIds,
  ref: ReferenceIds,
): Promise<void> {
  const { db, accountId } = ctx;
  const formIds: number[] = [];
  for (const form of FORMS) {
    const [row] = await db
      .insert(configurableForms)
      .values({ accountId, name: form.name, fields: [], rules: [] })
      .returning({ id: configurableForms.id });
    const formId = row!.id;
    // The field and rule ids embed the form id, known only now.
    await db
      .update(configurableForms)
      .set({ fields: formFields(form, formId), rules: formRules(form, formId) })
      .where(eq(configurableForms.id, formId));
    formIds.push(formId);
  }
  const [measure] = await db
    .insert(impactMeasures)
    .values({ accountId, ...IMPACT_MEASURE })
    .returning({ id: impactMeasures.id });

  const templates: Record<TemplateKey, typeof serviceDocuments.$inferInsert> = {
    personalCareNote: {
      accountId,
      setupId: 1001,
      description: 'Personal Care Service Note',
      code: 'PCSN',
      modules: [{ moduleId: 101, name: 'Visit Note', order: 1, moduleType: 'cf', referenceId: formIds[0]! }],
      signatureConfiguration: signatures(1, 1, 1),
    },
    therapyNote: {
      accountId,
      setupId: 1002,
      description: 'Individual Therapy Progress Note',
      code: 'ITPN',
      modules: [
        { moduleId: 201, name: 'Progress Note', order: 1, moduleType: 'cf', referenceId: formIds[1]! },
        {
          moduleId: 202,
          name: 'Goals Addressed',
          order: 2,
          moduleType: 'goals-addressed',
          referenceId: null,
        },
      ],
      signatureConfiguration: signatures(1, 1, 1),
      isClientProgram: true,
    },
    assessment: {
      accountId,
      setupId: 1003,
      description: 'Behavioral Health Assessment',
      code: 'BHA',
      modules: [
        { moduleId: 301, name: 'Intake', order: 1, moduleType: 'cf', referenceId: formIds[2]! },
        { moduleId: 302, name: 'PHQ-9', order: 2, moduleType: 'impact', referenceId: measure!.id },
      ],
      // Two staff sign: the clinician, then a supervisor named as the next staff to sign.
      signatureConfiguration: signatures(0, 2, 2),
      isClientProgram: true,
      ageFrom: 12,
    },
  };
  const templateIds = {} as Record<TemplateKey, number>;
  for (const key of Object.keys(templates) as TemplateKey[]) {
    const [row] = await db
      .insert(serviceDocuments)
      .values(templates[key])
      .returning({ id: serviceDocuments.id });
    templateIds[key] = row!.id;
  }
  await db.insert(documentCrosswalks).values(
    CROSSWALK.map(([activity, template, only]) => ({
      accountId,
      activityId: ref.activities[activity],
      serviceDocumentId: templateIds[template],
      programId: only?.program ? ref.programs[only.program] : null,
      organizationId: only?.org ? orgs[only.org] : null,
    })),
  );
}

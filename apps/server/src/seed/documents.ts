import type { TemplateModule } from '@carevisit/core';
import { documentCrosswalks } from '../db/schema/index.ts';
import { createTemplate } from '../documents/template-versions.ts';
import type { SeedContext } from './context.ts';
import { FORMS, INTAKE_FORM_KEYS, seedConfigurableForms, type FormKey } from './forms.ts';
import { DEMO_MEASURES, seedImpactMeasures, type DemoMeasureKey } from './impact-measure.ts';
import type { OrgIds, OrgKey } from './organizations.ts';
import type { ReferenceIds } from './reference-data.ts';
import type { ActivityKey, ProgramCode } from './reference-lists.ts';

/** The form pages of each demo template, by seeded form (seed/forms.ts), in page order. */
const TEMPLATE_FORMS = {
  progressNote: ['progressNote'],
  treatmentPlanNote: ['therapyNote'],
  assessment: ['assessment'],
  intake: INTAKE_FORM_KEYS,
  consent: ['consentForTreatment'],
} satisfies Record<string, readonly FormKey[]>;

export type TemplateKey = keyof typeof TEMPLATE_FORMS;
export type TemplateIds = Record<TemplateKey, number>;

/** The impact pages of the assessment: the demo measures it asks, in this order. */
const ASSESSMENT_MEASURES: DemoMeasureKey[] = ['phq9', 'gad7', 'recoveryCheckIn'];

const signatures = (external: number, staff: number, minimum: number) => ({
  numberOfExternalSignatures: external,
  numberOfStaffSignatures: staff,
  minimumNumberOfStaffSignatures: minimum,
  multipleSignature: staff > 1,
});

/** Which templates each activity offers (some only in one program or organization). */
const CROSSWALK: [ActivityKey, TemplateKey, { program?: ProgramCode; org?: OrgKey }?][] = [
  ['personalCare', 'progressNote'],
  ['homemaker', 'progressNote'],
  ['companion', 'progressNote'],
  ['respite', 'progressNote'],
  ['aideVisit', 'progressNote', { org: 'nj' }],
  ['skilledNursing', 'progressNote'],
  ['caseManagement', 'progressNote'],
  ['medicationManagement', 'progressNote'],
  ['individualTherapy', 'treatmentPlanNote'],
  ['familyTherapy', 'treatmentPlanNote'],
  ['groupTherapy', 'treatmentPlanNote', { program: 'CBH' }],
  ['behavioralAssessment', 'assessment'],
  ['individualTherapy', 'assessment', { program: 'OPMH' }],
  ['behavioralAssessment', 'intake'],
  ['caseManagement', 'intake'],
  ['familyTherapy', 'consent'],
  ['behavioralAssessment', 'consent'],
];

/**
 * Service document templates (spec 2): a short progress note (one form page), a treatment-plan note with a
 * goals-addressed page, an assessment with PHQ-9, GAD-7 and Recovery Check-in impact pages, an intake of more
 * than 8 pages, and a consent collected on external signature pads. Every wizard ends with the signature page.
 * Age ranges let the chooser include and exclude clients (the assessment from 12, the intake for adults).
 */
export async function seedDocumentTemplates(
  ctx: SeedContext,
  orgs: OrgIds,
  ref: ReferenceIds,
): Promise<TemplateIds> {
  const { db, accountId } = ctx;
  const formIds = await seedConfigurableForms(ctx);
  const measureIds = await seedImpactMeasures(ctx);

  const cfPages = (key: keyof typeof TEMPLATE_FORMS): TemplateModule[] =>
    TEMPLATE_FORMS[key].map((formKey) => {
      const form = FORMS.find((f) => f.key === formKey)!;
      const name = form.name.replace(/^Intake: /, '');
      return { moduleId: form.moduleId, name, order: 0, moduleType: 'cf', referenceId: formIds[formKey] };
    });
  const impactPages: TemplateModule[] = ASSESSMENT_MEASURES.map((key, i) => ({
    moduleId: 302 + i,
    name: DEMO_MEASURES[key].shortName,
    order: 0,
    moduleType: 'impact',
    referenceId: measureIds[key],
  }));
  const ordered = (modules: TemplateModule[]) => modules.map((module, i) => ({ ...module, order: i + 1 }));
  const goalsPage: TemplateModule = {
    moduleId: 202,
    name: 'Goals Addressed',
    order: 0,
    moduleType: 'goals-addressed',
    referenceId: null,
  };

  const templates: Record<TemplateKey, Parameters<typeof createTemplate>[1]> = {
    progressNote: {
      accountId,
      setupId: 1001,
      description: 'Progress Note',
      code: 'PN',
      modules: ordered(cfPages('progressNote')),
      // The client signs on the device's pad (issue 16); no staff signature required: a validated note is
      // Complete, and may still be signed.
      signatureConfiguration: signatures(1, 1, 0),
    },
    treatmentPlanNote: {
      accountId,
      setupId: 1002,
      description: 'Individual Therapy Progress Note',
      code: 'ITPN',
      modules: ordered([...cfPages('treatmentPlanNote'), goalsPage]),
      signatureConfiguration: signatures(0, 1, 1),
      isClientProgram: true,
    },
    assessment: {
      accountId,
      setupId: 1003,
      description: 'Behavioral Health Assessment',
      code: 'BHA',
      modules: ordered([...cfPages('assessment'), ...impactPages]),
      // Two staff sign: the clinician, then a supervisor named as the next staff to sign.
      signatureConfiguration: signatures(0, 2, 2),
      isClientProgram: true,
      ageFrom: 12,
    },
    intake: {
      accountId,
      setupId: 1004,
      description: 'Comprehensive Intake',
      code: 'CI',
      modules: ordered(cfPages('intake')),
      // The client (or a guardian) signs on the pad; the clinician, then a supervisor named as the next staff
      // to sign (issue 31: a two-signature document with an external signer, printed as a complete record).
      signatureConfiguration: signatures(1, 2, 2),
      isClientProgram: true,
      ageFrom: 18,
    },
    consent: {
      accountId,
      setupId: 1005,
      description: 'Consent for Treatment',
      code: 'CFT',
      // One page of read-only consent wording, which its PDF prints above the pads; the device only collects the
      // external signature pads (issue 31 item 6: two people signed a document that said nothing).
      modules: ordered(cfPages('consent')),
      signatureConfiguration: signatures(2, 0, 0),
      canAddDocumentInErc: false,
    },
  };
  const templateIds = {} as TemplateIds;
  for (const key of Object.keys(templates) as TemplateKey[]) {
    templateIds[key] = await createTemplate(db, templates[key]);
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
  return templateIds;
}

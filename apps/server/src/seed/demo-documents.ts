import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  ageOn,
  compileForm,
  contentHash,
  dateInZone,
  validateFormModule,
  type DocumentStatus,
  type ModuleData,
  type TemplateModule,
} from '@carevisit/core';
import {
  appointments,
  clients,
  configurableForms,
  documents,
  serviceDocuments,
  treatmentPlans,
} from '../db/schema/index.ts';
import { DEMO_TIME_ZONE, addMinutes } from './clock.ts';
import { createRandom } from './random.ts';
import { signaturePng } from './signature-png.ts';
import type { SeedContext } from './context.ts';
import type { TemplateIds, TemplateKey } from './documents.ts';
import type { ReferenceIds } from './reference-data.ts';
import type { ActivityKey } from './reference-lists.ts';
import { sampleFieldData, type SampleVisit } from './sample-field-data.ts';
import type { StaffIds, StaffKey } from './staff-and-users.ts';

interface DemoDocument {
  staff: 'clinician' | 'caregiver';
  template: TemplateKey;
  status: DocumentStatus;
  activities: ActivityKey[];
  /** A supervisor who co-signed after the author (issue 16 item 3: both signatures kept). */
  cosigner?: StaffKey;
}

const NURSING: ActivityKey[] = ['skilledNursing', 'caseManagement', 'medicationManagement'];
const HOME_CARE: ActivityKey[] = ['personalCare', 'homemaker', 'companion', 'respite'];

/** A document in every status of spec 2 §4, on past appointments whose activity offers the template. */
const DEMO_DOCUMENTS: DemoDocument[] = [
  { staff: 'clinician', template: 'progressNote', status: 'Signed', activities: NURSING },
  { staff: 'clinician', template: 'progressNote', status: 'Complete', activities: NURSING },
  { staff: 'clinician', template: 'assessment', status: 'Unsigned', activities: ['behavioralAssessment'] },
  {
    staff: 'clinician',
    template: 'assessment',
    status: 'Signed',
    activities: ['behavioralAssessment'],
    cosigner: 'paDirector',
  },
  {
    staff: 'clinician',
    template: 'treatmentPlanNote',
    status: 'Incomplete',
    activities: ['individualTherapy', 'familyTherapy'],
  },
  { staff: 'clinician', template: 'progressNote', status: 'PDF', activities: NURSING },
  {
    staff: 'clinician',
    template: 'consent',
    status: 'External Signature Needed',
    activities: ['familyTherapy', 'behavioralAssessment'],
  },
  { staff: 'clinician', template: 'progressNote', status: 'Missing Service Document', activities: NURSING },
  { staff: 'caregiver', template: 'progressNote', status: 'Incomplete', activities: HOME_CARE },
  { staff: 'caregiver', template: 'progressNote', status: 'Signed', activities: HOME_CARE },
];

type Template = typeof serviceDocuments.$inferSelect;

/** The documents of the demo: each status once for the clinician, a draft and a signed note for the caregiver. */
export async function seedDemoDocuments(
  ctx: SeedContext,
  staffIds: StaffIds,
  ref: ReferenceIds,
  templateIds: TemplateIds,
): Promise<void> {
  const { db, accountId, cal } = ctx;
  const used = new Set<number>();
  for (const [n, demo] of DEMO_DOCUMENTS.entries()) {
    const [template] = await db
      .select()
      .from(serviceDocuments)
      .where(eq(serviceDocuments.id, templateIds[demo.template]));
    const candidates = await db
      .select({ appointment: appointments, birthDate: clients.birthDate })
      .from(appointments)
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .where(
        and(
          eq(appointments.staffId, staffIds[demo.staff]),
          inArray(
            appointments.activityId,
            demo.activities.map((key) => ref.activities[key]),
          ),
          lt(appointments.endAt, cal.now),
        ),
      )
      .orderBy(desc(appointments.startAt), appointments.id);
    // A goals-addressed page needs a treatment plan for the date of service (spec 2 §4 Goals addressed).
    const needsPlan = (template!.modules as TemplateModule[]).some((m) => m.moduleType === 'goals-addressed');
    const plans = needsPlan ? await db.select().from(treatmentPlans) : [];
    const pick = candidates.find(({ appointment, birthDate }) => {
      const day = dateInZone(appointment.startAt, DEMO_TIME_ZONE);
      const age = ageOn(birthDate, day) ?? -1;
      const planned = plans.some(
        (plan) =>
          plan.clientId === appointment.clientId &&
          plan.beginDate <= day &&
          (!plan.endDate || plan.endDate >= day),
      );
      return (
        !used.has(appointment.id) &&
        age >= template!.ageFrom &&
        age <= template!.ageTo &&
        (planned || !needsPlan)
      );
    });
    if (!pick) throw new Error(`no past appointment for the demo ${demo.template} (${demo.status})`);
    const { appointment } = pick;
    used.add(appointment.id);
    const serviceDate = dateInZone(appointment.startAt, DEMO_TIME_ZONE);
    const signedAt = addMinutes(appointment.endAt, 30).toISOString();
    const fullySigned = demo.status === 'Signed' || demo.status === 'PDF';
    const uploaded = demo.status === 'PDF' || demo.status === 'External Signature Needed';
    const moduleData = await moduleDataFor(ctx, template!, demo.status, {
      serviceDate,
      startAt: appointment.startAt,
    });
    const [client] = await db.select().from(clients).where(eq(clients.id, appointment.clientId));
    const signing: Signing = {
      status: demo.status,
      authorId: staffIds[demo.staff],
      cosignerId: demo.cosigner ? staffIds[demo.cosigner] : null,
      signedAt,
      clientName: `${client!.lastName}, ${client!.firstName} (Self)`,
      hash: await contentHash({
        serviceDocumentId: template!.id,
        serviceDocumentVersion: template!.version,
        clientId: appointment.clientId,
        clientProgramId: appointment.clientProgramId,
        serviceDate,
        moduleData,
      }),
      seed: n + 1,
    };
    await db.insert(documents).values({
      accountId,
      serviceDocumentId: template!.id,
      serviceDocumentVersion: template!.version,
      appointmentId: appointment.id,
      clientId: appointment.clientId,
      staffId: appointment.staffId,
      organizationId: appointment.organizationId,
      clientProgramId: appointment.clientProgramId,
      serviceDate,
      documentName: template!.description,
      documentCode: template!.code,
      documentStatus: demo.status,
      fullySigned,
      moduleData,
      signature: signatureFor(template!, signing),
      pdfUrl: uploaded ? `/documents/${template!.code}-${n + 1}.pdf` : null,
      uploadDate: uploaded ? new Date(signedAt) : null,
    });
  }
}

/**
 * Validated pages with plausible values, stored as the server stores a validated page (hidden values left
 * out, docs/forms.md); an Incomplete document stops before its last page, which keeps every value.
 */
async function moduleDataFor(
  ctx: SeedContext,
  template: Template,
  status: DocumentStatus,
  visit: SampleVisit,
): Promise<ModuleData[]> {
  if (status === 'PDF' || status === 'External Signature Needed' || status === 'Missing Service Document') {
    return [];
  }
  const modules = template.modules as TemplateModule[];
  const pages: ModuleData[] = [];
  for (const [i, module] of modules.entries()) {
    const formValidated = !(status === 'Incomplete' && i === modules.length - 1);
    if (module.moduleType === 'cf') {
      const [row] = await ctx.db
        .select()
        .from(configurableForms)
        .where(eq(configurableForms.id, module.referenceId!));
      const definition = { formId: row!.id, name: row!.name, fields: row!.fields, rules: row!.rules };
      const compiled = compileForm(definition);
      if (!compiled.ok) throw new Error(`demo form ${row!.id} does not compile`);
      const fields = compiled.form.fields.map((f) => f.field);
      const fieldData = sampleFieldData(fields, visit, ctx.rng);
      const page: ModuleData = { moduleId: module.moduleId, moduleType: 'cf', fieldData, formValidated };
      pages.push(formValidated ? validateFormModule(definition, page).stored! : page);
    } else if (module.moduleType === 'impact') {
      // Not assessed at this time (spec 2 §4 Impact): valid with no answers.
      const measureId = module.referenceId!;
      pages.push({
        moduleId: module.moduleId,
        moduleType: 'impact',
        fieldData: [],
        formValidated,
        measureId,
        notAssessed: 'Y',
      });
    } else if (formValidated) {
      pages.push({ moduleId: module.moduleId, moduleType: module.moduleType, fieldData: [], formValidated });
    }
  }
  return pages;
}

interface Signing {
  status: DocumentStatus;
  authorId: number;
  cosignerId: number | null;
  signedAt: string;
  /** 'last, first (Self)': the client draws every pad of a signed demo document. */
  clientName: string;
  hash: string;
  seed: number;
}

/**
 * A Signed document's signatures: the client's on each pad, the author's, and a co-signer's 15 minutes later when
 * one is named, each with the content hash (issue 16 item 3); no signature otherwise.
 */
function signatureFor(template: Template, signing: Signing) {
  const { numberOfExternalSignatures } = template.signatureConfiguration as {
    numberOfExternalSignatures: number;
  };
  const signed = signing.status === 'Signed';
  const externalSignatures = Array.from({ length: numberOfExternalSignatures }, (_, n) => ({
    name: signed ? signing.clientName : null,
    signature: signed ? signaturePng(createRandom(signing.seed * 10 + n)) : null,
    signedDate: signed ? signing.signedAt : null,
    unableToCollectYN: 'N' as const,
    unableReason: null,
    docSignaturePadId: null,
    contentHash: signed ? signing.hash : null,
  }));
  if (!signed) return { externalSignatures, signedBy: null, signedDate: null, nextStaffId: null };
  const staffSignatures = [
    {
      staffId: signing.authorId,
      signedDate: signing.signedAt,
      meaning: 'staff' as const,
      contentHash: signing.hash,
    },
    ...(signing.cosignerId === null
      ? []
      : [
          {
            staffId: signing.cosignerId,
            signedDate: addMinutes(new Date(signing.signedAt), 15).toISOString(),
            meaning: 'co-signing staff' as const,
            contentHash: signing.hash,
          },
        ]),
  ];
  const latest = staffSignatures.at(-1)!;
  return {
    externalSignatures,
    signedBy: latest.staffId,
    signedDate: latest.signedDate,
    nextStaffId: null,
    staffSignatures,
  };
}

import { and, eq, gte, isNull, like, lte, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  GOAL_STATUS_TYPE,
  goalsAddressedView,
  goalsFieldData,
  recomputeImpactScores,
  selectablePlanNodes,
  type ModuleData,
  type PlanNode,
  type TemplateModule,
} from '@carevisit/core';
import * as s from '../src/db/schema/index.ts';
import type { Database } from '../src/db/connection.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import { goalsContext } from '../src/documents/document-goals.ts';
import { measuresOf } from '../src/documents/document-impact.ts';
import { formFields } from '../src/pdf/form-lines.ts';
import { PHQ9_ITEM9, PHQ9_ITEM_IDS } from '../src/seed/published-measures.ts';

/** The stored address with its parts in an order jsonb may well give back: not the form's. */
const SCRAMBLED_ADDRESS = {
  zip: '19020',
  city: 'Bensalem',
  state: 'PA',
  street1: '12 Main St',
  zipPlusFour: '1234',
  street2: '',
  aptSuite: '',
};

/** An SSN as typed: the PDF must print only its last four digits. */
export const FULL_SSN = '123-45-6789';

const NARRATIVE =
  'Client described low mood since the spring, poor sleep and less contact with friends; no recent hospital stays.';

/**
 * A document of the seeded demo agency with every kind of value the wizard stores: the intake's form pages
 * (list-backed fields by id, Gender and Yes or No by key, an address, a phone, dates and times, an SSN, text and
 * choices), a goals addressed page with an intervention addressed, a PHQ-9 answered 'Several days' to items 1-8, and a GAD-7 not assessed. `expected` holds the
 * lines its PDF must show, in words taken from the database rows themselves.
 */
export async function insertFilledDocument(db: Database, serviceDate: string) {
  const [plan] = await db
    .select()
    .from(s.treatmentPlans)
    .where(
      and(
        lte(s.treatmentPlans.beginDate, serviceDate),
        or(isNull(s.treatmentPlans.endDate), gte(s.treatmentPlans.endDate, serviceDate)),
      ),
    )
    .orderBy(s.treatmentPlans.id);
  const [client] = await db.select().from(s.clients).where(eq(s.clients.id, plan!.clientId));
  const accountId = client!.accountId;
  const [clientProgram] = await db
    .select({
      id: s.clientPrograms.id,
      organizationId: s.clientPrograms.organizationId,
      name: s.programs.name,
    })
    .from(s.clientPrograms)
    .innerJoin(s.programs, eq(s.programs.id, s.clientPrograms.programId))
    .where(eq(s.clientPrograms.clientId, client!.id));
  const organizationId = clientProgram!.organizationId;
  const [author] = await db.select().from(s.staff).where(eq(s.staff.accountId, accountId));
  const intake = await filledIntakeForms(db, { accountId, organizationId, serviceDate, author: author! });
  const expected = [...intake.expected];
  const intakePages: ModuleData[] = intake.forms.map((form, i) => ({
    moduleId: 9000 + i,
    moduleType: 'cf',
    fieldData: form.fieldData,
    formValidated: true,
  }));
  const goals = await goalsContext(db, accountId, { clientId: client!.id, serviceDate, organizationId });
  const goalsData: ModuleData = {
    moduleId: 202,
    moduleType: 'goals-addressed',
    fieldData: [],
    formValidated: true,
  };
  const view = goalsAddressedView(goalsData, goals);
  // An intervention: the PDF must print it under its problem, goal and objective (issue 31 item 6).
  const node = selectablePlanNodes(view.tree).find((n) => n.item.type === 'I');
  const status = await firstDescriptor(db, { accountId, organizationId, serviceDate }, GOAL_STATUS_TYPE);
  goalsData.fieldData = goalsFieldData({
    treatmentPlanId: plan!.id,
    details: [{ pgoId: node!.item.pgoiId, isAddressed: true, status: status!.id, comment: 'Two good days.' }],
    goalComment: 'Client reported two good days this week.',
  });
  expected.push(
    `Treatment Plan: ${plan!.name}`,
    `${node!.layer.layerLabel}: ${node!.item.description}`,
    `${view.plan!.statusLabel}: ${status!.name}`,
    `${view.plan!.commentLabel}: Two good days.`,
    'Comments: Client reported two good days this week.',
  );

  const measures = await db.select().from(s.impactMeasures).where(eq(s.impactMeasures.accountId, accountId));
  const idOf = (shortName: string) => measures.find((m) => m.shortName === shortName)!.id;
  const [phq9] = await measuresOf(db, accountId, [idOf('PHQ-9')]);
  const answers = PHQ9_ITEM_IDS.map((key) => ({ key, value: key === PHQ9_ITEM9 ? '0' : '1' }));
  const scores = recomputeImpactScores(phq9!, answers, { clientAge: null });
  const phq9Data: ModuleData = {
    moduleId: 302,
    moduleType: 'impact',
    measureId: phq9!.id,
    fieldData: answers,
    formValidated: true,
    notAssessed: 'N',
    ...scores,
  };
  const gad7Data: ModuleData = {
    moduleId: 303,
    moduleType: 'impact',
    measureId: idOf('GAD-7'),
    fieldData: [],
    formValidated: true,
    notAssessed: 'Y',
  };
  const firstQuestion = phq9!.sections[0]!.questions[0]!;
  expected.push(
    `${firstQuestion.questionText}: Several days`,
    'Total: 8 · Mild',
    'Not assessed at this time',
  );

  const page = (
    moduleId: number,
    name: string,
    order: number,
    type: TemplateModule['moduleType'],
    ref: number | null,
  ) => ({ moduleId, name, order, moduleType: type, referenceId: ref }) satisfies TemplateModule;
  const templateId = await createTemplate(db, {
    accountId,
    setupId: 9901,
    description: 'Filled Intake',
    code: 'FI',
    modules: [
      ...intake.forms.map((form, i) => page(9000 + i, form.name, i + 1, 'cf', form.formId)),
      page(202, 'Goals Addressed', 50, 'goals-addressed', null),
      page(302, 'PHQ-9', 51, 'impact', phq9!.id),
      page(303, 'GAD-7', 52, 'impact', idOf('GAD-7')),
    ],
    signatureConfiguration: {
      numberOfExternalSignatures: 1,
      numberOfStaffSignatures: 1,
      minimumNumberOfStaffSignatures: 1,
      multipleSignature: false,
    },
    isClientProgram: true,
  });
  const [row] = await db
    .insert(s.documents)
    .values({
      accountId,
      serviceDocumentId: templateId,
      clientId: client!.id,
      clientProgramId: clientProgram!.id,
      staffId: author!.id,
      organizationId,
      serviceDate,
      documentName: 'Filled Intake',
      documentCode: 'FI',
      documentStatus: 'Signed',
      fullySigned: true,
      moduleData: [...intakePages, goalsData, phq9Data, gad7Data],
      signature: {
        externalSignatures: [
          {
            name: null,
            signature: null,
            signedDate: null,
            unableToCollectYN: 'Y',
            unableReason: 'Client declined to sign.',
            docSignaturePadId: null,
          },
        ],
        signedBy: author!.id,
        signedDate: `${serviceDate}T15:05:00.000Z`,
        nextStaffId: null,
      },
    })
    .returning();
  expected.push(
    `Program: ${clientProgram!.name}`,
    'External Signature 1: Unable to collect — Client declined to sign.',
  );
  return { row: row!, expected, addressedPath: pathTo(view.tree, node!) };
}

/** A demo intake form's values: its id and name, and its fields as module data holds them. */
export interface FilledForm {
  formId: number;
  name: string;
  fieldData: ModuleData['fieldData'];
}

/**
 * Every intake form of the demo agency (its 'Intake:' forms, in order) with a value in each field, of every kind
 * the wizard stores: list-backed fields by id (the organization's referral source, a program, the author as
 * staff, descriptors), Gender and Yes or No by key, an address, a phone, dates and times, an SSN, text and
 * choices. `expected` holds the lines a PDF of them must show, the SSN masked.
 */
export async function filledIntakeForms(
  db: Database,
  {
    accountId,
    organizationId,
    serviceDate,
    author,
  }: {
    accountId: number;
    organizationId: number;
    serviceDate: string;
    author: { id: number; firstName: string; lastName: string };
  },
): Promise<{ forms: FilledForm[]; expected: string[] }> {
  const ofOrganization = (column: PgColumn) => or(isNull(column), eq(column, organizationId));
  const [referral] = await db
    .select()
    .from(s.referralSources)
    .where(and(eq(s.referralSources.accountId, accountId), ofOrganization(s.referralSources.organizationId)));
  const [program] = await db
    .select()
    .from(s.programs)
    .where(
      and(
        eq(s.programs.accountId, accountId),
        lte(s.programs.beginDate, serviceDate),
        or(isNull(s.programs.endDate), gte(s.programs.endDate, serviceDate)),
      ),
    );
  const descriptorOf = (type: string) =>
    firstDescriptor(db, { accountId, organizationId, serviceDate }, type);

  const forms = await db
    .select()
    .from(s.configurableForms)
    .where(and(eq(s.configurableForms.accountId, accountId), like(s.configurableForms.name, 'Intake:%')))
    .orderBy(s.configurableForms.id);
  const expected: string[] = [];
  const filled: FilledForm[] = [];
  for (const form of forms) {
    const fieldData: ModuleData['fieldData'] = [];
    for (const field of formFields(form.fields).values()) {
      const stored = async (): Promise<[unknown, string] | null> => {
        switch (field.type) {
          case 'ReferralSourceDropDown':
            return [String(referral!.id), referral!.name];
          case 'ProgramDropDown':
            return [String(program!.id), program!.name];
          case 'StaffDropDown':
            return [String(author.id), `${author.lastName}, ${author.firstName}`];
          case 'Descriptor DropDown': {
            const descriptor = await descriptorOf(field.descriptorType!);
            return descriptor ? [String(descriptor.id), descriptor.name] : null;
          }
          case 'Gender':
            return ['M', 'Male'];
          case 'Yes or No':
            return ['Y', 'Yes'];
          case 'Date':
            return ['2026-11-25', '11/25/2026'];
          case 'Time':
            return ['14:05', '02:05 PM'];
          case 'DateTime':
            return ['2026-11-25T09:30', '11/25/2026 09:30 AM'];
          case 'Address':
            return [SCRAMBLED_ADDRESS, '12 Main St, Bensalem, PA 19020-1234'];
          case 'Phone':
            return [{ ext: '', phoneNumber: '2155550100', countryCode: '1' }, '1 2155550100'];
          // Printed masked to its last four digits (issue 31 item 6).
          case 'SSN':
            return [FULL_SSN, '***-**-6789'];
          case 'Text Field':
            return field.datatype === 'NUM' ? ['3', '3'] : ['Reviewed', 'Reviewed'];
          case 'Text Area':
            return [NARRATIVE, NARRATIVE];
          case 'DropDown':
          case 'RadioButton':
          case 'CheckBox': {
            const [option] = field.options;
            if (!option) return null;
            return [field.type === 'CheckBox' ? [option.key] : option.key, option.text];
          }
          default:
            return null;
        }
      };
      const value = await stored();
      if (!value) continue;
      fieldData.push({ key: field.id, value: value[0] });
      expected.push(`${field.label}: ${value[1]}`);
    }
    filled.push({ formId: form.id, name: form.name, fieldData });
  }

  return { forms: filled, expected };
}

/** The first descriptor of a type the organization may use on the service date. */
async function firstDescriptor(
  db: Database,
  {
    accountId,
    organizationId,
    serviceDate,
  }: { accountId: number; organizationId: number; serviceDate: string },
  type: string,
) {
  const [descriptor] = await db
    .select()
    .from(s.descriptors)
    .where(
      and(
        eq(s.descriptors.accountId, accountId),
        eq(s.descriptors.type, type),
        or(isNull(s.descriptors.organizationId), eq(s.descriptors.organizationId, organizationId)),
        or(isNull(s.descriptors.endDate), gte(s.descriptors.endDate, serviceDate)),
      ),
    );
  return descriptor;
}

/** The nodes from a root of the tree down to `target`, as '{layer}: {description}'. */
function pathTo(nodes: readonly PlanNode[], target: PlanNode): string[] {
  for (const node of nodes) {
    const line = `${node.layer.layerLabel}: ${node.item.description}`;
    if (node === target) return [line];
    const below = pathTo(node.children, target);
    if (below.length > 0) return [line, ...below];
  }
  return [];
}

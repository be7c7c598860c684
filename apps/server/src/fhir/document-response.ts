import { and, eq, inArray } from 'drizzle-orm';
import {
  ageOn,
  questionnaireResponse,
  signatureProvenance,
  staffSignaturesOf,
  valuesFromFieldData,
  type FhirProvenance,
  type FhirQuestionnaireResponse,
  type FieldValue,
  type ImportedTemplate,
  type ResponseParty,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import {
  clients,
  organizations,
  serviceDocumentVersions,
  staff,
  type documents,
} from '../db/schema/index.ts';
import { storedTemplate } from './stored-template.ts';

type DocumentRow = typeof documents.$inferSelect;

/** A signed document as FHIR: its QuestionnaireResponse and a Provenance for each signature, in a collection. */
export interface DocumentBundle {
  readonly resourceType: 'Bundle';
  readonly type: 'collection';
  readonly entry: readonly { readonly resource: FhirQuestionnaireResponse | FhirProvenance }[];
}

const personName = (person: { lastName: string; firstName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** Every page's stored values in one record (ids are a form's field ids and a measure's question ids). */
function documentValues(row: DocumentRow): Record<string, FieldValue> {
  return Object.assign({}, ...row.moduleData.map((data) => valuesFromFieldData(data.fieldData))) as Record<
    string,
    FieldValue
  >;
}

async function staffParties(db: Database, ids: number[]): Promise<Map<number, ResponseParty>> {
  const rows = await db.select().from(staff).where(inArray(staff.id, ids));
  return new Map(rows.map((s) => [s.id, { reference: `Practitioner/${s.id}`, display: personName(s) }]));
}

/** The template version the document was started on, as core's FHIR mapping reads it; null when it cannot be. */
async function documentTemplate(db: Database, row: DocumentRow): Promise<ImportedTemplate | null> {
  const [version] = await db
    .select()
    .from(serviceDocumentVersions)
    .where(
      and(
        eq(serviceDocumentVersions.serviceDocumentId, row.serviceDocumentId),
        eq(serviceDocumentVersions.version, row.serviceDocumentVersion),
      ),
    );
  return version ? storedTemplate(db, version) : null;
}

/**
 * A signed document (issue 34) as its QuestionnaireResponse, answered on the template version it was started on,
 * with the scores the server worked out, and each signature as a Provenance naming the hash of what was signed.
 * Null when the template cannot be told as a Questionnaire.
 */
export async function documentBundle(db: Database, row: DocumentRow): Promise<DocumentBundle | null> {
  const template = await documentTemplate(db, row);
  if (!template) return null;
  const [client] = await db.select().from(clients).where(eq(clients.id, row.clientId));
  const [organization] = await db
    .select({ name: organizations.name, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, row.organizationId));
  const signatures = staffSignaturesOf(row);
  const people = await staffParties(db, [row.staffId, ...signatures.map((s) => s.staffId)]);
  const subject: ResponseParty = {
    reference: `Patient/${row.clientId}`,
    ...(client ? { display: personName(client) } : {}),
  };
  const onBehalfOf: ResponseParty = {
    reference: `Organization/${row.organizationId}`,
    ...(organization ? { display: organization.name } : {}),
  };
  const author = people.get(row.staffId) ?? { reference: `Practitioner/${row.staffId}` };
  const target = `QuestionnaireResponse/${row.id}`;
  const authorSigned = signatures.find((s) => s.meaning === 'staff') ?? signatures[0];
  const response = questionnaireResponse({
    id: String(row.id),
    template,
    questionnaire: `Questionnaire/${row.serviceDocumentId}`,
    values: documentValues(row),
    totalScore: row.moduleData.find((data) => data.moduleType === 'impact')?.totalScore ?? null,
    clientAge: ageOn(client?.birthDate, row.serviceDate),
    authored: authorSigned?.signedDate ?? row.changedAt.toISOString(),
    author,
    subject,
    timeZone: organization?.timeZone ?? 'America/New_York',
  });
  const staffProvenances = signatures.flatMap((signature, i) =>
    signature.contentHash
      ? [
          signatureProvenance({
            id: `${row.id}-staff-${i + 1}`,
            targets: [target],
            signer: people.get(signature.staffId) ?? { reference: `Practitioner/${signature.staffId}` },
            onBehalfOf,
            signedDate: signature.signedDate,
            meaning: signature.meaning,
            contentHash: signature.contentHash,
          }),
        ]
      : [],
  );
  const externalProvenances = (row.signature?.externalSignatures ?? []).flatMap((pad, i) => {
    if (!pad.signedDate || !pad.contentHash || pad.unableToCollectYN === 'Y') return [];
    const role = pad.role ?? 'client';
    const signer: ResponseParty =
      role === 'client' ? subject : { ...(pad.name ? { display: pad.name } : {}) };
    return [
      signatureProvenance({
        id: `${row.id}-pad-${i + 1}`,
        targets: [target],
        signer,
        signedDate: pad.signedDate,
        meaning: role,
        contentHash: pad.contentHash,
      }),
    ];
  });
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: [response, ...staffProvenances, ...externalProvenances].map((resource) => ({ resource })),
  };
}

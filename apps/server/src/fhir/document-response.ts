import {
  ageOn,
  questionnaireResponse,
  signatureProvenance,
  staffSignaturesOf,
  valuesFromFieldData,
  type FhirProvenance,
  type FhirQuestionnaireResponse,
  type FieldValue,
  type ResponseParty,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import type { documents } from '../db/schema/index.ts';
import { documentContext } from '../documents/document-context.ts';
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

/**
 * A signed document (issue 34) as its QuestionnaireResponse, answered on the template version it was started on,
 * with the scores the server worked out, and each signature as a Provenance naming the hash of what was signed.
 * Null when the template cannot be told as a Questionnaire.
 */
export async function documentBundle(db: Database, row: DocumentRow): Promise<DocumentBundle | null> {
  const { version, client, organization, staff } = await documentContext(db, row);
  const template = version ? await storedTemplate(db, version) : null;
  if (!template) return null;
  const signatures = staffSignaturesOf(row);
  const people = new Map(
    [...staff].map(([id, person]): [number, ResponseParty] => [
      id,
      { reference: `Practitioner/${id}`, display: personName(person) },
    ]),
  );
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

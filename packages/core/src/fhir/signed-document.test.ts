import { describe, expect, it } from 'vitest';
import { importQuestionnaire } from './import-questionnaire.ts';
import type { ImportedTemplate } from './imported-template.ts';
import { signatureProvenance } from './provenance.ts';
import { questionnaireResponse, type SignedResponseInput } from './questionnaire-response.ts';
import { provenance as provenanceSchema, questionnaireResponse as responseSchema } from './resources.ts';
import { FIXTURES, YES_NO_DONT_KNOW } from './testing/fixtures.ts';
import { ITEM_CODE_EXTENSION } from './urls.ts';

const imported = (input: unknown): ImportedTemplate => {
  const result = importQuestionnaire(input, { valueSets: [YES_NO_DONT_KNOW] });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.template;
};

const signed = (template: ImportedTemplate, values: SignedResponseInput['values'], totalScore?: number) =>
  questionnaireResponse({
    id: 'doc-12',
    template,
    questionnaire: 'Questionnaire/7',
    values,
    ...(totalScore === undefined ? {} : { totalScore }),
    authored: '2030-01-10T15:30:00-05:00',
    author: { reference: 'Practitioner/3', display: 'Jane Doe' },
    subject: { reference: 'Patient/9', display: 'John Roe' },
    timeZone: 'America/New_York',
  });

describe('a signed document as a QuestionnaireResponse (issue 34)', () => {
  const phq9 = imported(FIXTURES['lforms-phq9-ordinalValue-variables.json']);
  const answers = {
    '/44250-9': '1',
    '/44255-8': '2',
    '/44259-0': '0',
    '/44254-1': '3',
    '/44251-7': '1',
    '/44258-2': '0',
    '/44252-5': '1',
    '/44253-3': '0',
    '/44260-8': '1',
    '/69722-7': 'LA6573-5',
  };
  const response = signed(phq9, answers, 9);

  it('is completed, authored by the signer, about the client, and reads back as R4', () => {
    expect(responseSchema.parse(response)).toEqual(response);
    expect(response).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      id: 'doc-12',
      questionnaire: 'Questionnaire/7',
      status: 'completed',
      authored: '2030-01-10T15:30:00-05:00',
      author: { reference: 'Practitioner/3', display: 'Jane Doe' },
      subject: { reference: 'Patient/9', display: 'John Roe' },
    });
  });

  it('gives each item its LOINC code and each coded answer as valueCoding, the total in its item', () => {
    const items = response.item!;
    expect(items.map((item) => item.linkId)).toEqual([
      '/44250-9',
      '/44255-8',
      '/44259-0',
      '/44254-1',
      '/44251-7',
      '/44258-2',
      '/44252-5',
      '/44253-3',
      '/44260-8',
      '/44261-6',
      '/69722-7',
    ]);
    expect(items[1]).toEqual({
      linkId: '/44255-8',
      extension: [{ url: ITEM_CODE_EXTENSION, valueCoding: { system: 'http://loinc.org', code: '44255-8' } }],
      text: 'Feeling down, depressed, or hopeless?',
      answer: [
        { valueCoding: { system: 'http://loinc.org', code: 'LA6570-1', display: 'More than half the days' } },
      ],
    });
    expect(items[9]).toMatchObject({ linkId: '/44261-6', answer: [{ valueDecimal: 9 }] });
    expect(items[10]!.answer).toEqual([
      { valueCoding: { system: 'http://loinc.org', code: 'LA6573-5', display: 'Somewhat difficult' } },
    ]);
  });

  it('nests the HL7 example’s answers in its group, the total a quantity', () => {
    const hl7 = imported(FIXTURES['hl7-sdc-phq9-calculatedExpression-ordinal.json']);
    const nested = signed(hl7, { 'H1/T1/Q1': '3', 'H1/T1/Q9': '0' }, 3);
    expect(nested.questionnaire).toBe(
      'http://hl7.org/fhir/uv/sdc/Questionnaire/questionnaire-sdc-profile-example-PHQ9',
    );
    expect(nested.item).toHaveLength(1);
    expect(nested.item![0]!.item!.map((item) => [item.linkId, item.answer])).toEqual([
      [
        'H1/T1/Q1',
        [
          {
            valueCoding: {
              system: 'http://hl7.org/fhir/uv/sdc/CodeSystem/CSPHQ9',
              code: 'Nearly every day',
              display: 'Nearly every day',
            },
          },
        ],
      ],
      [
        'H1/T1/Q9',
        [
          {
            valueCoding: {
              system: 'http://hl7.org/fhir/uv/sdc/CodeSystem/CSPHQ9',
              code: 'Not-at-all',
              display: 'Not at all',
            },
          },
        ],
      ],
      ['H1/TS', [{ valueQuantity: { value: 3 } }]],
    ]);
  });

  it('types a form’s answers by item type, nests groups, and leaves unanswered items out', () => {
    const form = imported({
      resourceType: 'Questionnaire',
      status: 'active',
      item: [
        { linkId: 'seen', type: 'dateTime', text: 'Seen' },
        { linkId: 'at', type: 'time' },
        { linkId: 'count', type: 'integer' },
        { linkId: 'ok', type: 'boolean' },
        { linkId: 'empty', type: 'string' },
        {
          linkId: 'g',
          type: 'group',
          text: 'Details',
          item: [
            { linkId: 'inner', type: 'group', item: [{ linkId: 'why', type: 'text' }] },
            {
              linkId: 'ways',
              type: 'choice',
              repeats: true,
              answerOption: [{ valueString: 'a' }, { valueString: 'b' }],
            },
          ],
        },
      ],
    });
    const result = signed(form, {
      seen: '2030-01-10T10:00',
      at: '09:30',
      count: '4',
      ok: 'Y',
      why: 'because',
      ways: ['a', 'b'],
    });
    expect(result.item).toEqual([
      { linkId: 'seen', text: 'Seen', answer: [{ valueDateTime: '2030-01-10T15:00:00Z' }] },
      { linkId: 'at', answer: [{ valueTime: '09:30:00' }] },
      { linkId: 'count', answer: [{ valueInteger: 4 }] },
      { linkId: 'ok', answer: [{ valueBoolean: true }] },
      {
        linkId: 'g',
        text: 'Details',
        item: [
          { linkId: 'inner', item: [{ linkId: 'why', answer: [{ valueString: 'because' }] }] },
          { linkId: 'ways', answer: [{ valueString: 'a' }, { valueString: 'b' }] },
        ],
      },
    ]);
  });
});

describe('a signature as a Provenance (issue 34)', () => {
  // SHA-256 of no bytes; its RFC 6920 name is well known.
  const EMPTY_SHA256 = 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855';
  const input = {
    targets: ['QuestionnaireResponse/doc-12'],
    signer: { reference: 'Practitioner/3', display: 'Jane Doe' },
    signedDate: '2030-01-10T15:30:00-05:00',
    meaning: 'staff' as const,
    contentHash: EMPTY_SHA256,
  };

  it('says who signed, when, as what, what, and the hash of what they signed', () => {
    const provenance = signatureProvenance(input);
    expect(provenanceSchema.parse(provenance)).toEqual(provenance);
    expect(provenance).toEqual({
      resourceType: 'Provenance',
      target: [{ reference: 'QuestionnaireResponse/doc-12' }],
      recorded: '2030-01-10T15:30:00-05:00',
      agent: [
        {
          type: {
            coding: [
              { system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: 'author' },
            ],
          },
          who: { reference: 'Practitioner/3', display: 'Jane Doe' },
        },
      ],
      entity: [
        {
          role: 'source',
          what: {
            identifier: {
              system: 'urn:ietf:rfc:3986',
              value: 'ni:///sha-256;47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU',
            },
            display: `SHA-256 ${EMPTY_SHA256}`,
          },
        },
      ],
      signature: [
        {
          type: [
            {
              system: 'urn:iso-astm:E1762-95:2013',
              code: '1.2.840.10065.1.12.1.1',
              display: 'Author’s Signature',
            },
          ],
          when: '2030-01-10T15:30:00-05:00',
          who: { reference: 'Practitioner/3', display: 'Jane Doe' },
        },
      ],
    });
  });

  it('signs a co-signer as verifier and a guardian’s consent as such', () => {
    expect(signatureProvenance({ ...input, meaning: 'co-signing staff' }).signature![0]!.type[0]!.code).toBe(
      '1.2.840.10065.1.12.1.5',
    );
    const guardian = signatureProvenance({
      ...input,
      meaning: 'guardian',
      signer: { reference: 'RelatedPerson/4' },
    });
    expect(guardian.signature![0]!.type[0]!.display).toBe('Consent Signature');
    expect(guardian.agent[0]!.type!.coding![0]!.code).toBe('attester');
  });

  it('refuses a hash that is not SHA-256', () => {
    expect(() => signatureProvenance({ ...input, contentHash: 'abc' })).toThrow(RangeError);
  });
});

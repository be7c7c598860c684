import { describe, expect, it } from 'vitest';
import type { EvvDocument } from '../entities/document.ts';
import { formatMessage } from '../messages/format.ts';
import {
  auditedMeaning,
  canonicalJson,
  contentHash,
  contentUnchangedSince,
  signatureRecords,
  signatureMeaningMessage,
  signedContent,
} from './signature-record.ts';

const document = {
  serviceDocumentId: 11,
  serviceDocumentVersion: 2,
  clientId: 40,
  clientProgramId: 31,
  serviceDate: '2026-03-09',
  staffId: 3,
  moduleData: [
    { moduleId: 1, moduleType: 'cf', fieldData: [{ key: 'mood', value: 'Calm' }], formValidated: true },
  ] as EvvDocument['moduleData'],
};

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":null,"z":1}]},"b":1}',
    );
  });

  it('gives the same text for the same content in any key order', () => {
    expect(canonicalJson({ x: 'é', y: [true, false] })).toBe(canonicalJson({ y: [true, false], x: 'é' }));
  });

  it('refuses a number JSON cannot hold', () => {
    expect(() => canonicalJson({ score: Number.NaN })).toThrow(RangeError);
  });
});

describe('contentHash (spec 2 §3 a signature that holds up in an audit)', () => {
  it('is the upper-case SHA-256 of the canonical JSON of the signed content', async () => {
    expect(canonicalJson(signedContent(document))).toBe(
      '{"clientId":40,"clientProgramId":31,"moduleData":[{"fieldData":[{"key":"mood","value":"Calm"}],' +
        '"formValidated":true,"moduleId":1,"moduleType":"cf"}],"serviceDate":"2026-03-09",' +
        '"serviceDocumentId":11,"serviceDocumentVersion":2}',
    );
    // sha256sum of the text above.
    expect(await contentHash(document)).toBe(
      '62C8D198A97D496956C54B8CD2376583723AF2B02F1BFF53D54EA23F7DD7C9AC',
    );
  });

  it('ignores what is not content, and changes with any value', async () => {
    const hash = await contentHash(document);
    expect(await contentHash({ ...document, documentStatus: 'Signed' } as typeof document)).toBe(hash);
    const changed = JSON.parse(JSON.stringify(document)) as typeof document;
    changed.moduleData[0]!.fieldData[0]!.value = 'Anxious';
    expect(await contentHash(changed)).not.toBe(hash);
    expect(await contentUnchangedSince(document, hash.toLowerCase())).toBe(true);
    expect(await contentUnchangedSince(changed, hash)).toBe(false);
  });
});

describe('signatureRecords', () => {
  const names: Record<number, string> = { 3: 'Lee, Sam', 8: 'Park, Jo' };
  const pad = (name: string | null, unable: 'Y' | 'N' = 'N') => ({
    name,
    signature: name ? 'iVBORw0KGgo=' : null,
    signedDate: '2026-03-09T15:00:00.000Z',
    unableToCollectYN: unable,
    unableReason: unable === 'Y' ? 'Asleep' : null,
    docSignaturePadId: null,
  });

  it('gives each signer, time, meaning and image: the client, a guardian, then the staff member', () => {
    const records = signatureRecords(
      {
        staffId: 3,
        signature: {
          externalSignatures: [pad('Doe, Jane (Self)'), pad('John Doe'), pad(null, 'Y')],
          signedBy: 3,
          signedDate: '2026-03-09T15:05:00.000Z',
          nextStaffId: null,
        },
      },
      (id) => names[id]!,
    );
    expect(records.map((r) => [r.meaning, r.signerName, r.signedAt, r.image !== null])).toEqual([
      ['client', 'Doe, Jane (Self)', '2026-03-09T15:00:00.000Z', true],
      ['guardian', 'John Doe', '2026-03-09T15:00:00.000Z', true],
      ['staff', 'Lee, Sam', '2026-03-09T15:05:00.000Z', false],
    ]);
  });

  it('gives a pad the role it records, an other role in its own words, as the PDF and the audit say it', () => {
    const asRole = (role: 'parent' | 'other', roleOther: string | null = null) => ({
      ...pad('John Doe'),
      role,
      roleOther,
    });
    const records = signatureRecords(
      {
        staffId: 3,
        signature: {
          externalSignatures: [asRole('parent'), asRole('other', 'Foster carer')],
          signedBy: null,
          signedDate: null,
          nextStaffId: null,
        },
      },
      (id) => names[id]!,
    );
    const said = records.map((record) => {
      const meaning = signatureMeaningMessage(record.meaning, record.roleOther);
      return [formatMessage(meaning.key, meaning.params), auditedMeaning(record)];
    });
    expect(said).toEqual([
      ['Parent', 'parent'],
      ['Other: Foster carer', 'other: Foster carer'],
    ]);
  });

  it('names a staff member other than the author as co-signing staff', () => {
    const [record] = signatureRecords(
      {
        staffId: 3,
        signature: {
          externalSignatures: [],
          signedBy: 8,
          signedDate: '2026-03-10T09:00:00.000Z',
          nextStaffId: null,
        },
      },
      (id) => names[id]!,
    );
    expect(record).toMatchObject({ meaning: 'co-signing staff', signerName: 'Park, Jo', staffId: 8 });
    const meaning = signatureMeaningMessage(record!.meaning, record!.roleOther);
    expect(formatMessage(meaning.key, meaning.params)).toBe('Co-signing Staff');
  });

  it('lists the author and every co-signer, each with time, meaning and content hash', () => {
    const hash = 'D'.repeat(64);
    const records = signatureRecords(
      {
        staffId: 3,
        signature: {
          externalSignatures: [{ ...pad('Doe, Jane (Self)'), contentHash: hash }],
          signedBy: 8,
          signedDate: '2026-03-10T09:00:00.000Z',
          nextStaffId: null,
          staffSignatures: [
            { staffId: 3, signedDate: '2026-03-09T15:05:00.000Z', meaning: 'staff', contentHash: hash },
            {
              staffId: 8,
              signedDate: '2026-03-10T09:00:00.000Z',
              meaning: 'co-signing staff',
              contentHash: hash,
            },
          ],
        },
      },
      (id) => names[id]!,
    );
    expect(records.map((r) => [r.meaning, r.signerName, r.signedAt, r.contentHash])).toEqual([
      ['client', 'Doe, Jane (Self)', '2026-03-09T15:00:00.000Z', hash],
      ['staff', 'Lee, Sam', '2026-03-09T15:05:00.000Z', hash],
      ['co-signing staff', 'Park, Jo', '2026-03-10T09:00:00.000Z', hash],
    ]);
  });

  it('holds nothing for an unsigned document', () => {
    expect(signatureRecords({ staffId: 3, signature: null }, () => '')).toEqual([]);
    const unsigned = { externalSignatures: [pad(null)], signedBy: null, signedDate: null, nextStaffId: null };
    expect(signatureRecords({ staffId: 3, signature: unsigned }, () => '')).toEqual([]);
  });
});

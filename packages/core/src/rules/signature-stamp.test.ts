import { describe, expect, it } from 'vitest';
import type { DocumentSignature, ExternalSignature, StaffSignature } from '../entities/document.ts';
import { stampedSignature } from './signature-stamp.ts';

const AUTHOR = 3;
const COSIGNER = 8;
const NOW = new Date('2026-03-10T16:00:00.000Z');
const STARTED = new Date('2026-03-10T14:00:00.000Z');
const SERVER_HASH = 'A'.repeat(64);
const FORGED = 'F'.repeat(64);
const stamp = { contentHash: SERVER_HASH, now: NOW, startedAt: STARTED };

const pad = (signedDate: string | null, contentHash: string | null = FORGED): ExternalSignature => ({
  name: 'Able, Anna (Self)',
  signature: 'iVBORw0KGgoAAA',
  signedDate,
  unableToCollectYN: 'N',
  unableReason: null,
  docSignaturePadId: null,
  contentHash,
});
const staff = (staffId: number, signedDate: string, contentHash = FORGED): StaffSignature => ({
  staffId,
  signedDate,
  meaning: staffId === AUTHOR ? 'staff' : 'co-signing staff',
  contentHash,
});
const signature = (
  externalSignatures: ExternalSignature[],
  staffSignatures: StaffSignature[],
  nextStaffId: number | null,
): DocumentSignature => ({
  externalSignatures,
  signedBy: staffSignatures.at(-1)?.staffId ?? null,
  signedDate: staffSignatures.at(-1)?.signedDate ?? null,
  nextStaffId,
  staffSignatures,
});
const unsigned = { staffId: AUTHOR, signature: null };

describe('a signature as the server stores it (issue 31 item 2)', () => {
  it('takes the server’s hash for what is added, and a claimed time between the start and now', () => {
    const written = signature(
      [pad('2026-03-10T15:20:00.000Z')],
      [staff(AUTHOR, '2026-03-10T15:30:00.000Z')],
      COSIGNER,
    );
    expect(stampedSignature(unsigned, written, stamp)).toEqual(
      signature(
        [pad('2026-03-10T15:20:00.000Z', SERVER_HASH)],
        [staff(AUTHOR, '2026-03-10T15:30:00.000Z', SERVER_HASH)],
        COSIGNER,
      ),
    );
  });

  it('takes the server’s now for a time after now, before the start, or none on a drawn pad', () => {
    for (const claim of [
      '2027-04-14T16:00:00.000Z',
      '1999-06-01T12:00:00.000Z',
      '2026-03-10T13:59:00.000Z',
    ]) {
      const stored = stampedSignature(
        unsigned,
        signature([pad(claim)], [staff(AUTHOR, claim)], COSIGNER),
        stamp,
      );
      expect(stored.signedDate).toBe(NOW.toISOString());
      expect(stored.staffSignatures![0]!.signedDate).toBe(NOW.toISOString());
      expect(stored.externalSignatures[0]!.signedDate).toBe(NOW.toISOString());
    }
    const undated = stampedSignature(unsigned, signature([pad(null)], [], null), stamp);
    expect(undated.externalSignatures[0]!.signedDate).toBe(NOW.toISOString());
  });

  it('keeps what the document holds and dates a co-signature no earlier than the signature before it', () => {
    const author = staff(AUTHOR, '2026-03-10T15:30:00.000Z', SERVER_HASH);
    const held = {
      staffId: AUTHOR,
      signature: signature([pad('2026-03-10T15:20:00.000Z', SERVER_HASH)], [author], COSIGNER),
    };
    const asTheCoSignerSendsIt = signature(
      [pad('2026-03-10T15:25:00.000Z')],
      [staff(AUTHOR, '2026-03-10T15:31:00.000Z'), staff(COSIGNER, '2026-03-10T15:10:00.000Z')],
      null,
    );
    const stored = stampedSignature(held, asTheCoSignerSendsIt, { ...stamp, contentHash: 'B'.repeat(64) });
    expect(stored.externalSignatures).toEqual(held.signature.externalSignatures);
    expect(stored.staffSignatures).toEqual([author, staff(COSIGNER, NOW.toISOString(), 'B'.repeat(64))]);
    expect(stored).toMatchObject({ signedBy: COSIGNER, signedDate: NOW.toISOString(), nextStaffId: null });
  });

  it('keeps the staff signatures of a write that adds none as the document holds them', () => {
    const held = {
      staffId: AUTHOR,
      signature: { ...signature([], [], null), signedBy: null, signedDate: null },
    };
    const draft = { ...signature([], [], COSIGNER), signedBy: AUTHOR, signedDate: null };
    expect(stampedSignature(held, draft, stamp)).toEqual({
      externalSignatures: [],
      signedBy: null,
      signedDate: null,
      nextStaffId: COSIGNER,
      staffSignatures: [],
    });
  });

  it('stamps a pad marked unable with no hash, and its time only when it has one', () => {
    const unable = {
      ...pad(null),
      name: null,
      signature: null,
      unableToCollectYN: 'Y' as const,
      unableReason: 'Asleep',
    };
    const stored = stampedSignature(unsigned, signature([unable], [], null), stamp);
    expect(stored.externalSignatures).toEqual([{ ...unable, contentHash: null }]);
  });
});

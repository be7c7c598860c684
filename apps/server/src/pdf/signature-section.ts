import {
  signatureMeaningMessage,
  formatMessage,
  signatureRecords,
  staffSignaturesOf,
  type ExternalSignature,
  type Message,
} from '@carevisit/core';
import type { Database } from '../db/connection.ts';
import type { documents } from '../db/schema/index.ts';
import { programName } from './program-name.ts';
import type { PdfLine } from './render-pdf.ts';
import type { PdfSignatureSection } from './signature-section-layout.ts';

type DocumentRow = typeof documents.$inferSelect;

/** How the section names people and times: staff by id as 'last, first', ISO times in the organization's zone. */
export interface SignatureNaming {
  staffName: (staffId: number) => string;
  dateTime: (iso: string) => string;
}

/**
 * The signature page as printed (spec 2 §2, §4): the document's Program, every signature given with its meaning,
 * time and content hash, then each signature not given, saying whose: an external pad that could not be collected
 * (with the reason) or is still to be signed, and the staff member the document waits for.
 */
export async function signatureSection(
  db: Database,
  row: DocumentRow,
  naming: SignatureNaming,
): Promise<PdfSignatureSection> {
  const text = formatMessage;
  const program = await programName(db, row);
  return {
    title: text('documentPdf.signatures'),
    lines: program ? [{ label: text('signaturePage.program'), value: program }] : [],
    signed: signatureRecords({ staffId: row.staffId, signature: row.signature }, naming.staffName).map(
      (record) => ({
        meaning: said(signatureMeaningMessage(record.meaning, record.roleOther)),
        signerName: record.signerName,
        signedAt: record.signedAt ? naming.dateTime(record.signedAt) : '',
        image: record.image,
        contentHash: record.contentHash
          ? text('documentPdf.contentHash', { hash: record.contentHash })
          : null,
      }),
    ),
    pending: [...externalNotGiven(row), ...staffAwaited(row, naming.staffName)],
    imageGap: text('documentPdf.signatureImageUnavailable'),
  };
}

const said = (message: Message) => formatMessage(message.key, message.params);

/**
 * Each external pad not signed, by whose signature it was (its role, issue 31 item 4), or by its slot on the
 * signature page ('External Signature 2') for a pad written before roles were asked.
 */
function externalNotGiven(row: DocumentRow): PdfLine[] {
  const pads: readonly ExternalSignature[] = row.signature?.externalSignatures ?? [];
  return pads.flatMap((pad, i): PdfLine[] => {
    const slot = pad.role
      ? said(signatureMeaningMessage(pad.role, pad.roleOther ?? null))
      : formatMessage('signaturePage.externalBlock', { number: i + 1 });
    if (pad.unableToCollectYN === 'Y')
      return [
        { label: formatMessage('documentPdf.unableToCollect', { slot, reason: pad.unableReason ?? '' }) },
      ];
    const signed = Boolean(pad.name?.trim() && pad.signature);
    return signed || row.fullySigned
      ? []
      : [{ label: formatMessage('documentPdf.externalAwaiting', { slot }) }];
  });
}

/**
 * The staff signature the document waits for (spec 2 §4, §5): the Next Staff to Sign once a staff signature is
 * on and the document is not yet fully signed; the author's while it is Unsigned.
 */
function staffAwaited(row: DocumentRow, staffName: (staffId: number) => string): PdfLine[] {
  if (row.fullySigned) return [];
  const nextStaffId = row.signature?.nextStaffId ?? null;
  const signedOnce = staffSignaturesOf(row).length > 0;
  const awaited =
    signedOnce && nextStaffId !== null ? nextStaffId : row.documentStatus === 'Unsigned' ? row.staffId : null;
  return awaited === null
    ? []
    : [{ label: formatMessage('documentPdf.awaitingSignature', { name: staffName(awaited) }) }];
}

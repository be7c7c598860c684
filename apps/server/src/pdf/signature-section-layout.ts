import { PAGE_MARGINS, ensureRoom, lineRoom, writeLines } from './pdf-layout.ts';
import type { PdfLine } from './render-pdf.ts';
import { drawSignatureImage } from './signature-image.ts';

export interface PdfSignature {
  /** The meaning as printed: Client, Guardian, Staff, Co-signing Staff. */
  meaning: string;
  signerName: string;
  /** Date and time as printed, in the organization's time zone. */
  signedAt: string;
  /** The drawn signature, PNG base64; null for an electronic staff signature. */
  image: string | null;
  /** 'Content SHA-256: …' of the content as signed (issue 16 item 3); null when the record holds none. */
  contentHash: string | null;
}

/** The signature page as printed: what it records, the signatures given, and those not given. */
export interface PdfSignatureSection {
  title: string;
  /** Before the signatures: the document's Program. */
  lines: PdfLine[];
  signed: PdfSignature[];
  /** After them, each saying whose signature it is: those that could not be collected, and those awaited. */
  pending: PdfLine[];
  /** Printed in a signature's box instead of an image that cannot be drawn (issue 30). */
  imageGap: string;
}

const SIGNATURE_BOX = { width: 180, height: 60 };
/** A signature's name, meaning and date, and its hash in small type. */
const SIGNATURE_TEXT_HEIGHT = 58;

const signatureHeight = (signature: PdfSignature) =>
  (signature.image ? SIGNATURE_BOX.height + 8 : 0) + SIGNATURE_TEXT_HEIGHT;

/** The room the section needs for its lines and its first signature (or entry), to keep its title with them. */
export function signaturesRoom(pdf: PDFKit.PDFDocument, section: PdfSignatureSection): number {
  const lines = section.lines.reduce((sum, line) => sum + lineRoom(pdf, line), 0);
  const [firstSignature] = section.signed;
  const [firstPending] = section.pending;
  const first = firstSignature
    ? signatureHeight(firstSignature)
    : firstPending
      ? lineRoom(pdf, firstPending)
      : 0;
  return lines + first;
}

export function writeSignatures(pdf: PDFKit.PDFDocument, section: PdfSignatureSection) {
  writeLines(pdf, section.lines);
  if (section.lines.length > 0) pdf.moveDown(0.6);
  for (const signature of section.signed) writeSignature(pdf, signature, section.imageGap);
  writeLines(pdf, section.pending);
}

function writeSignature(pdf: PDFKit.PDFDocument, signature: PdfSignature, imageGap: string) {
  ensureRoom(pdf, signatureHeight(signature));
  if (signature.image) {
    const top = pdf.y;
    drawSignatureImage(pdf, signature.image, imageGap, { x: PAGE_MARGINS.left, y: top, ...SIGNATURE_BOX });
    pdf.y = top + SIGNATURE_BOX.height + 8;
  }
  pdf.x = PAGE_MARGINS.left;
  pdf.font('Helvetica-Bold').fontSize(10).text(signature.signerName);
  pdf.font('Helvetica').text(`${signature.meaning}, ${signature.signedAt}`);
  if (signature.contentHash)
    pdf.fontSize(7).fillColor('#555555').text(signature.contentHash).fillColor('black');
  pdf.moveDown(1);
}

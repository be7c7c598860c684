import PDFDocument from 'pdfkit';
import { drawSignatureImage } from './signature-image.ts';

/** One line of a page: a field's label and its value as text; without a value, a heading such as a section's. */
export interface PdfLine {
  label: string;
  value?: string;
  /** Steps in from the margin: what belongs to the line above, e.g. an addressed goal's status. */
  indent?: number;
}

export interface PdfPage {
  name: string;
  lines: PdfLine[];
}

interface PdfSignature {
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

/** Everything a document's PDF shows, already as text: the renderer decides only where it goes. */
export interface PdfContent {
  title: string;
  header: PdfLine[];
  /** Beyond the spec: safety alerts with their title, printed under the header so none is missed. */
  safety?: { title: string; alerts: string[] };
  pages: PdfPage[];
  signaturesTitle: string;
  /** What the signature page shows besides the signatures: the Program, and signatures that could not be collected. */
  signatureLines: PdfLine[];
  signatures: PdfSignature[];
  /** Printed in a signature's box instead of an image that cannot be drawn (issue 30). */
  signatureImageGap: string;
  /** Fixed so that the same document version renders the same bytes. */
  producedAt: Date;
}

const MARGIN = 54;
const SIGNATURE_BOX = { width: 180, height: 60 };
const ALERT_RED = '#b71c1c';
const INDENT_STEP = 16;

/**
 * A document's PDF (spec 2 §7 /evv/read/documentPdf): a header with the client and service date, one PDF page
 * per template page with its fields by label, then the signatures, each with its image, printed name, date and
 * time and meaning. Text wraps and flows onto further pages; only the standard PDF fonts are used.
 */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: content.title, CreationDate: content.producedAt, ModDate: content.producedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const heading = () => {
    pdf.font('Helvetica-Bold').fontSize(16).text(content.title);
    pdf.moveDown(0.3);
    for (const line of content.header) writeLine(pdf, line);
    pdf.moveDown(0.8);
    if (content.safety && content.safety.alerts.length > 0)
      writeAlerts(pdf, content.safety.title, content.safety.alerts);
  };
  heading();
  content.pages.forEach((page, i) => {
    if (i > 0) pdf.addPage();
    pdf.font('Helvetica-Bold').fontSize(13).text(page.name);
    pdf.moveDown(0.4);
    for (const line of page.lines) writeLine(pdf, line);
  });
  if (content.pages.length > 0) pdf.addPage();
  pdf.font('Helvetica-Bold').fontSize(13).text(content.signaturesTitle);
  pdf.moveDown(0.6);
  for (const line of content.signatureLines) writeLine(pdf, line);
  if (content.signatureLines.length > 0) pdf.moveDown(0.6);
  for (const signature of content.signatures) writeSignature(pdf, signature, content.signatureImageGap);
  pdf.end();
  return done;
}

function writeLine(pdf: PDFKit.PDFDocument, line: PdfLine) {
  const x = MARGIN + (line.indent ?? 0) * INDENT_STEP;
  if (line.value === undefined) {
    pdf.font('Helvetica-Bold').fontSize(10).text(line.label, x);
  } else {
    pdf.font('Helvetica-Bold').fontSize(10).text(`${line.label}: `, x, undefined, { continued: true });
    pdf.font('Helvetica').text(line.value || ' ');
  }
  pdf.x = MARGIN;
  pdf.moveDown(0.2);
}

/** The alerts in red under the header, with a red rule beside them. */
function writeAlerts(pdf: PDFKit.PDFDocument, title: string, alerts: string[]) {
  const top = pdf.y;
  const indent = MARGIN + 10;
  pdf.fillColor(ALERT_RED).font('Helvetica-Bold').fontSize(12).text(title, indent);
  pdf.moveDown(0.2);
  for (const alert of alerts) {
    pdf.font('Helvetica-Bold').fontSize(10).text(alert, indent);
    pdf.moveDown(0.2);
  }
  pdf.rect(MARGIN, top, 3, pdf.y - top).fill(ALERT_RED);
  pdf.fillColor('black');
  pdf.x = MARGIN;
  pdf.moveDown(0.8);
}

function writeSignature(pdf: PDFKit.PDFDocument, signature: PdfSignature, imageGap: string) {
  const needed = (signature.image ? SIGNATURE_BOX.height + 8 : 0) + 58;
  if (pdf.y + needed > pdf.page.height - MARGIN) pdf.addPage();
  if (signature.image) {
    const top = pdf.y;
    drawSignatureImage(pdf, signature.image, imageGap, { x: MARGIN, y: top, ...SIGNATURE_BOX });
    pdf.y = top + SIGNATURE_BOX.height + 8;
  }
  pdf.x = MARGIN;
  pdf.font('Helvetica-Bold').fontSize(10).text(signature.signerName);
  pdf.font('Helvetica').text(`${signature.meaning}, ${signature.signedAt}`);
  if (signature.contentHash)
    pdf.fontSize(7).fillColor('#555555').text(signature.contentHash).fillColor('black');
  pdf.moveDown(1);
}

import PDFDocument from 'pdfkit';
import { PAGE_MARGINS, ensureRoom, lineRoom, writeLines } from './pdf-layout.ts';
import { stampPages, type PdfRunningHeader } from './page-stamps.ts';
import { signaturesRoom, writeSignatures, type PdfSignatureSection } from './signature-section-layout.ts';

/**
 * One line of a page: a field's label and its value as text; a display text as a paragraph under its label; with
 * neither, a heading such as a section's.
 */
export interface PdfLine {
  label: string;
  value?: string;
  /** A read-only text of the form (consent wording, instructions), printed as a paragraph under its label. */
  text?: string;
  /** Steps in from the margin: what belongs to the line above, e.g. an addressed goal's status. */
  indent?: number;
}

export interface PdfPage {
  name: string;
  lines: PdfLine[];
}

/** Everything a document's PDF shows, already as text: the renderer decides only where it goes. */
export interface PdfContent {
  title: string;
  /** The first page's block under the title: client, service date, author, status. */
  summary: PdfLine[];
  /** Stamped on every page: whose record it is, which document, and the page number. */
  running: PdfRunningHeader;
  /** Beyond the spec: safety alerts with their title, printed under the summary so none is missed. */
  safety?: { title: string; alerts: string[] };
  pages: PdfPage[];
  signatures: PdfSignatureSection;
  /** Fixed so that the same document version renders the same bytes. */
  producedAt: Date;
}

const ALERT_RED = '#b71c1c';
/** A page's heading stays on the page of at least this many of its first lines. */
const LINES_KEPT_WITH_HEADING = 2;

/**
 * A document's PDF (spec 2 §7 /evv/read/documentPdf), printed as one record: the title and summary, then every
 * template page in one flow (a page is a heading, never a page break, and a heading never ends a sheet), then the
 * signatures and those still missing. Every sheet is stamped with the agency, the client, the document and
 * 'Page X of Y'. Text wraps and flows onto further sheets; only the standard PDF fonts are used.
 */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: PAGE_MARGINS,
    bufferPages: true,
    info: { Title: content.title, CreationDate: content.producedAt, ModDate: content.producedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(16).text(content.title);
  pdf.moveDown(0.3);
  writeLines(pdf, content.summary);
  pdf.moveDown(0.8);
  if (content.safety && content.safety.alerts.length > 0)
    writeAlerts(pdf, content.safety.title, content.safety.alerts);
  for (const page of content.pages) writePage(pdf, page);
  pdf.moveDown(0.6);
  ensureRoom(pdf, headingHeight(pdf, content.signatures.title) + signaturesRoom(pdf, content.signatures));
  writeHeading(pdf, content.signatures.title);
  writeSignatures(pdf, content.signatures);
  stampPages(pdf, content.running);
  pdf.end();
  return done;
}

/** A template page: its name as a heading, kept with its first lines, then its lines. */
function writePage(pdf: PDFKit.PDFDocument, page: PdfPage) {
  pdf.moveDown(0.6);
  const first = page.lines.slice(0, LINES_KEPT_WITH_HEADING);
  ensureRoom(pdf, headingHeight(pdf, page.name) + first.reduce((sum, line) => sum + lineRoom(pdf, line), 0));
  writeHeading(pdf, page.name);
  writeLines(pdf, page.lines);
}

function writeHeading(pdf: PDFKit.PDFDocument, text: string) {
  pdf.font('Helvetica-Bold').fontSize(13).text(text, PAGE_MARGINS.left);
  pdf.moveDown(0.4);
}

function headingHeight(pdf: PDFKit.PDFDocument, text: string): number {
  pdf.font('Helvetica-Bold').fontSize(13);
  return pdf.heightOfString(text) + pdf.currentLineHeight() * 0.4;
}

/** The alerts in red under the summary, with a red rule beside them. */
function writeAlerts(pdf: PDFKit.PDFDocument, title: string, alerts: string[]) {
  const top = pdf.y;
  const indent = PAGE_MARGINS.left + 10;
  pdf.fillColor(ALERT_RED).font('Helvetica-Bold').fontSize(12).text(title, indent);
  pdf.moveDown(0.2);
  for (const alert of alerts) {
    pdf.font('Helvetica-Bold').fontSize(10).text(alert, indent);
    pdf.moveDown(0.2);
  }
  pdf.rect(PAGE_MARGINS.left, top, 3, pdf.y - top).fill(ALERT_RED);
  pdf.fillColor('black');
  pdf.x = PAGE_MARGINS.left;
  pdf.moveDown(0.8);
}

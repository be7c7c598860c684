import { PAGE_MARGINS } from './pdf-layout.ts';

/** What every sheet of a document's PDF carries, as printed: a sheet on its own still says whose record it is. */
export interface PdfRunningHeader {
  agency: string;
  document: string;
  /** 'Service Date: 03/10/2026' */
  serviceDate: string;
  /** The client's name, date of birth and record number, each with its label. */
  client: string[];
  /** 'Page 2 of 5' */
  pageNumber: (page: number, pages: number) => string;
}

const GREY = '#555555';
const RULE_GREY = '#999999';
const SIZE = 8.5;
const HEADER_Y = 30;
const FOOTER_GAP = 22;

/**
 * Stamps the header (agency and document; client, date of birth and record number; service date) and the footer
 * ('Page X of Y') on every sheet, once all are laid out so that Y is known. Drawn in the margins, with the
 * margins lifted meanwhile: pdfkit starts a new sheet for text it finds below the bottom margin.
 */
export function stampPages(pdf: PDFKit.PDFDocument, running: PdfRunningHeader) {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    pdf.switchToPage(start + i);
    const margins = pdf.page.margins;
    pdf.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    stampHeader(pdf, running);
    stampFooter(pdf, running.pageNumber(i + 1, count));
    pdf.page.margins = margins;
  }
}

function stampHeader(pdf: PDFKit.PDFDocument, running: PdfRunningHeader) {
  const width = pdf.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right;
  const half = width / 2;
  const left = PAGE_MARGINS.left;
  pdf.fontSize(SIZE).fillColor('black');
  const lineHeight = pdf.currentLineHeight(true);
  const cell = (text: string, x: number, y: number, cellWidth: number, align: 'left' | 'right') =>
    pdf.text(text, x, y, { width: cellWidth, height: lineHeight, ellipsis: true, align, lineBreak: false });
  pdf.font('Helvetica-Bold');
  cell(running.agency, left, HEADER_Y, half - 6, 'left');
  cell(running.document, left + half + 6, HEADER_Y, half - 6, 'right');
  const second = HEADER_Y + lineHeight + 2;
  pdf.font('Helvetica').fillColor(GREY);
  cell(running.client.join('   '), left, second, width * 0.72, 'left');
  cell(running.serviceDate, left + width * 0.72, second, width * 0.28, 'right');
  const rule = second + lineHeight + 4;
  pdf
    .save()
    .lineWidth(0.5)
    .strokeColor(RULE_GREY)
    .moveTo(left, rule)
    .lineTo(left + width, rule)
    .stroke();
  pdf.restore();
  pdf.fillColor('black');
}

function stampFooter(pdf: PDFKit.PDFDocument, pageNumber: string) {
  const width = pdf.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right;
  const y = pdf.page.height - PAGE_MARGINS.bottom + FOOTER_GAP;
  pdf.save().lineWidth(0.5).strokeColor(RULE_GREY);
  pdf
    .moveTo(PAGE_MARGINS.left, y - 6)
    .lineTo(PAGE_MARGINS.left + width, y - 6)
    .stroke();
  pdf.restore();
  pdf.font('Helvetica').fontSize(SIZE).fillColor(GREY);
  pdf.text(pageNumber, PAGE_MARGINS.left, y, { width, align: 'right', lineBreak: false });
  pdf.fillColor('black');
}

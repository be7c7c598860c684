import type { PdfLine } from './render-pdf.ts';

/** Room above and below the text for the stamped header and footer (page-stamps.ts). */
export const PAGE_MARGINS = { top: 78, bottom: 62, left: 54, right: 54 };

const INDENT_STEP = 16;
const FONT_SIZE = 10;
/** At most this much of one line is kept whole: a long narrative flows on to the next sheet instead. */
const MOST_KEPT_WHOLE = 40;

/** A new sheet unless `height` fits below the cursor (on a fresh sheet, whatever its height, it goes there). */
export function ensureRoom(pdf: PDFKit.PDFDocument, height: number) {
  if (pdf.y + height > pdf.page.maxY() && pdf.y > pdf.page.margins.top) pdf.addPage();
}

const indentOf = (line: PdfLine) => PAGE_MARGINS.left + (line.indent ?? 0) * INDENT_STEP;

/**
 * The height a line needs to start on this sheet: all of a short one, the first lines of a long one. Estimated from
 * the text's width rather than wrapped, which would cost as much as printing it: enough to keep lines together.
 */
export function lineRoom(pdf: PDFKit.PDFDocument, line: PdfLine): number {
  const width = pdf.page.width - PAGE_MARGINS.right - indentOf(line);
  pdf.fontSize(FONT_SIZE);
  const rows = (font: string, text: string) =>
    text
      .split('\n')
      .reduce((sum, part) => sum + Math.max(1, Math.ceil(pdf.font(font).widthOfString(part) / width)), 0);
  const label =
    line.value === undefined
      ? rows('Helvetica-Bold', line.label)
      : rows('Helvetica', `${line.label}: ${line.value}`);
  const text = line.text === undefined ? 0 : rows('Helvetica', line.text);
  const lineHeight = pdf.currentLineHeight(true);
  return Math.min((label + text) * lineHeight, MOST_KEPT_WHOLE) + lineHeight * 0.2;
}

/**
 * Lines in order; a heading, or a line that what follows is indented under, is kept on the sheet of the line
 * after it.
 */
export function writeLines(pdf: PDFKit.PDFDocument, lines: readonly PdfLine[]) {
  const rooms = lines.map((line) => lineRoom(pdf, line));
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const leads = next !== undefined && (isHeading(line) || (next.indent ?? 0) > (line.indent ?? 0));
    ensureRoom(pdf, rooms[i]! + (leads ? rooms[i + 1]! : 0));
    writeLine(pdf, line);
  });
}

const isHeading = (line: PdfLine) => line.value === undefined && line.text === undefined;

function writeLine(pdf: PDFKit.PDFDocument, line: PdfLine) {
  const x = indentOf(line);
  pdf.fontSize(FONT_SIZE);
  if (line.value !== undefined) {
    pdf.font('Helvetica-Bold').text(`${line.label}: `, x, undefined, { continued: true });
    pdf.font('Helvetica').text(line.value || ' ');
  } else {
    if (line.label) pdf.font('Helvetica-Bold').text(line.label, x);
    if (line.text !== undefined) pdf.font('Helvetica').text(line.text, x).moveDown(0.2);
  }
  pdf.x = PAGE_MARGINS.left;
  pdf.moveDown(0.2);
}

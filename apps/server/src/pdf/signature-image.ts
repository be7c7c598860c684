import { checkSignaturePng } from '../images/checked-signature-png.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const GAP_GREY = '#777777';

/**
 * A drawn signature fitted into its box. An image beyond the limits or damaged (a document stored before issue 30
 * may hold one), or one pdfkit still cannot read, is printed as a bordered box saying so: the rest of the document
 * prints, and the request never fails or stalls the server on it.
 */
export function drawSignatureImage(pdf: PDFKit.PDFDocument, image: string, gapText: string, box: Box) {
  const { png } = checkSignaturePng(image);
  if (png) {
    try {
      // pdfkit parses the file before it adds any object to the document: a parse failure leaves nothing behind.
      pdf.image(Buffer.from(png.file.buffer, png.file.byteOffset, png.file.byteLength), box.x, box.y, {
        fit: [box.width, box.height],
      });
      return;
    } catch {
      // drawn as the gap below
    }
  }
  pdf.save().lineWidth(0.75).strokeColor(GAP_GREY).rect(box.x, box.y, box.width, box.height).stroke();
  pdf.restore();
  pdf
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor(GAP_GREY)
    .text(gapText, box.x + 6, box.y + box.height / 2 - 5, { width: box.width - 12, align: 'center' })
    .fillColor('black');
}

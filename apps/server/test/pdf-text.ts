import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the standard fonts' metrics from its own package, as a path in Node. */
const standardFontDataUrl = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

/** The text of the whole PDF and of each page, and the number of images painted, read back with pdf.js. */
export async function parsePdf(base64: string) {
  const pdf = await getDocument({ data: new Uint8Array(Buffer.from(base64, 'base64')), standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  await pdf.destroy();
  return { text: pages.join('\n'), pages, pageCount: pdf.numPages, images };
}

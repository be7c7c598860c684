// Document PDF benchmark (issue 16): the server's PDF renderer (apps/server/src/pdf/render-pdf.ts, pdfkit) on a
// 12-page document with three drawn signatures beside an empty one-page document, each sheet stamped with its
// header and footer (issue 31), in this one Node process (one core: rendering is synchronous JavaScript). Each size
// renders in rounds of ROUND_MS, alternating which goes first; the table shows documents per second (median of the
// rounds), the PDF's size and the ratio. The cache and the database are left out: this measures what a cache miss
// costs. No assertions; not part of `npm test`.
import { renderPdf, type PdfContent, type PdfPage } from '../apps/server/src/pdf/render-pdf.ts';
import { signaturePng } from '../apps/server/src/seed/signature-png.ts';
import { createRandom } from '../apps/server/src/seed/random.ts';
import { row } from './support/browser-bench.ts';
import { median } from './support/statistics.ts';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 6));
const ROUND_MS = Math.max(100, Number(process.env.BENCH_ROUND_MS ?? 1500));
const PAGES = 12;
const FIELDS_PER_PAGE = 18;
const producedAt = new Date('2026-03-09T16:00:00Z');

const sentence =
  'Client reported sleeping better since the medication change and walked twice this week with support.';

/** A full page of a progress note: short answers and, every third field, a long narrative that wraps. */
function page(n: number): PdfPage {
  return {
    name: `Page ${n + 1}`,
    lines: Array.from({ length: FIELDS_PER_PAGE }, (_, i) => ({
      label: `Question ${n + 1}.${i + 1}`,
      value: i % 3 === 2 ? `${sentence} ${sentence} ${sentence}` : `Answer ${i + 1}`,
    })),
  };
}

const summary = [
  { label: 'Client', value: 'Client, Ann' },
  { label: 'Client ID', value: 'C-1001' },
  { label: 'Service Date', value: '03/09/2026' },
];

/** Every sheet's header and footer (issue 31 item 6). */
const running = {
  agency: 'Harbor Behavioral Health - Pennsylvania',
  document: 'Comprehensive Intake',
  serviceDate: 'Service Date: 03/09/2026',
  client: ['Client: Client, Ann', 'Date of Birth: 05/16/1991', 'Client ID: C-1001'],
  pageNumber: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

const imageGap = 'Signature image could not be shown';

const full: PdfContent = {
  title: 'Comprehensive Intake',
  summary,
  running,
  pages: Array.from({ length: PAGES }, (_, n) => page(n)),
  signatures: {
    title: 'Signatures',
    lines: [{ label: 'Program', value: 'Outpatient Mental Health' }],
    signed: [
      { meaning: 'Client', signerName: 'Client, Ann (Self)', image: signaturePng(createRandom(1)) },
      { meaning: 'Guardian', signerName: 'Gail Guardian', image: signaturePng(createRandom(2)) },
      { meaning: 'Co-signing Staff', signerName: 'Tester, Carol', image: signaturePng(createRandom(3)) },
    ].map((signature) => ({
      ...signature,
      signedAt: '03/09/2026 11:05 AM EDT',
      contentHash: `Content SHA-256: ${'A1'.repeat(32)}`,
    })),
    pending: [{ label: 'Awaiting signature of Director, Dana' }],
    imageGap,
  },
  producedAt,
};

const empty: PdfContent = {
  title: 'Empty',
  summary: [],
  running,
  pages: [],
  signatures: { title: 'Signatures', lines: [], signed: [], pending: [], imageGap },
  producedAt,
};

/** Pages of a rendered PDF: its page objects (pdfkit writes the object dictionaries uncompressed). */
const pageCount = (pdf: Buffer): number => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/** Documents per second over one round. */
async function round(content: PdfContent): Promise<number> {
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < ROUND_MS) {
    await renderPdf(content);
    count++;
  }
  return (count * 1000) / (performance.now() - start);
}

async function main() {
  const fullBytes = await renderPdf(full);
  const emptyBytes = await renderPdf(empty);
  for (let i = 0; i < 20; i++) await renderPdf(i % 2 ? full : empty); // warm-up
  const rates = { full: [] as number[], empty: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? (['empty', 'full'] as const) : (['full', 'empty'] as const);
    for (const size of order) rates[size].push(await round(size === 'full' ? full : empty));
  }
  const fullRate = median(rates.full);
  const emptyRate = median(rates.empty);
  console.log(
    `\ndocument PDF (pdfkit), Node ${process.version}, one core; medians of ${ROUNDS} rounds of ${ROUND_MS} ms, alternating\n`,
  );
  const widths = [42, 7, 10, 9];
  console.log(row(['document', 'pages', 'docs/s', 'PDF kB'], widths));
  console.log(
    row(
      [
        'empty, one page',
        String(pageCount(emptyBytes)),
        emptyRate.toFixed(1),
        (emptyBytes.length / 1024).toFixed(1),
      ],
      widths,
    ),
  );
  console.log(
    row(
      [
        `${PAGES} template pages + signatures, 3 signatures`,
        String(pageCount(fullBytes)),
        fullRate.toFixed(1),
        (fullBytes.length / 1024).toFixed(1),
      ],
      widths,
    ),
  );
  console.log(row(['ratio (empty / full)', '', (emptyRate / fullRate).toFixed(1), ''], widths));
}

await main();

// Signature image benchmark (issue 30: no image stops the server). A document's PDF is rendered again and again
// (force) while another client keeps asking for the app's configuration (GET /config/app-config.json, one request
// after another), all in this one Node process on embedded PGlite. The figure is the other client's worst reply:
// with the PDF of the largest signature image the limits allow, with the attacker's 16000 × 16000 header (now
// printed as a gap), and beside it the same client with nothing else running (the baseline, measured first and
// last). Before the fix the attacker's image held every reply for about 33 s. No assertions; not part of npm test.
import { loadavg } from 'node:os';
import { SIGNATURE_IMAGE_LIMITS } from '@carevisit/core';
import * as t from '../apps/server/src/db/schema/index.ts';
import { createTemplate } from '../apps/server/src/documents/template-versions.ts';
import { checkSignaturePng } from '../apps/server/src/images/checked-signature-png.ts';
import { startTestServer, type TestServer } from '../apps/server/test/harness.ts';
import { hugeDeclaredPng, largestAllowedPng } from '../apps/server/test/png-fixtures.ts';
import { row } from './support/browser-bench.ts';
import { median } from './support/statistics.ts';

const RENDERS = Math.max(1, Number(process.env.BENCH_RENDERS ?? 5));

interface Replies {
  count: number;
  medianMs: number;
  worstMs: number;
}

/** The other client: one configuration request after another until `busy` settles, each reply timed. */
async function repliesWhile(baseUrl: string, busy: Promise<unknown>): Promise<Replies> {
  let done = false;
  const stop = () => (done = true);
  void busy.then(stop, stop);
  const times: number[] = [];
  while (!done) {
    const start = performance.now();
    const reply = await fetch(`${baseUrl}/config/app-config.json`);
    await reply.arrayBuffer();
    times.push(performance.now() - start);
  }
  await busy;
  return { count: times.length, medianMs: median(times), worstMs: Math.max(...times) };
}

/** A signed document of alice's holding one client signature drawn as `image`, stored as a write stores it. */
async function documentWithSignature(server: TestServer, templateId: number, image: string): Promise<number> {
  const f = server.fixture;
  const [document] = await server.database.db
    .insert(t.documents)
    .values({
      accountId: f.accountId,
      serviceDocumentId: templateId,
      clientId: f.clients.clientA.clientId,
      staffId: f.staff.alice.staffId,
      organizationId: f.orgs.orgA.id,
      serviceDate: '2026-03-09',
      documentName: 'Consent for Treatment',
      documentCode: 'CFT',
      documentStatus: 'Signed',
      fullySigned: true,
      moduleData: [],
      signature: {
        externalSignatures: [
          {
            name: 'Client, Ann (Self)',
            signature: image,
            signedDate: '2026-03-09T15:00:00.000Z',
            unableToCollectYN: 'N',
            unableReason: null,
            docSignaturePadId: null,
          },
        ],
        signedBy: null,
        signedDate: null,
        nextStaffId: null,
      },
    })
    .returning();
  return document!.id;
}

async function main() {
  const server = await startTestServer({ rateLimitPerMinute: 1_000_000 });
  const token = await server.login('alice');
  const templateId = await createTemplate(server.database.db, {
    accountId: server.fixture.accountId,
    setupId: 3001,
    description: 'Consent for Treatment',
    code: 'CFT',
    modules: [],
    signatureConfiguration: {
      numberOfExternalSignatures: 1,
      numberOfStaffSignatures: 0,
      minimumNumberOfStaffSignatures: 0,
      multipleSignature: false,
    },
  });
  const largest = largestAllowedPng();
  if (!checkSignaturePng(largest).png) throw new Error('the largest allowed image is refused');
  const cases = [
    { name: 'largest allowed: 2000 × 2000, 16-bit RGBA', image: largest },
    { name: 'attack: 16000 × 16000 header (a gap)', image: hugeDeclaredPng() },
  ];
  const renders = async (documentId: number) => {
    const start = performance.now();
    for (let i = 0; i < RENDERS; i++) {
      const { status } = await server.post('/evv/read/documentPdf', { documentId, force: true }, token);
      if (status !== 200) throw new Error(`the PDF answered ${status}`);
    }
    return (performance.now() - start) / RENDERS;
  };
  const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  await repliesWhile(server.baseUrl, idle(500)); // warm-up
  const measured: { name: string; pdfMs: number | null; replies: Replies }[] = [];
  const baselineBefore = await repliesWhile(server.baseUrl, idle(2000));
  for (const { name, image } of cases) {
    const documentId = await documentWithSignature(server, templateId, image);
    let pdfMs = 0;
    const replies = await repliesWhile(
      server.baseUrl,
      renders(documentId).then((ms) => (pdfMs = ms)),
    );
    measured.push({ name, pdfMs, replies });
  }
  const baselineAfter = await repliesWhile(server.baseUrl, idle(2000));
  await server.close();

  const baselineWorst = Math.max(baselineBefore.worstMs, baselineAfter.worstMs);
  const { maxSidePixels, maxPixels, maxFileBytes } = SIGNATURE_IMAGE_LIMITS;
  console.log(
    `\nsignature image benchmark, Node ${process.version}, PGlite, one process; limits ${maxSidePixels} px a side, ` +
      `${maxPixels / 1e6} MP, ${maxFileBytes / 1024} KB; ${RENDERS} forced PDFs per case; load average ` +
      `${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}\n`,
  );
  const widths = [44, 9, 9, 11, 11, 16];
  console.log(row(['while', 'ms/PDF', 'replies', 'median ms', 'worst ms', 'worst/baseline'], widths));
  const line = (name: string, pdfMs: number | null, replies: Replies) =>
    console.log(
      row(
        [
          name,
          pdfMs === null ? '' : pdfMs.toFixed(0),
          String(replies.count),
          replies.medianMs.toFixed(1),
          replies.worstMs.toFixed(0),
          (replies.worstMs / baselineWorst).toFixed(1),
        ],
        widths,
      ),
    );
  line('nothing else (baseline, first)', null, baselineBefore);
  for (const { name, pdfMs, replies } of measured) line(name, pdfMs, replies);
  line('nothing else (baseline, last)', null, baselineAfter);
}

await main();

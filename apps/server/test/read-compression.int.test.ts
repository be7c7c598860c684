import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema/index.ts';
import { clientAAppointmentRow } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Table reads compress their replies themselves (http/compress-reply.ts, issue 18 §4): the encodings a device
// accepts, brotli first, and the JSON unchanged once unpacked.

let server: TestServer;
let alice: string;
beforeAll(async () => {
  server = await startTestServer();
  alice = await server.login('alice');
  const f = server.fixture;
  const [clientProgram] = await server.database.db
    .select()
    .from(t.clientPrograms)
    .where(eq(t.clientPrograms.clientId, f.clients.clientA.clientId));
  const hour = (n: number) => new Date(Date.UTC(2026, 0, 5, 8 + n));
  await server.database.db
    .insert(t.appointments)
    .values(
      Array.from({ length: 10 }, (_, n) =>
        clientAAppointmentRow(f, clientProgram!.id, f.staff.alice.staffId, hour(n), hour(n + 1)),
      ),
    );
});
afterAll(() => server.close());

function readWith(acceptEncoding: string) {
  const payload = JSON.stringify({ limit: 1000 });
  return new Promise<{ headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    const request = http.request(
      `${server.baseUrl}/evv/read/appointment`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${alice}`,
          'content-type': 'application/json',
          'accept-encoding': acceptEncoding,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, raw: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('a table read', () => {
  it('comes in brotli, else gzip, else as it is, with the same JSON', async () => {
    const plain = await readWith('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const page = JSON.parse(plain.raw.toString('utf8')) as { resources: unknown[]; syncTime: string };
    expect(page.resources.length).toBeGreaterThan(0);
    const withoutTime = (text: string) => ({ ...(JSON.parse(text) as object), syncTime: null });

    const br = await readWith('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.raw.length).toBeLessThan(plain.raw.length);
    expect(withoutTime(brotliDecompressSync(br.raw).toString('utf8'))).toEqual(
      withoutTime(plain.raw.toString()),
    );

    const gzip = await readWith('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(withoutTime(gunzipSync(gzip.raw).toString('utf8'))).toEqual(withoutTime(plain.raw.toString()));
  });
});

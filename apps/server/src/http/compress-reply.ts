import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a reply goes as it is (as @fastify/compress's threshold in app.ts). */
const THRESHOLD = 1024;
/**
 * Brotli at quality 4 (@fastify/compress's own default). On a page of 100 appointments with varied clients
 * and addresses (104 kB of JSON) it writes 13.8 kB in 0.7 ms where quality 5 writes 12.5 kB in 1.2 ms and
 * gzip -6 13.7 kB in 0.9 ms: at 5 the compression cost a page read over HTTP more than its query (issue 18 §4).
 */
export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding the caller accepts that we send: br, else gzip (q=0 refuses one), else none. */
function chosenEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * An onSend hook for routes whose replies are whole JSON strings (table reads): compresses the string in one
 * call instead of @fastify/compress's stream pipeline (peek, duplex and compressor streams per reply), which
 * cost a page read over HTTP about half a millisecond (issue 18 §4). Same encodings and quality.
 */
export async function compressReply(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // Measured in characters, which never outnumber the bytes: Buffer.byteLength copied the whole reply to count.
  if (typeof payload !== 'string' || payload.length < THRESHOLD) return payload;
  void reply.header('vary', 'accept-encoding');
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const body = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzipped(payload);
  void reply.header('content-encoding', encoding);
  return body;
}

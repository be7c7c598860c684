// A light HTTP client for server benchmarks: node:http with one kept-alive connection, asking for a compressed
// reply as a device does and unpacking it. fetch (undici) spends more CPU per request on its own streams than
// the server spends answering, which on one shared process would be counted against the server.
import http from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';

const unbrotli = promisify(brotliDecompress);
const ungzip = promisify(gunzip);

export function jsonClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    post(path: string, body: unknown, token: string): Promise<{ status: number; body: unknown }> {
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const request = http.request(
          `${baseUrl}${path}`,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
              'accept-encoding': 'br, gzip',
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => {
              const raw = Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              const unpacked =
                encoding === 'br' ? unbrotli(raw) : encoding === 'gzip' ? ungzip(raw) : Promise.resolve(raw);
              unpacked.then(
                (text) =>
                  resolve({ status: response.statusCode ?? 0, body: JSON.parse(text.toString('utf8')) }),
                reject,
              );
            });
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

import zlib from 'node:zlib';
import type { Random } from './random.ts';

const WIDTH = 240;
const HEIGHT = 80;

/**
 * A client's signature as PNG base64 (the form visits store): a pen stroke drawn from a few random waves,
 * dark ink on white, 8-bit greyscale.
 */
export function signaturePng(rng: Random): string {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const waves = [rng.float(0.03, 0.06), rng.float(0.08, 0.14), rng.float(0.2, 0.3)];
  const heights = [rng.float(10, 18), rng.float(5, 9), rng.float(2, 4)];
  const phase = rng.float(0, Math.PI);
  let previous: [number, number] | null = null;
  for (let x = 16; x < WIDTH - 16; x++) {
    const y =
      HEIGHT / 2 +
      waves.reduce((sum, wave, i) => sum + heights[i]! * Math.sin(x * wave + phase * (i + 1)), 0);
    if (previous) line(pixels, previous, [x, y]);
    previous = [x, y];
  }
  return encodePng(pixels).toString('base64');
}

function line(pixels: Uint8Array, [x0, y0]: [number, number], [x1, y1]: [number, number]): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
  for (let s = 0; s <= steps; s++) {
    const x = Math.round(x0 + ((x1 - x0) * s) / steps);
    const y = Math.round(y0 + ((y1 - y0) * s) / steps);
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
    ] as const) {
      const px = x + dx;
      const py = y + dy;
      if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) pixels[py * WIDTH + px] = 20;
    }
  }
}

function encodePng(pixels: Uint8Array): Buffer {
  const raw = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * (WIDTH + 1)] = 0; // filter: none
    raw.set(pixels.subarray(y * WIDTH, (y + 1) * WIDTH), y * (WIDTH + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

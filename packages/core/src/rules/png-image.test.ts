import { describe, expect, it } from 'vitest';
import { SIGNATURE_IMAGE_LIMITS } from '../constants.ts';
import { formatMessage } from '../messages/format.ts';
import { base64Bytes } from './base64-bytes.ts';
import { readSignaturePng, signatureImageLimitParams } from './png-image.ts';

/** A real 1×1 RGBA PNG, as a signature pad's canvas writes one. */
const ONE_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of bytes (core has no Buffer; this test writes its own). */
function base64(bytes: readonly number[]): string {
  const digits: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const group = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const kept = Math.min(bytes.length - i, 3) + 1;
    for (let d = 0; d < 4; d++) digits.push(d < kept ? ALPHABET[(group >> (18 - 6 * d)) & 63]! : '=');
  }
  return digits.join('');
}

const uint32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** A chunk with a zero CRC: the check reads the structure, not the CRCs. */
const chunk = (type: string, data: number[] = []) => [
  ...uint32(data.length),
  ...[...type].map((c) => c.charCodeAt(0)),
  ...data,
  0,
  0,
  0,
  0,
];
const ihdr = (width: number, height: number, bitDepth = 8, colourType = 6, interlace = 0) =>
  chunk('IHDR', [...uint32(width), ...uint32(height), bitDepth, colourType, 0, 0, interlace]);
/** A few bytes of zlib stream: core does not inflate, so any bytes stand for the image data. */
const IDAT = chunk('IDAT', [0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]);
const IEND = chunk('IEND');
const png = (...chunks: number[][]) => base64([...SIGNATURE, ...chunks.flat()]);

describe('readSignaturePng (issue 30)', () => {
  it('reads a real PNG: its header, image data and row size', () => {
    const { png: read } = readSignaturePng(ONE_PIXEL);
    expect(read?.base64).toBe(ONE_PIXEL);
    expect(read?.header).toEqual({ width: 1, height: 1, bitDepth: 8, colourType: 6 });
    expect(read?.rowBytes).toBe(4);
    expect(read?.imageData.length).toBe(13);
  });

  it('takes a data URL and keeps the base64 alone', () => {
    expect(readSignaturePng(`data:image/png;base64,${ONE_PIXEL}`).png?.base64).toBe(ONE_PIXEL);
    expect(readSignaturePng(`data:image/svg+xml;base64,${ONE_PIXEL}`).refusal).toBe('notPng');
  });

  it('refuses a header declaring 16000×16000 pixels, however small its image data', () => {
    expect(readSignaturePng(png(ihdr(16_000, 16_000), IDAT, IEND)).refusal).toBe('tooLarge');
  });

  it('holds each side to 4096 pixels and the whole to 4 megapixels', () => {
    const { maxSidePixels, maxPixels } = SIGNATURE_IMAGE_LIMITS;
    const sized = (width: number, height: number) => readSignaturePng(png(ihdr(width, height), IDAT, IEND));
    expect(sized(maxSidePixels, 976).png?.rowBytes).toBe(maxSidePixels * 4);
    expect(sized(maxSidePixels + 1, 10).refusal).toBe('tooLarge');
    expect(sized(10, maxSidePixels + 1).refusal).toBe('tooLarge');
    expect(sized(2000, maxPixels / 2000).png).toBeDefined();
    expect(sized(2000, maxPixels / 2000 + 1).refusal).toBe('tooLarge');
  });

  it('refuses a file over the size limit before decoding it', () => {
    const tooLong = 'A'.repeat(Math.ceil(SIGNATURE_IMAGE_LIMITS.maxFileBytes / 3) * 4 + 4);
    expect(readSignaturePng(tooLong).refusal).toBe('tooLarge');
    const text = new Array<number>(SIGNATURE_IMAGE_LIMITS.maxFileBytes - 78).fill(65); // a file of exactly the limit
    expect(readSignaturePng(png(ihdr(1, 1), IDAT, chunk('tEXt', text), IEND)).png).toBeDefined();
    const oneMore = [...text, 65];
    expect(readSignaturePng(png(ihdr(1, 1), IDAT, chunk('tEXt', oneMore), IEND)).refusal).toBe('tooLarge');
  });

  it.each([
    ['a PNG header alone', png()],
    ['a header followed by garbage', png([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])],
    ['an IHDR and nothing after it', png(ihdr(10, 10))],
    ['no IEND', png(ihdr(10, 10), IDAT)],
    ['no IDAT', png(ihdr(10, 10), IEND)],
    ['bytes after IEND', png(ihdr(10, 10), IDAT, IEND, [0])],
    ['a chunk longer than the file', png(ihdr(10, 10), [...uint32(500), 73, 68, 65, 84, 1, 2], IEND)],
    ['a first chunk other than IHDR', png(IDAT, ihdr(10, 10), IEND)],
    ['a bit depth its colour type does not have', png(ihdr(10, 10, 4, 6), IDAT, IEND)],
    ['an unknown colour type', png(ihdr(10, 10, 8, 5), IDAT, IEND)],
    ['a zero width', png(ihdr(0, 10), IDAT, IEND)],
    ['an interlaced image', png(ihdr(10, 10, 8, 6, 1), IDAT, IEND)],
    ['a palette image without a palette', png(ihdr(10, 10, 8, 3), IDAT, IEND)],
    ['a palette that is not whole entries', png(ihdr(10, 10, 8, 3), chunk('PLTE', [1, 2]), IDAT, IEND)],
    ['something other than PNG', base64([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])],
    ['text that is not base64', `${ONE_PIXEL.slice(0, 40)}*${ONE_PIXEL.slice(41)}`],
    ['an empty value', ''],
  ])('refuses %s as not a PNG', (_name, value) => {
    expect(readSignaturePng(value).refusal).toBe('notPng');
  });

  it('reads a palette image with its palette, rows rounded up to whole bytes', () => {
    const read = readSignaturePng(png(ihdr(9, 2, 4, 3), chunk('PLTE', [0, 0, 0, 255, 255, 255]), IDAT, IEND));
    expect(read.png?.rowBytes).toBe(5);
  });

  it('words the limits for the refusal', () => {
    expect(formatMessage('documentWrite.signatureTooLarge', signatureImageLimitParams)).toBe(
      'An external signature image can be at most 4096 pixels wide and high, 4 megapixels and 1024 KB.',
    );
  });
});

describe('base64Bytes', () => {
  it('decodes with and without padding, and refuses what is not base64', () => {
    expect([...base64Bytes('TWFu')!]).toEqual([77, 97, 110]);
    expect([...base64Bytes('TWE=')!]).toEqual([77, 97]);
    expect([...base64Bytes('TWE')!]).toEqual([77, 97]);
    expect([...base64Bytes('TQ==')!]).toEqual([77]);
    expect(base64Bytes('TQ=')).toBeNull();
    expect(base64Bytes('T')).toBeNull();
    expect(base64Bytes('TW E')).toBeNull();
    expect(base64Bytes('TWé=')).toBeNull();
  });
});

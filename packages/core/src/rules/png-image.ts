import { SIGNATURE_IMAGE_LIMITS } from '../constants.ts';
import type { MessageParams } from '../messages/format.ts';
import { base64Bytes } from './base64-bytes.ts';

/**
 * A drawn signature travels as a PNG's base64 (spec 1 §3 Visit signature). A write may send it as a data URL;
 * the prefix is dropped, so what is stored, synced and drawn into a PDF is the base64 alone.
 */
const DATA_URL_PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The largest chunk length the PNG specification allows (2^31 - 1). */
const MAX_CHUNK_LENGTH = 0x7fffffff;
/** Each colour type's bit depths and samples per pixel (PNG specification, IHDR). */
const COLOUR_TYPES: Readonly<Record<number, { depths: readonly number[]; samples: number }>> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
}

export interface SignaturePng {
  /** The PNG's base64 as stored: never a data URL. */
  base64: string;
  /** The PNG file. */
  file: Uint8Array;
  header: PngHeader;
  /** The IDAT chunks' data in order: one zlib stream, which inflates to `height` rows of a filter byte and rowBytes. */
  imageData: Uint8Array;
  rowBytes: number;
}

/** notPng: not a PNG, or a damaged or cut-off one; tooLarge: a PNG beyond SIGNATURE_IMAGE_LIMITS. */
type SignaturePngRefusal = 'notPng' | 'tooLarge';

export type SignaturePngReading =
  { png: SignaturePng; refusal?: never } | { png?: never; refusal: SignaturePngRefusal };

/** The limits as a refusal's message shows them. */
export const signatureImageLimitParams: MessageParams = {
  maxSide: SIGNATURE_IMAGE_LIMITS.maxSidePixels,
  megapixels: SIGNATURE_IMAGE_LIMITS.maxPixels / 1_000_000,
  kilobytes: SIGNATURE_IMAGE_LIMITS.maxFileBytes / 1024,
};

/** Longer base64 holds a larger file: refused before it is decoded. */
const MAX_BASE64_LENGTH = Math.ceil(SIGNATURE_IMAGE_LIMITS.maxFileBytes / 3) * 4;

/**
 * Issue 30: a drawn signature as base64 (a PNG data URL's prefix allowed), read as far as a PNG can be without
 * inflating it: the signature bytes, the IHDR chunk (size within the limits, a valid bit depth and colour type,
 * not interlaced, as no signature pad writes that), and every chunk whole through IEND with nothing after it, at
 * least one IDAT, and a whole palette where the colour type needs one. CRCs are not checked: inflating the image
 * data (the server's part, as core has no zlib) finds the damage that matters. A refusal says only its kind, so
 * no image data reaches a message or a log.
 */
export function readSignaturePng(value: string): SignaturePngReading {
  const base64 = value.startsWith(DATA_URL_PREFIX) ? value.slice(DATA_URL_PREFIX.length) : value;
  if (base64.length > MAX_BASE64_LENGTH) return { refusal: 'tooLarge' };
  const file = base64Bytes(base64);
  if (!file || !PNG_SIGNATURE.every((byte, i) => file[i] === byte)) return { refusal: 'notPng' };
  if (file.length > SIGNATURE_IMAGE_LIMITS.maxFileBytes) return { refusal: 'tooLarge' };
  const chunks = chunksOf(file);
  if (!chunks || chunks[0]?.type !== 'IHDR') return { refusal: 'notPng' };
  const header = headerOf(chunks[0].data);
  if (!header) return { refusal: 'notPng' };
  if (!withinLimits(header)) return { refusal: 'tooLarge' };
  const idat = chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data);
  const palette = chunks.find((chunk) => chunk.type === 'PLTE')?.data;
  if (idat.length === 0 || (header.colourType === 3 && !wholePalette(palette))) return { refusal: 'notPng' };
  const bitsPerPixel = header.bitDepth * COLOUR_TYPES[header.colourType]!.samples;
  return {
    png: {
      base64,
      file,
      header,
      imageData: joined(idat),
      rowBytes: Math.ceil((header.width * bitsPerPixel) / 8),
    },
  };
}

interface Chunk {
  type: string;
  data: Uint8Array;
}

/** Every chunk after the signature, or null unless each is whole and the last is an empty IEND at the end. */
function chunksOf(file: Uint8Array): Chunk[] | null {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const chunks: Chunk[] = [];
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= file.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    if (length > MAX_CHUNK_LENGTH || !/^[A-Za-z]{4}$/.test(type)) return null;
    const end = at + 12 + length;
    if (end > file.length) return null;
    chunks.push({ type, data: file.subarray(at + 8, at + 8 + length) });
    at = end;
    if (type === 'IEND') return length === 0 && at === file.length ? chunks : null;
  }
  return null;
}

function headerOf(data: Uint8Array): PngHeader | null {
  if (data.length !== 13) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const header = {
    width: view.getUint32(0),
    height: view.getUint32(4),
    bitDepth: data[8]!,
    colourType: data[9]!,
  };
  const depths = COLOUR_TYPES[header.colourType]?.depths ?? [];
  const valid =
    header.width > 0 &&
    header.height > 0 &&
    depths.includes(header.bitDepth) &&
    data[10] === 0 && // compression: deflate
    data[11] === 0 && // filter method: adaptive
    data[12] === 0; // interlace: none
  return valid ? header : null;
}

function withinLimits({ width, height }: PngHeader): boolean {
  const { maxSidePixels, maxPixels } = SIGNATURE_IMAGE_LIMITS;
  return width <= maxSidePixels && height <= maxSidePixels && width * height <= maxPixels;
}

/** 1 to 256 RGB entries. */
const wholePalette = (palette: Uint8Array | undefined): boolean =>
  palette !== undefined && palette.length > 0 && palette.length <= 768 && palette.length % 3 === 0;

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

// PNG files for the signature image tests and bench (issue 30): whole ones of any size and kind, and the attacker's.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel of each colour type. */
const SAMPLES: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function chunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number, bitDepth = 8, colourType = 6): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colourType, 0, 0, 0], 8);
  return chunk('IHDR', data);
}

const pngBase64 = (...chunks: Buffer[]): string =>
  Buffer.concat([SIGNATURE, ...chunks, chunk('IEND')]).toString('base64');

/** The rows a PNG of this size and kind inflates to: white, with a dark stroke across, every filter byte 0. */
function scanlines(width: number, height: number, bitDepth = 8, colourType = 6): Buffer {
  const rowBytes = Math.ceil((width * bitDepth * SAMPLES[colourType]!) / 8);
  const rows = Buffer.alloc(height * (1 + rowBytes), 0xff);
  for (let y = 0; y < height; y++) {
    rows[y * (1 + rowBytes)] = 0;
    const x = Math.floor((y * rowBytes) / height);
    rows.fill(0x20, y * (1 + rowBytes) + 1 + x, y * (1 + rowBytes) + 1 + Math.min(rowBytes, x + 8));
  }
  return rows;
}

/** A whole PNG of this size and kind (RGBA by default, as a signature pad's canvas writes). */
export function wholePng(width: number, height: number, bitDepth = 8, colourType = 6): string {
  const rows = scanlines(width, height, bitDepth, colourType);
  return pngBase64(ihdr(width, height, bitDepth, colourType), chunk('IDAT', zlib.deflateSync(rows)));
}

/**
 * The largest image the limits allow at its most costly to draw: 2000 × 2000 pixels (4 megapixels) of 16-bit
 * RGBA, whose alpha pdfkit splits off in JavaScript.
 */
export const largestAllowedPng = () => wholePng(2000, 2000, 16, 6);

/** The attack of issue 30: a header declaring 16000 × 16000 RGBA pixels over a deflate stream of a few bytes. */
export const hugeDeclaredPng = () =>
  pngBase64(ihdr(16_000, 16_000), chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))));

/** Bad images of every other kind the tests refuse, by what is wrong with them. */
export function damagedPngs(): Record<string, string> {
  const rows = scanlines(40, 20);
  const badFilter = Buffer.from(rows);
  badFilter[(1 + 40 * 4) * 5] = 9; // the filter byte of row 5
  return {
    'a PNG header alone': SIGNATURE.toString('base64'),
    'a header followed by garbage': Buffer.concat([
      SIGNATURE,
      ihdr(240, 80).subarray(0, 12),
      Buffer.from('garbage where the rest of the image should be'),
    ]).toString('base64'),
    'image data that is not a zlib stream': pngBase64(ihdr(40, 20), chunk('IDAT', Buffer.from('garbage'))),
    'image data cut short': pngBase64(ihdr(40, 20), chunk('IDAT', zlib.deflateSync(rows).subarray(0, 30))),
    'image data inflating past its rows': pngBase64(
      ihdr(40, 20),
      chunk('IDAT', zlib.deflateSync(Buffer.concat([rows, rows]))),
    ),
    'a row with an undefined filter': pngBase64(ihdr(40, 20), chunk('IDAT', zlib.deflateSync(badFilter))),
  };
}
